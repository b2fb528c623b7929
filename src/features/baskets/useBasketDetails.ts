import type { BasketType, CompositionEntry } from '../../api/schemas';
import { useIsSandbox } from '../../app/settings';
import type { KnownBasketSettings } from './myBasketsStore';
import { useMyBaskets } from './useMyBaskets';
import { useSandboxBasket } from './useSandboxBaskets';

/** What the app knows about one basket, and where it learned it. */
export interface BasketDetails {
  address: string;
  mint?: string;
  creator?: string;
  symbol?: string;
  name?: string;
  uri?: string;
  type?: BasketType;
  /** Current settings (sandbox) or the last ones this browser sent (saved). */
  settings?: KnownBasketSettings;
  composition?: CompositionEntry[];
  /** sandbox: read from the sandbox's index (current); saved: from My baskets; none: unknown. */
  source: 'sandbox' | 'saved' | 'none';
}

export interface BasketDetailsResult {
  details: BasketDetails | undefined;
  isLoading: boolean;
  /** The sandbox said it has no basket at this address. */
  notFound: boolean;
  /** A sandbox read failed for another reason (the saved details are used meanwhile). */
  error: Error | null;
  refetch: () => void;
}

/**
 * Everything known about `address`: on the sandbox its indexed state; otherwise (or when the
 * sandbox has not indexed it yet) what My baskets remembers. The real API has no read endpoint, so
 * off the sandbox a pasted basket may be unknown: callers then allow any input and let the API
 * judge it.
 */
export function useBasketDetails(address: string | undefined): BasketDetailsResult {
  const onSandbox = useIsSandbox();
  const { find } = useMyBaskets();
  const sandbox = useSandboxBasket(address);
  const saved = address ? find(address) : undefined;

  let details: BasketDetails | undefined;
  const live = sandbox.data;
  if (address && live) {
    details = {
      address,
      mint: live.mint,
      creator: live.creator,
      symbol: live.symbol ?? saved?.symbol,
      name: live.name ?? saved?.name,
      uri: live.uri ?? saved?.uri,
      type: live.settings?.type ?? live.type ?? saved?.settings?.type,
      settings: live.settings
        ? { ...live.settings, composition: live.composition }
        : saved?.settings,
      composition: live.composition.length > 0 ? live.composition : saved?.settings?.composition,
      source: 'sandbox',
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

  const notFound = (sandbox.error as { notFound?: boolean } | null)?.notFound === true;
  return {
    details,
    isLoading: onSandbox && sandbox.isLoading,
    notFound,
    error: notFound ? null : sandbox.error,
    refetch: () => void sandbox.refetch(),
  };
}
