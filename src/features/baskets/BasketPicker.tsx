import { useWallet } from '@solana/wallet-adapter-react';
import { useId, useMemo, type ReactNode } from 'react';
import { AddressInput } from '../../ui/AddressInput';
import type { ControlledFieldProps } from '../../ui/TextField';
import { basketChoices } from './basketChoices';
import { useChainMyBaskets, type ReadStatus } from './useChainMyBaskets';
import './BasketPicker.css';

export interface BasketPickerProps extends Omit<ControlledFieldProps, 'label' | 'placeholder'> {
  /** Label of the address field (default "Basket address"). */
  label?: ReactNode;
  /** Offer only baskets the connected wallet created (edit, set metadata). */
  createdOnly?: boolean;
}

const DEFAULT_HELP =
  'The basket’s address (its state account, not its token mint). Choose one of your baskets or paste an address.';

/**
 * What the choice says while it offers nothing: the wallet's baskets are on their way, could not be
 * read, or there are none.
 */
function emptyChoice(
  wallet: string | undefined,
  reads: readonly ReadStatus[],
  createdOnly: boolean,
): string {
  if (!wallet || reads.some((read) => read.isLoading)) return 'Reading your baskets…';
  if (reads.some((read) => read.error))
    return 'Your baskets could not be read: paste an address below';
  return createdOnly
    ? 'You have created no basket yet: paste an address below'
    : 'No basket of yours yet: paste an address below';
}

/**
 * Pick one of my baskets (created, held or saved, read from the chain) or paste an address. With a
 * wallet chosen, the choice is there from the first paint (disabled while it has nothing to offer),
 * so the address field below does not move down when the wallet's baskets arrive under a person
 * about to click it (docs/look.md).
 */
export function BasketPicker({
  label = 'Basket address',
  help = DEFAULT_HELP,
  createdOnly = false,
  ...field
}: BasketPickerProps) {
  const { value, onChange, disabled } = field;
  const selectId = useId();
  const { wallet, rows, reads } = useChainMyBaskets();
  // A wallet chosen (connected, or reconnecting: the page waits for the wallet code then, so this is
  // known at its first paint).
  const chosen = Boolean(useWallet().wallet);
  const choices = useMemo(() => basketChoices(rows, { createdOnly }), [rows, createdOnly]);
  const offered = choices.length > 0;

  const selected = choices.some((c) => c.address === value) ? value : '';

  return (
    <div className="basket-picker">
      {offered || chosen ? (
        <div className="basket-picker__choose">
          <label htmlFor={selectId} className="ui-field__label">
            {createdOnly ? 'Choose one of the baskets you created' : 'Choose a basket'}
          </label>
          <select
            id={selectId}
            className="ui-input basket-picker__select"
            value={selected}
            disabled={disabled || !offered}
            onChange={(event) => {
              if (event.target.value !== '') onChange(event.target.value);
            }}
          >
            {offered ? (
              <>
                <option value="">— or paste an address below —</option>
                <optgroup label="Your baskets">
                  {choices.map((c) => (
                    <option key={c.address} value={c.address}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              </>
            ) : (
              <option value="">{emptyChoice(wallet, reads, createdOnly)}</option>
            )}
          </select>
        </div>
      ) : null}
      <AddressInput {...field} label={label} help={help} placeholder="Basket address (base58)" />
    </div>
  );
}
