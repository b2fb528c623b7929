import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type ComponentType } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { BASKET_TYPES, publicKeySchema, type EditRequest } from '../../api/schemas';
import { shortenAddress } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import type { TokenFieldProps } from '../../ui/TokenField';
import type { TokenNamesComponent } from '../../ui/TokenNames';
import type { TokenOption } from '../../ui/TokenOption';
import {
  useBasketDetails,
  type BasketDetails,
  type BasketDetailsResult,
} from '../baskets/useBasketDetails';
import {
  editFormSchema,
  SETTINGS_DEFAULTS,
  toEditRequest,
  type EditFormOutput,
  type EditFormValues,
} from '../create/basketFormSchema';
import {
  CompositionFields,
  NumberSettingField,
  RebalancingFields,
} from '../create/BasketSettingsFields';
import { canReview, editability, type Editability } from './editability';
import { ReviewButton } from '../operation-page/ReviewButton';
import { useWalletGate } from '../operation-page/useWalletGate';
import { CreatedBasketSection } from '../baskets/CreatedBasketSection';

export interface EditFormProps {
  /** Basket to start with (from ?basket=), or ''. */
  initialBasket: string;
  walletAddress: string | undefined;
  tokens: readonly TokenOption[];
  /** The composition rows' token field; by default it searches `tokens` only. */
  tokenField?: ComponentType<TokenFieldProps>;
  /** Names the composition's mints for the chart; by default only `tokens`. */
  tokenNames?: TokenNamesComponent;
  onSubmit: (request: EditRequest, symbol?: string) => void | Promise<void>;
  /** Shown after the rebalancing settings, inside the form (the page's backtest). */
  backtest?: ComponentType;
}

const resolver = zodResolver(editFormSchema);

function valuesFrom(details: BasketDetails): EditFormValues | undefined {
  const s = details.settings;
  if (!s) return undefined;
  return {
    basket: details.address,
    depositFee: String(s.depositFee),
    rebalanceInterval: String(s.rebalanceInterval),
    rebalanceThreshold: String(s.rebalanceThreshold),
    slippage: String(s.slippage),
    lpOffsetThreshold: String(s.lpOffsetThreshold),
    disableRebalance: s.disableRebalance,
    disableLp: s.disableLp,
    composition: s.composition.map((e) => ({ token: e.token, weight: e.weight })),
  };
}

/** Pick a basket, see whether it can be edited, change its settings. */
export function EditForm({
  initialBasket,
  walletAddress,
  tokens,
  tokenField,
  tokenNames,
  onSubmit,
  backtest: Backtest,
}: EditFormProps) {
  const reasonId = useId();
  const form = useForm<EditFormValues, unknown, EditFormOutput>({
    resolver,
    defaultValues: { basket: initialBasket, ...SETTINGS_DEFAULTS },
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, getValues } = form;
  const { needsWallet, gate } = useWalletGate(walletAddress);
  const basketText = useWatch({ control, name: 'basket' }) ?? '';
  const address = publicKeySchema.safeParse(basketText).success ? basketText.trim() : undefined;
  const basketRead = useBasketDetails(address);
  const { details, notFound } = basketRead;
  const state = editability(notFound ? undefined : details, walletAddress);
  const blocked = !canReview(state) || notFound;

  // Prefill once per basket and source (the chain's current settings replace saved ones).
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!details) return;
    const key = `${details.address}:${details.source}`;
    const values = valuesFrom(details);
    if (!values || prefilledFor.current === key) return;
    prefilledFor.current = key;
    reset({ ...values, basket: getValues('basket') });
  }, [details, reset, getValues]);

  const submit = handleSubmit(
    gate((values, wallet) => {
      if (blocked) return;
      return onSubmit(toEditRequest(values, wallet), details?.symbol);
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="op-form" aria-label="Edit a basket">
        <CreatedBasketSection>
          {address ? (
            <BasketStatus
              read={basketRead}
              state={state}
              wallet={walletAddress}
              reasonId={reasonId}
            />
          ) : null}
          {needsWallet ? (
            <Notice tone="error" title="Connect a wallet first">
              Only the basket’s creator can edit it: connect the creator’s wallet.
            </Notice>
          ) : null}
        </CreatedBasketSection>

        <fieldset className="form-section" disabled={blocked}>
          <legend>Fees</legend>
          <NumberSettingField name="depositFee" />
        </fieldset>
        <fieldset className="form-section" disabled={blocked}>
          <legend>Composition</legend>
          <CompositionFields
            tokens={tokens}
            tokenField={tokenField}
            tokenNames={tokenNames}
            disabled={blocked}
          />
        </fieldset>
        <RebalancingFields disabled={blocked} />
        {Backtest ? <Backtest /> : null}

        <ReviewButton blockedBy={blocked ? reasonId : undefined} />
      </form>
    </FormProvider>
  );
}

/** What the chosen basket is and whether this wallet may edit it, from the basket's read. */
function BasketStatus({
  read: { details, isLoading, notFound, error: readError },
  state,
  wallet,
  reasonId,
}: {
  read: BasketDetailsResult;
  state: Editability;
  wallet: string | undefined;
  reasonId: string;
}) {
  if (isLoading) return <p role="status">Reading the basket’s current settings…</p>;
  const title = details?.symbol
    ? `${details.symbol}${details.name ? ` — ${details.name}` : ''}`
    : undefined;
  const type = details?.type !== undefined ? BASKET_TYPES[details.type] : undefined;
  return (
    <div id={reasonId}>
      {notFound ? (
        <Notice tone="error" title="No basket at this address">
          The network has no basket at this address. Check that you pasted the basket’s address (not
          its token mint).
        </Notice>
      ) : state.kind === 'immutable' ? (
        <Notice tone="warn" title="This basket is immutable">
          {title ? `${title} was` : 'It was'} created as Immutable: nobody can change its fees,
          rebalancing or tokens, not even its creator. There is nothing to review.
        </Notice>
      ) : state.kind === 'not-creator' ? (
        <Notice tone="warn" title="Your wallet is not this basket’s creator">
          Only the creator, {shortenAddress(state.creator)}, can edit {title ?? 'this basket'}. Your
          connected wallet is {wallet ? shortenAddress(wallet) : 'none'}. Connect the creator’s
          wallet to edit it.
        </Notice>
      ) : state.kind === 'unknown' ? (
        <Notice tone="info" title="This app does not know this basket’s current settings">
          It is not in your portfolio, and the Basket API offers no way to read a basket. The fields
          show defaults: set each one to what the basket should have. The service refuses the edit
          if your wallet is not the creator or the basket is immutable.
        </Notice>
      ) : details?.source === 'chain' ? (
        <Notice tone="info" title={`Editing ${title ?? 'this basket'}${type ? ` (${type})` : ''}`}>
          The fields show its current settings, read from its account on the chain.
        </Notice>
      ) : details?.source === 'saved' ? (
        <Notice tone="info" title={`Editing ${title ?? 'this basket'}${type ? ` (${type})` : ''}`}>
          The fields show the settings last sent from this browser. If they were changed elsewhere
          since, check each one.
        </Notice>
      ) : null}
      {readError ? (
        <Notice tone="warn" title="Could not read the basket from the chain">
          {readError.message}
        </Notice>
      ) : null}
    </div>
  );
}
