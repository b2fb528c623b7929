// A form field that holds a number's text, as a zod schema: the text is read by numberText.ts
// (its words for what is wrong), then the number is checked by the API's own field schema (its
// limits and words, including "required" for an empty field).
import * as z from 'zod/mini';
import type { NumberReading } from './numberText';

/** Text → number: refused with the reading's words, then with `numberSchema`'s. */
export function numberTextSchema(
  read: (text: string) => NumberReading,
  numberSchema: z.ZodMiniType<number>,
): z.ZodMiniType<number, string> {
  return z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const reading = read(text);
      if (reading.kind === 'unfinished' || reading.kind === 'refused') {
        ctx.issues.push({ code: 'custom', message: reading.message, input: text });
        return z.NEVER;
      }
      // An empty field reaches the API schema as missing, so it answers with its "required" words.
      const checked = numberSchema.safeParse(reading.kind === 'number' ? reading.value : undefined);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.issues.push({ code: 'custom', message: issue.message, input: text });
        }
        return z.NEVER;
      }
      return checked.data;
    }),
  );
}
