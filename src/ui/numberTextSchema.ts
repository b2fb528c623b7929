// A form field that holds a number's text, as a zod schema: the text is read by numberText.ts
// (its words for what is wrong), then the number is checked by the API's own field schema (its
// limits and words, including "required" for an empty field).
import { z } from 'zod';
import type { NumberReading } from './numberText';

/** Text → number: refused with the reading's words, then with `numberSchema`'s. */
export function numberTextSchema(
  read: (text: string) => NumberReading,
  numberSchema: z.ZodType<number>,
): z.ZodType<number, string> {
  return z.string().transform((text, ctx) => {
    const reading = read(text);
    if (reading.kind === 'unfinished' || reading.kind === 'refused') {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    // An empty field reaches the API schema as missing, so it answers with its "required" words.
    const checked = numberSchema.safeParse(reading.kind === 'number' ? reading.value : undefined);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message });
      }
      return z.NEVER;
    }
    return checked.data;
  });
}
