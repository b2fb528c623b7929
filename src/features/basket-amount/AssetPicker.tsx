import { useState } from 'react';
import { AddressInput } from '../../ui/AddressInput';
import { Field } from '../../ui/Field';
import type { ControlledFieldProps } from '../../ui/TextField';
import type { AssetChoice } from './assetChoices';

/** Select value meaning "a mint that is not in the list". */
const OTHER = '__other__';

/** `value` is the chosen mint address ('' = none). */
export interface AssetPickerProps extends Omit<
  ControlledFieldProps<HTMLSelectElement>,
  'id' | 'placeholder'
> {
  choices: readonly AssetChoice[];
  /** Only `choices` may be picked (the basket's composition is known): no pasted mint. */
  restricted: boolean;
}

const describe = (c: AssetChoice) =>
  [c.symbol, c.name, c.warning ? `⚠ ${c.warning}` : undefined].filter(Boolean).join(' — ');

/** One token of a basket: its composition when known, else a named token or a pasted mint. */
export function AssetPicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  help,
  error,
  required,
  disabled,
  choices,
  restricted,
}: AssetPickerProps) {
  const listed = choices.some((c) => c.mint === value);
  // "Other" stays open while the user pastes, even before the text is a whole address.
  const [pasting, setPasting] = useState(() => !restricted && value !== '' && !listed);
  const custom = !restricted && (pasting || (value !== '' && !listed));
  const selectValue = custom ? OTHER : listed ? value : '';

  return (
    <div className="asset-picker">
      <Field label={label} help={help} error={custom ? undefined : error} required={required}>
        {(control) => (
          <select
            {...control}
            ref={ref}
            name={name}
            className="ui-input"
            value={selectValue}
            disabled={disabled}
            onBlur={onBlur}
            onChange={(event) => {
              const choice = event.target.value;
              if (choice === OTHER) {
                setPasting(true);
                onChange('');
              } else {
                setPasting(false);
                onChange(choice);
              }
            }}
          >
            <option value="">Choose a token…</option>
            {choices.map((c) => (
              <option key={c.mint} value={c.mint}>
                {describe(c)}
              </option>
            ))}
            {restricted ? null : <option value={OTHER}>Other: paste a mint address</option>}
          </select>
        )}
      </Field>
      {custom ? (
        <AddressInput
          label="Token mint address"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          error={error}
          required={required}
          disabled={disabled}
          help="The mint address of the token, as a wallet or explorer shows it."
          placeholder="Paste the token's mint address"
        />
      ) : null}
    </div>
  );
}
