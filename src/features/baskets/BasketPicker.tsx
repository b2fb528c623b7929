import { useWallet } from '@solana/wallet-adapter-react';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useTokenBalances } from '../../solana/queries';
import { AddressInput } from '../../ui/AddressInput';
import { basketChoices } from './basketChoices';
import { useMyBaskets } from './useMyBaskets';
import { useSandboxBaskets } from './useSandboxBaskets';
import './BasketPicker.css';

export interface BasketPickerProps {
  /** Label of the address field (default "Basket address"). */
  label?: ReactNode;
  value: string;
  onChange: (address: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Offer only baskets the connected wallet created (edit, set metadata). */
  createdOnly?: boolean;
}

const DEFAULT_HELP =
  'The basket’s address (its state account, not its token mint). Choose one of your baskets or paste an address.';

/** Pick one of my baskets (or, on the sandbox, any basket it knows) or paste an address. */
export function BasketPicker({
  label = 'Basket address',
  value,
  onChange,
  onBlur,
  name,
  id,
  ref,
  help = DEFAULT_HELP,
  error,
  required,
  disabled,
  createdOnly = false,
}: BasketPickerProps) {
  const selectId = useId();
  const { publicKey } = useWallet();
  const { baskets } = useMyBaskets();
  const sandbox = useSandboxBaskets();
  const balances = useTokenBalances(publicKey);
  const wallet = publicKey?.toBase58();

  const choices = useMemo(() => {
    const heldMints = new Set(
      [...(balances.data?.values() ?? [])].filter((b) => b.amount > 0n).map((b) => b.mint),
    );
    return basketChoices({
      saved: baskets,
      sandbox: sandbox.data ?? [],
      wallet,
      heldMints,
      createdOnly,
    });
  }, [baskets, sandbox.data, balances.data, wallet, createdOnly]);

  const mine = choices.filter((c) => c.group === 'mine');
  const others = choices.filter((c) => c.group === 'other');
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
            {mine.length > 0 ? (
              <optgroup label="Your baskets">
                {mine.map((c) => (
                  <option key={c.address} value={c.address}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {others.length > 0 ? (
              <optgroup label="Other baskets on the sandbox">
                {others.map((c) => (
                  <option key={c.address} value={c.address}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
      ) : null}
      <AddressInput
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        name={name}
        id={id}
        ref={ref}
        help={help}
        error={error}
        required={required}
        disabled={disabled}
        placeholder="Basket address (base58)"
      />
    </div>
  );
}
