import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatBaseUnits } from '../../solana/amounts';
import { AmountInput } from '../../ui/AmountInput';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { BasketPicker, type BasketPickerProps } from '../baskets/BasketPicker';

/** The two fields of deposit and withdraw, as typed. */
export interface BasketAmountValues {
  basket: string;
  amount: string;
}

export interface BasketAmountOutput {
  basket: string;
  amount: number;
}

export type BasketFieldProps = Pick<
  BasketPickerProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error' | 'required'
>;

export interface BasketAmountFormProps {
  /** The form's accessible name, e.g. "Deposit USDC". */
  title: string;
  defaultValues: BasketAmountValues;
  /** The schema of both fields (its amount limit follows the balance). */
  schema: z.ZodType<BasketAmountOutput, BasketAmountValues>;
  amountLabel: string;
  amountHelp: ReactNode;
  /** Token symbol of the amount. */
  symbol?: string;
  decimals?: number;
  /** The wallet's balance of the token (base units); undefined = unknown. */
  balance?: bigint;
  /** Undefined = no wallet connected: Review then asks to connect. */
  walletAddress: string | undefined;
  onSubmit: (values: BasketAmountOutput) => void | Promise<void>;
  /** Tells the page which basket is chosen (to look up its token, fees and balance). */
  onBasketChange?: (basket: string) => void;
  /** Shown above the Review button for the current values (fees, what you receive). */
  summary?: (values: BasketAmountValues) => ReactNode;
  busy?: boolean;
  /** The basket field; the app's BasketPicker unless a test gives a simpler one. */
  renderBasket?: (field: BasketFieldProps) => ReactNode;
}

const defaultBasketField = (field: BasketFieldProps) => <BasketPicker {...field} />;

/** Basket + amount with the wallet's balance and Max; the shared body of deposit and withdraw. */
export function BasketAmountForm({
  title,
  defaultValues,
  schema,
  amountLabel,
  amountHelp,
  symbol,
  decimals,
  balance,
  walletAddress,
  onSubmit,
  onBasketChange,
  summary,
  busy,
  renderBasket = defaultBasketField,
}: BasketAmountFormProps) {
  // Rebuilt when the balance changes: react-hook-form reads the latest resolver on each check.
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const { control, handleSubmit, formState } = useForm<
    BasketAmountValues,
    unknown,
    BasketAmountOutput
  >({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as BasketAmountValues;
  const [needsWallet, setNeedsWallet] = useState(false);

  useEffect(() => {
    onBasketChange?.(values.basket ?? '');
  }, [values.basket, onBasketChange]);

  const submit = handleSubmit(async (output) => {
    if (!walletAddress) {
      setNeedsWallet(true);
      return;
    }
    setNeedsWallet(false);
    await onSubmit(output);
  });

  const shownBalance =
    balance !== undefined && decimals !== undefined
      ? formatBaseUnits(balance, decimals)
      : undefined;

  return (
    <form onSubmit={submit} noValidate className="op-form" aria-label={title}>
      <Controller
        control={control}
        name="basket"
        render={({ field, fieldState }) => (
          <>{renderBasket({ ...field, error: fieldState.error?.message, required: true })}</>
        )}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <AmountInput
            label={amountLabel}
            help={amountHelp}
            required
            symbol={symbol}
            decimals={decimals}
            balance={walletAddress ? shownBalance : undefined}
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
      {summary?.(values)}
      {needsWallet && !walletAddress ? (
        <Notice tone="error" title="Connect a wallet first">
          Your wallet signs this transaction; connect it, then choose Review again. Nothing you
          typed is lost.
        </Notice>
      ) : null}
      <div className="op-form__actions">
        <Button type="submit" variant="primary" busy={busy || formState.isSubmitting}>
          Review
        </Button>
      </div>
    </form>
  );
}
