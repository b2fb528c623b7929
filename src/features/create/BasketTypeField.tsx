import { useId } from 'react';
import { BASKET_TYPES, type BasketType } from '../../api/schemas';

/** Each basket type in words a creator can decide with. */
export const BASKET_TYPE_WORDS: Record<BasketType, string> = {
  0: 'Nobody can change it after creation, not even you: fees, rebalancing and tokens stay as set. Depositors get certainty.',
  1: 'You, the creator, can later edit its fees, rebalancing settings and tokens.',
  2: 'Changes are made only by wallets the basket gives permission to — you, the creator, to begin with. The Basket API does not publish further rules; the sandbox treats it like Mutable.',
};

export interface BasketTypeFieldProps {
  value: BasketType;
  onChange: (value: BasketType) => void;
  name: string;
  error?: string;
  disabled?: boolean;
}

/** Radio group for the basket type (sent as 0, 1 or 2), explained in words. */
export function BasketTypeField({ value, onChange, name, error, disabled }: BasketTypeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="basket-type"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="ui-field__label">Who can change the basket later</legend>
      {([0, 1, 2] as const).map((type) => (
        <div key={type} className="basket-type__option">
          <input
            type="radio"
            id={`${id}-${type}`}
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            aria-describedby={`${id}-${type}-words`}
          />
          <label htmlFor={`${id}-${type}`}>
            <strong>{BASKET_TYPES[type]}</strong>
          </label>
          <p id={`${id}-${type}-words`} className="basket-type__words">
            {BASKET_TYPE_WORDS[type]}
          </p>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
