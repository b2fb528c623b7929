import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatBaseUnits } from '../../solana/amounts';
import { AmountInput } from '../../ui/AmountInput';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { BasketPicker } from '../baskets/BasketPicker';
import type { BasketFieldProps } from '../deposit/BasketAmountForm';
import type { AssetChoice } from './assetChoices';
import { AssetPicker } from './AssetPicker';
import type { FieldRefusal } from './apiFieldRefusal';
import type { SingleAssetOutput, SingleAssetValues } from './singleAssetFormSchema';

export interface SingleAssetFormProps {
  /** The form's accessible name, e.g. "Mint with one token". */
  title: string;
  defaultValues: SingleAssetValues;
  schema: z.ZodType<SingleAssetOutput, SingleAssetValues>;
  tokenLabel: string;
  tokenHelp: ReactNode;
  choices: readonly AssetChoice[];
  restricted: boolean;
  amountLabel: string;
  amountHelp: ReactNode;
  /** The amount's token: symbol, decimals and the wallet's balance (base units) when known. */
  symbol?: string;
  decimals?: number;
  balance?: bigint;
  /** Undefined = no wallet connected: Review then asks to connect. */
  walletAddress: string | undefined;
  onSubmit: (values: SingleAssetOutput) => void | Promise<void>;
  /** Tell the page what is chosen (to look up the composition, decimals and balance). */
  onBasketChange?: (basket: string) => void;
  onTokenChange?: (mint: string) => void;
  /** Shown above the Review button for the current values (the estimate). */
  summary?: (values: SingleAssetValues) => ReactNode;
  /** The Basket API refused a field of the last request: shown at that field. */
  refusal?: FieldRefusal;
  /** The basket field; the app's BasketPicker unless a test gives a simpler one. */
  renderBasket?: (field: BasketFieldProps) => ReactNode;
}

const defaultBasketField = (field: BasketFieldProps) => <BasketPicker {...field} />;

/** Basket, one of its tokens, and an amount: the form of mint and burn. */
export function SingleAssetForm({
  title,
  defaultValues,
  schema,
  tokenLabel,
  tokenHelp,
  choices,
  restricted,
  amountLabel,
  amountHelp,
  symbol,
  decimals,
  balance,
  walletAddress,
  onSubmit,
  onBasketChange,
  onTokenChange,
  summary,
  refusal,
  renderBasket = defaultBasketField,
}: SingleAssetFormProps) {
  // Rebuilt when the limits change: react-hook-form reads the latest resolver on each check.
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const { control, handleSubmit, formState, setError } = useForm<
    SingleAssetValues,
    unknown,
    SingleAssetOutput
  >({ resolver, defaultValues, mode: 'onTouched' });
  const values = useWatch({ control }) as SingleAssetValues;
  const [needsWallet, setNeedsWallet] = useState(false);

  useEffect(() => {
    onBasketChange?.(values.basket ?? '');
  }, [values.basket, onBasketChange]);
  useEffect(() => {
    onTokenChange?.(values.tokenMint ?? '');
  }, [values.tokenMint, onTokenChange]);
  useEffect(() => {
    if (refusal) setError(refusal.field, { type: 'server', message: refusal.message });
  }, [refusal, setError]);

  const submit = handleSubmit(async (output) => {
    if (!walletAddress) {
      setNeedsWallet(true);
      return;
    }
    setNeedsWallet(false);
    await onSubmit(output);
  });

  const shownBalance =
    walletAddress && balance !== undefined && decimals !== undefined
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
        name="tokenMint"
        render={({ field, fieldState }) => (
          <AssetPicker
            label={tokenLabel}
            help={tokenHelp}
            required
            choices={choices}
            restricted={restricted}
            {...field}
            error={fieldState.error?.message}
          />
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
            balance={shownBalance}
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
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          Review
        </Button>
      </div>
    </form>
  );
}
