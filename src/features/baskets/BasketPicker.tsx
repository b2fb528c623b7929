import { useWallet } from '@solana/wallet-adapter-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTokenBalances } from '../../solana/queries';
import { AddressInput } from '../../ui/AddressInput';
import type { ControlledFieldProps } from '../../ui/TextField';
import { basketChoices, type BasketChoice } from './basketChoices';
import { useMyBaskets } from './useMyBaskets';
import { useSandboxBaskets } from './useSandboxBaskets';
import './BasketPicker.css';

export interface BasketPickerProps extends Omit<ControlledFieldProps, 'label' | 'placeholder'> {
  /** Label of the address field (default "Basket address"). */
  label?: ReactNode;
  /** Offer only baskets the connected wallet created (edit, set metadata). */
  createdOnly?: boolean;
}

const GROUPS: { group: BasketChoice['group']; label: string }[] = [
  { group: 'mine', label: 'Your baskets' },
  { group: 'other', label: 'Other baskets on the sandbox' },
];

const DEFAULT_HELP =
  'The basket’s address (its state account, not its token mint). Choose one of your baskets or paste an address.';

/** Pick one of my baskets (or, on the sandbox, any basket it knows) or paste an address. */
export function BasketPicker({
  label = 'Basket address',
  help = DEFAULT_HELP,
  createdOnly = false,
  ...field
}: BasketPickerProps) {
  const { value, onChange, disabled } = field;
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
            {GROUPS.map(({ group, label: groupLabel }) => {
              const inGroup = choices.filter((c) => c.group === group);
              return inGroup.length > 0 ? (
                <optgroup key={group} label={groupLabel}>
                  {inGroup.map((c) => (
                    <option key={c.address} value={c.address}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        </div>
      ) : null}
      <AddressInput {...field} label={label} help={help} placeholder="Basket address (base58)" />
    </div>
  );
}
