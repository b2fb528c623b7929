// The basket token's symbol, name and metadata URI, as create and set-metadata ask for them, with
// the helper that writes the metadata document. Used inside a <FormProvider> whose values have
// these three fields; each form says what the fields mean there (`help`).
import type { InputHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { MetadataHelper } from './MetadataHelper';

interface TokenMetadataValues {
  symbol: string;
  name: string;
  uri: string;
}

type TokenMetadataName = keyof TokenMetadataValues;

const FIELDS: readonly {
  name: TokenMetadataName;
  label: string;
  required: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  { name: 'symbol', label: 'Symbol', required: true },
  { name: 'name', label: 'Name', required: true },
  {
    name: 'uri',
    label: 'Metadata URI',
    required: false,
    input: { type: 'url', placeholder: 'https://example.com/basket.json' },
  },
];

export function TokenMetadataFields({ help }: { help: Record<TokenMetadataName, string> }) {
  const { register, control, formState } = useFormContext<TokenMetadataValues>();
  const [symbol, name] = useWatch({ control, name: ['symbol', 'name'] });
  return (
    <>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          required={field.required}
          help={help[field.name]}
          error={formState.errors[field.name]?.message}
        >
          {(c) => (
            <input
              {...c}
              {...register(field.name)}
              {...field.input}
              className="ui-input"
              autoComplete="off"
            />
          )}
        </Field>
      ))}
      <MetadataHelper name={name ?? ''} symbol={symbol ?? ''} />
    </>
  );
}
