import { BASKET_TYPES, type BasketType } from '../../api/schemas';
import { ChoiceGroup } from '../../ui/ChoiceGroup';

/** Each basket type in words a creator can decide with. */
export const BASKET_TYPE_WORDS: Record<BasketType, string> = {
  0: 'Nobody can change it after creation, not even you: fees, rebalancing and tokens stay as set. Depositors get certainty.',
  1: 'You, the creator, can later edit its fees, rebalancing settings and tokens.',
  2: 'Changes are made only by wallets the basket gives permission to — you, the creator, to begin with. The Basket API does not publish further rules; the sandbox treats it like Mutable.',
};

const BASKET_TYPE_CHOICES = ([0, 1, 2] as const).map((type) => ({
  value: type,
  label: <strong>{BASKET_TYPES[type]}</strong>,
  words: BASKET_TYPE_WORDS[type],
}));

export interface BasketTypeFieldProps {
  value: BasketType;
  onChange: (value: BasketType) => void;
  name: string;
  error?: string;
  disabled?: boolean;
}

/** Radio group for the basket type (sent as 0, 1 or 2), explained in words. */
export function BasketTypeField({ value, onChange, name, error, disabled }: BasketTypeFieldProps) {
  return (
    <ChoiceGroup
      legend="Who can change the basket later"
      choices={BASKET_TYPE_CHOICES}
      value={value}
      onChange={onChange}
      name={name}
      error={error}
      disabled={disabled}
    />
  );
}
