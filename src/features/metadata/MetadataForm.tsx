import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  NAME_MAX,
  NAME_MIN,
  publicKeySchema,
  SYMBOL_MAX,
  SYMBOL_MIN,
  URI_MAX,
  type SetMetadataRequest,
} from '../../api/schemas';
import { shortenAddress } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useBasketDetails } from '../baskets/useBasketDetails';
import { TokenMetadataFields } from '../create/TokenMetadataFields';
import {
  metadataFormSchema,
  toSetMetadataRequest,
  type MetadataFormOutput,
  type MetadataFormValues,
} from './metadataFormSchema';
import { useTokenMetadata } from './metadataQueries';
import { ReviewButton } from '../operation-page/ReviewButton';
import { useWalletGate } from '../operation-page/useWalletGate';
import { CreatedBasketSection } from '../baskets/CreatedBasketSection';

export interface MetadataFormProps {
  initialBasket: string;
  walletAddress: string | undefined;
  onSubmit: (request: SetMetadataRequest) => void | Promise<void>;
}

const resolver = zodResolver(metadataFormSchema);

/** Basket + the three metadata fields, prefilled with what the chain holds now. */
export function MetadataForm({ initialBasket, walletAddress, onSubmit }: MetadataFormProps) {
  const reasonId = useId();
  const form = useForm<MetadataFormValues, unknown, MetadataFormOutput>({
    resolver,
    defaultValues: { basket: initialBasket, symbol: '', name: '', uri: '' },
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, getValues } = form;
  const { needsWallet, gate } = useWalletGate(walletAddress);
  const basketText = useWatch({ control, name: 'basket' });
  const address = publicKeySchema.safeParse(basketText).success ? basketText.trim() : undefined;
  const { details, notFound } = useBasketDetails(address);
  const onChain = useTokenMetadata(details?.mint);
  const current = onChain.data ?? undefined;

  // The basket's creator may change it (the program signs as the metadata's update authority).
  const authority = details?.creator;
  const notCreator = !!authority && !!walletAddress && authority !== walletAddress;
  const blocked = notCreator || notFound;

  // Prefill once per basket with the chain's metadata (or what the app remembers).
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!address) return;
    const source = current ?? (details?.symbol ? details : undefined);
    if (!source || prefilledFor.current === `${address}:${current ? 'chain' : 'saved'}`) return;
    prefilledFor.current = `${address}:${current ? 'chain' : 'saved'}`;
    reset({
      basket: getValues('basket'),
      symbol: source.symbol ?? '',
      name: source.name ?? '',
      uri: source.uri ?? '',
    });
  }, [address, current, details, reset, getValues]);

  const submit = handleSubmit(
    gate((values, wallet) => {
      if (blocked) return;
      return onSubmit(toSetMetadataRequest(values, wallet));
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="op-form" aria-label="Update token metadata">
        <CreatedBasketSection>
          <div id={reasonId}>
            {notFound ? (
              <Notice tone="error" title="No basket at this address">
                The network has no basket at this address. Check that you pasted the basket’s
                address (not its token mint).
              </Notice>
            ) : notCreator ? (
              <Notice tone="warn" title="Your wallet cannot change this token’s metadata">
                Only {shortenAddress(authority ?? '')}, the basket’s creator, can. Your connected
                wallet is {shortenAddress(walletAddress ?? '')}.
              </Notice>
            ) : current ? (
              <Notice tone="info" title="Current metadata on chain">
                {current.symbol} — {current.name}
                {current.uri ? ` — ${current.uri}` : ' — no URI yet'}
              </Notice>
            ) : null}
            {onChain.isError ? (
              <Notice tone="warn" title="Could not read the token’s current metadata">
                {onChain.error.message}
              </Notice>
            ) : null}
          </div>
          {needsWallet ? (
            <Notice tone="error" title="Connect a wallet first">
              Only the basket’s creator can change its metadata: connect the creator’s wallet.
            </Notice>
          ) : null}
        </CreatedBasketSection>

        <fieldset className="form-section" disabled={blocked}>
          <legend>Token metadata</legend>
          <TokenMetadataFields
            help={{
              symbol: `${SYMBOL_MIN}–${SYMBOL_MAX} letters or digits, e.g. DEFI5.`,
              name: `${NAME_MIN}–${NAME_MAX} characters.`,
              uri: `Address of the token’s JSON metadata file, at most ${URI_MAX} characters. Empty removes it.`,
            }}
          />
        </fieldset>

        <ReviewButton blockedBy={blocked ? reasonId : undefined} />
      </form>
    </FormProvider>
  );
}
