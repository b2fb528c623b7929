// The form of deposit, withdraw, mint and burn: a basket, for mint and burn one of its tokens, and
// an amount with the wallet's balance and Max.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import type * as z from 'zod/mini';
import { formatBaseUnits } from '../../solana/amounts';
import { AmountInput, type BalanceRead } from '../../ui/AmountInput';
import { FormField } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import { BasketPicker, type BasketPickerProps } from '../baskets/BasketPicker';
import type { BasketDetails } from '../baskets/useBasketDetails';
import type { FieldRefusal } from './apiFieldRefusal';
import type { AssetChoice } from './assetChoices';
import { AssetPicker } from './AssetPicker';
import { ChosenBasketNote } from './ChosenBasketNote';
import './BasketAmountForm.css';
import { ReviewButton } from '../operation-page/ReviewButton';
import { useWalletGate } from '../operation-page/useWalletGate';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';

/** The fields as typed; `tokenMint` only where the form has a token field. */
export interface BasketAmountValues {
  basket: string;
  amount: string;
  tokenMint?: string;
}

/** What every schema of this form gives: the basket and the amount in display units. */
export interface BasketAmountOutput {
  basket: string;
  amount: number;
}

export type BasketFieldProps = Pick<
  BasketPickerProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error' | 'required'
>;

/** The token field of mint and burn: one of the basket's tokens. */
export interface TokenFieldSpec {
  label: string;
  help: ReactNode;
  choices: readonly AssetChoice[];
  /** Only `choices` may be picked (the basket's composition is known). */
  restricted: boolean;
  /** Tells the page which token is chosen (its decimals and the wallet's balance). */
  onChange?: (mint: string) => void;
}

export interface BasketAmountFormProps<O extends BasketAmountOutput> {
  /** The form's accessible name, e.g. "Deposit USDC". */
  title: string;
  defaultValues: BasketAmountValues;
  /** The schema of the fields (its amount limit follows the balance). */
  schema: z.ZodMiniType<O, BasketAmountValues>;
  /** Between the basket and the amount (mint and burn). */
  token?: TokenFieldSpec;
  amountLabel: string;
  amountHelp: ReactNode;
  /** Token symbol of the amount. */
  symbol?: string;
  decimals?: number;
  /** The wallet's balance of the token (base units); undefined = unknown. */
  balance?: bigint;
  /** Where the balance is while unknown: shown with a wallet connected or reconnecting. */
  balanceRead?: BalanceRead;
  /** Undefined = no wallet connected: Review then asks to connect. */
  walletAddress: string | undefined;
  onSubmit: (values: O) => void | Promise<void>;
  /** Tells the page which basket is chosen (to look up its token, fees and balance). */
  onBasketChange?: (basket: string) => void;
  /** What the page found of the chosen basket: named under the fields. */
  chosenBasket?: { details: BasketDetails | undefined; notFound: boolean };
  /** Shown above the Review button for the current values (fees, what you receive). */
  summary?: (values: Partial<BasketAmountValues>) => ReactNode;
  /** The Basket API refused a field of the last request: shown at that field. */
  refusal?: FieldRefusal;
  /** The basket field; the app's BasketPicker unless a test gives a simpler one. */
  renderBasket?: (field: BasketFieldProps) => ReactNode;
}

const defaultBasketField = (field: BasketFieldProps) => <BasketPicker {...field} />;

export function BasketAmountForm<O extends BasketAmountOutput>({
  title,
  defaultValues,
  schema,
  token,
  amountLabel,
  amountHelp,
  symbol,
  decimals,
  balance,
  balanceRead,
  walletAddress,
  onSubmit,
  onBasketChange,
  chosenBasket,
  summary,
  refusal,
  renderBasket = defaultBasketField,
}: BasketAmountFormProps<O>) {
  // Rebuilt when the limits change: react-hook-form reads the latest resolver on each check.
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const { control, handleSubmit, formState, setError } = useForm<BasketAmountValues, unknown, O>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  // Only what the page is told of; the summary watches every field in a child of its own, so a
  // key in the amount renders the amount field and the summary, not the basket picker with them.
  const [basket, tokenMint] = useWatch({ control, name: ['basket', 'tokenMint'] });
  const { needsWallet, gate } = useWalletGate(walletAddress);
  const walletConnecting = useWalletConnecting();
  const onTokenChange = token?.onChange;

  useEffect(() => {
    onBasketChange?.(basket ?? '');
  }, [basket, onBasketChange]);
  useEffect(() => {
    onTokenChange?.(tokenMint ?? '');
  }, [tokenMint, onTokenChange]);
  useEffect(() => {
    if (refusal) setError(refusal.field, { type: 'server', message: refusal.message });
  }, [refusal, setError]);

  const submit = handleSubmit(gate((output) => onSubmit(output)));

  const shownBalance =
    walletAddress && balance !== undefined && decimals !== undefined
      ? formatBaseUnits(balance, decimals)
      : undefined;

  return (
    <form onSubmit={submit} noValidate className="op-form" aria-label={title}>
      <FormField control={control} name="basket">
        {(field) => renderBasket({ ...field, required: true })}
      </FormField>
      {token ? (
        <FormField control={control} name="tokenMint">
          {(field) => (
            <AssetPicker
              label={token.label}
              help={token.help}
              required
              choices={token.choices}
              restricted={token.restricted}
              {...field}
              value={field.value ?? ''}
            />
          )}
        </FormField>
      ) : null}
      <FormField control={control} name="amount">
        {(field) => (
          <AmountInput
            label={amountLabel}
            help={amountHelp}
            required
            symbol={symbol}
            decimals={decimals}
            balance={shownBalance}
            balanceRead={walletAddress || walletConnecting ? balanceRead : undefined}
            {...field}
          />
        )}
      </FormField>
      {chosenBasket ? (
        <ChosenBasketNote details={chosenBasket.details} notFound={chosenBasket.notFound} />
      ) : null}
      {summary ? <LiveSummary control={control} summary={summary} /> : null}
      {needsWallet ? (
        <Notice tone="error" title="Connect a wallet first">
          Your wallet signs this transaction; connect it, then choose Review again. Nothing you
          typed is lost.
        </Notice>
      ) : null}
      <ReviewButton busy={formState.isSubmitting} />
    </form>
  );
}

/** The summary of the values as typed, rendered on each change without the form around it. */
function LiveSummary<O extends BasketAmountOutput>({
  control,
  summary,
}: {
  control: Control<BasketAmountValues, unknown, O>;
  summary: (values: Partial<BasketAmountValues>) => ReactNode;
}) {
  const values = useWatch({ control });
  return <>{summary(values)}</>;
}
