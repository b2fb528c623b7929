import type { BasketType, CompositionEntry } from '../../api/schemas';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { accountAddress } from '../../solana/address';
import { describeDecodeError } from '../../solana/basketsProgram/errors';
import { useBasket, useTokenList } from '../../solana/basketsProgram/hooks';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { useChainTokens } from '../../tokens/queries';
import { chainTokenNames, compositionFromChain, settingsFromChain } from './chainBasket';
import type { KnownBasketSettings } from './myBasketsStore';
import { useMyBaskets } from './useMyBaskets';

/** What the app knows about one basket, and where it learned it. */
export interface BasketDetails {
  address: string;
  mint?: string;
  creator?: string;
  symbol?: string;
  name?: string;
  uri?: string;
  type?: BasketType;
  /** Current settings (chain) or the last ones this browser sent (saved). */
  settings?: KnownBasketSettings;
  composition?: CompositionEntry[];
  /** Host platform fee, bps (chain only). */
  hostFee?: number;
  /** The basket state as read (chain only). */
  state?: BasketState;
  /** chain: read from its basket state (current); saved: from My baskets; none: unknown. */
  source: 'chain' | 'saved' | 'none';
}

export interface BasketDetailsResult {
  details: BasketDetails | undefined;
  isLoading: boolean;
  /** The address holds no basket (no account, or an account of another kind). */
  notFound: boolean;
  /** The read failed for another reason (the saved details are used meanwhile). */
  error: Error | null;
  refetch: () => void;
}

/** The basket state in the details' words; names from the token's metadata, else the state's. */
export function detailsFromState(
  address: string,
  state: BasketState,
  list: TokenList | null,
  token: { symbol?: string; name?: string } | undefined,
): BasketDetails {
  const composition = list ? compositionFromChain(state.composition, list) : undefined;
  return {
    address,
    mint: state.fundToken,
    creator: state.manager,
    symbol: token?.symbol ?? (state.symbol || undefined),
    name: token?.name ?? (state.name || undefined),
    uri: state.uri || undefined,
    type: state.basketType ?? undefined,
    settings: composition ? settingsFromChain(state, composition) : undefined,
    composition,
    hostFee: state.hostFee,
    state,
    source: 'chain',
  };
}

/**
 * Everything known about `address`: its basket state read from the chain (on every network), with
 * the basket token's name from its metadata; until that answers, or if it fails, what My baskets
 * remembers.
 */
export function useBasketDetails(address: string | undefined): BasketDetailsResult {
  const { find } = useMyBaskets();
  const key = accountAddress(address);
  const basket = useBasket(key);
  const tokenList = useTokenList();
  const answer = basket.data;
  const state = answer?.ok ? answer.value : undefined;
  const mint = state?.fundToken;
  const tokens = useChainTokens(mint ? [mint] : []);
  const token = chainTokenNames(mint ? tokens.get(mint) : undefined);
  const saved = address ? find(address) : undefined;
  const list = tokenList.data?.ok ? tokenList.data.value : null;

  let details: BasketDetails | undefined;
  if (address && state) {
    const fromChain = detailsFromState(address, state, list, token);
    details = {
      ...fromChain,
      symbol: fromChain.symbol ?? saved?.symbol,
      name: fromChain.name ?? saved?.name,
    };
  } else if (address && saved) {
    details = {
      address,
      mint: saved.mint,
      creator: saved.creator,
      symbol: saved.symbol,
      name: saved.name,
      uri: saved.uri,
      type: saved.settings?.type,
      settings: saved.settings,
      composition: saved.settings?.composition,
      source: 'saved',
    };
  } else if (address) {
    details = { address, source: 'none' };
  }

  // No account, or one that is not a basket. A basket created a moment ago may not be visible to
  // the node yet: the saved entry (if any) still names it, and a refetch finds it.
  const notFound =
    answer === null || (answer !== undefined && !answer.ok && answer.error.kind !== 'truncated');
  const decodeError =
    answer && !answer.ok && answer.error.kind === 'truncated'
      ? new Error(describeDecodeError(answer.error))
      : null;
  return {
    details,
    isLoading: key !== null && basket.isLoading,
    notFound: notFound && !saved,
    error: basket.error ?? decodeError,
    refetch: () => {
      void basket.refetch();
      void tokenList.refetch();
    },
  };
}
