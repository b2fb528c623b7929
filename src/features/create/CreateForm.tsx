import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CreateRequest } from '../../api/schemas';
import { NAME_MAX, NAME_MIN, SYMBOL_MAX, SYMBOL_MIN, URI_MAX } from '../../api/schemas';
import { AddressInput } from '../../ui/AddressInput';
import { BpsInput } from '../../ui/BpsInput';
import { Field } from '../../ui/Field';
import { FormField } from '../../ui/FormField';
import type { TokenFieldProps } from '../../ui/TokenField';
import type { TokenNamesComponent } from '../../ui/TokenNames';
import type { TokenOption } from '../../ui/TokenOption';
import {
  createFormSchema,
  toCreateRequest,
  type CreateFormOutput,
  type CreateFormValues,
} from './basketFormSchema';
import { CompositionFields, NumberSettingField, RebalancingFields } from './BasketSettingsFields';
import { BasketTypeField } from './BasketTypeField';
import { TokenMetadataFields } from './TokenMetadataFields';
import { ReviewButton } from '../operation-page/ReviewButton';
import { useWalletGate } from '../operation-page/useWalletGate';
import { BelowTheFold } from '../../ui/BelowTheFold';

export interface CreateFormProps {
  defaultValues: CreateFormValues;
  /** The connected wallet: it becomes the creator. Undefined = not connected. */
  walletAddress: string | undefined;
  tokens: readonly TokenOption[];
  /** The composition rows' token field; by default it searches `tokens` only. */
  tokenField?: ComponentType<TokenFieldProps>;
  /** Names the composition's mints for the chart; by default only `tokens`. */
  tokenNames?: TokenNamesComponent;
  /** May load what the flow needs first: Review shows progress until it settles. */
  onSubmit: (request: CreateRequest) => void | Promise<void>;
  /** A flow is being prepared from this form: Review shows progress. */
  busy?: boolean;
  /** Shown after the rebalancing settings, inside the form (the page's backtest). */
  backtest?: ComponentType;
}

const resolver = zodResolver(createFormSchema);

/** Every field of the create request, in words, with the composition chart live. */
export function CreateForm({
  defaultValues,
  walletAddress,
  tokens,
  tokenField,
  tokenNames,
  onSubmit,
  busy,
  backtest: Backtest,
}: CreateFormProps) {
  const form = useForm<CreateFormValues, unknown, CreateFormOutput>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState } = form;
  const { needsWallet, gate } = useWalletGate(walletAddress);

  const submit = handleSubmit(gate((values, wallet) => onSubmit(toCreateRequest(values, wallet))));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="op-form" aria-label="Create a basket">
        <fieldset className="form-section">
          <legend>Basket token</legend>
          <TokenMetadataFields
            help={{
              symbol: `The basket token’s ticker: ${SYMBOL_MIN}–${SYMBOL_MAX} letters or digits, e.g. DEFI5.`,
              name: `${NAME_MIN}–${NAME_MAX} characters, e.g. “Solana DeFi Five”.`,
              uri: `Address of the token’s JSON metadata file (at most ${URI_MAX} characters). May be left empty and set later.`,
            }}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Composition</legend>
          <CompositionFields tokens={tokens} tokenField={tokenField} tokenNames={tokenNames} />
        </fieldset>

        <BelowTheFold>
          <FormField control={control} name="type">
            {(field) => <BasketTypeField {...field} />}
          </FormField>

          <fieldset className="form-section">
            <legend>Fees</legend>
            <NumberSettingField name="depositFee" />
            <FormField control={control} name="hostPlatform">
              {(field) => (
                <AddressInput
                  label="Host platform"
                  required
                  help="Wallet of the app or project hosting the basket; it can receive the host platform fee. Prefilled from Settings."
                  {...field}
                />
              )}
            </FormField>
            <FormField control={control} name="hostPlatformFees">
              {(field) => (
                <BpsInput
                  label="Host platform fee"
                  help="Paid to the host platform on deposits. In basis points: 10 bps = 0.1%."
                  {...field}
                />
              )}
            </FormField>
          </fieldset>

          <RebalancingFields />

          {Backtest ? <Backtest /> : null}

          <Field
            label="Creator (your connected wallet)"
            help="The wallet that creates the basket, signs its three transactions and receives the deposit fee."
            error={
              needsWallet ? 'Connect a wallet first: it becomes the basket’s creator.' : undefined
            }
          >
            {(c) => (
              <input
                {...c}
                className="ui-input ui-input--mono"
                readOnly
                value={walletAddress ?? 'No wallet connected'}
              />
            )}
          </Field>
        </BelowTheFold>

        <ReviewButton busy={busy || formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
