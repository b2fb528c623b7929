import { useId, useMemo, type ReactNode } from 'react';
import { AddressInput } from '../../ui/AddressInput';
import type { ControlledFieldProps } from '../../ui/TextField';
import { basketChoices } from './basketChoices';
import { useChainMyBaskets } from './useChainMyBaskets';
import './BasketPicker.css';

export interface BasketPickerProps extends Omit<ControlledFieldProps, 'label' | 'placeholder'> {
  /** Label of the address field (default "Basket address"). */
  label?: ReactNode;
  /** Offer only baskets the connected wallet created (edit, set metadata). */
  createdOnly?: boolean;
}

const DEFAULT_HELP =
  'The basket’s address (its state account, not its token mint). Choose one of your baskets or paste an address.';

/** Pick one of my baskets (created, held or saved, read from the chain) or paste an address. */
export function BasketPicker({
  label = 'Basket address',
  help = DEFAULT_HELP,
  createdOnly = false,
  ...field
}: BasketPickerProps) {
  const { value, onChange, disabled } = field;
  const selectId = useId();
  const { rows } = useChainMyBaskets();
  const choices = useMemo(() => basketChoices(rows, { createdOnly }), [rows, createdOnly]);

  const selected = choices.some((c) => c.address === value) ? value : '';

  return (
    <div className="basket-picker">
      {choices.length > 0 ? (
        <div className="basket-picker__choose">
          <label htmlFor={selectId} className="ui-field__label">
            {createdOnly ? 'Choose one of the baskets you created' : 'Choose a basket'}
          </label>
          <select
            id={selectId}
            className="ui-input basket-picker__select"
            value={selected}
            disabled={disabled}
            onChange={(event) => {
              if (event.target.value !== '') onChange(event.target.value);
            }}
          >
            <option value="">— or paste an address below —</option>
            <optgroup label="Your baskets">
              {choices.map((c) => (
                <option key={c.address} value={c.address}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      ) : null}
      <AddressInput {...field} label={label} help={help} placeholder="Basket address (base58)" />
    </div>
  );
}
