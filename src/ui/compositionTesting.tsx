// A test form for the composition editor (imported by *.test.tsx only).
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { compositionSchema } from '../api/schemas';
import { CompositionEditor } from './CompositionEditor';
import { TEST_TOKENS } from './testTokens';

const schema = z.object({ composition: compositionSchema });

/**
 * The editor in a react-hook-form form checked by the API's composition schema, starting from
 * `initial`; Review hands the accepted rows to `onValid`.
 */
export function CompositionSchemaForm({
  initial,
  onValid = () => undefined,
}: {
  initial: { token: string; weight: number }[];
  onValid?: (rows: unknown) => void;
}) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { composition: initial },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValid(values.composition))}>
      <Controller
        control={control}
        name="composition"
        render={({ field }) => (
          <CompositionEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            tokens={TEST_TOKENS}
            errors={formState.errors.composition}
          />
        )}
      />
      <button type="submit">Review</button>
    </form>
  );
}
