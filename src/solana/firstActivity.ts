// When an account first appears on the chain: the block time of its oldest transaction, found by
// paging getSignaturesForAddress back (1,000 signatures a page, newest first) to its end. A busy
// account is paged at most MAX_PAGES deep; then its age is "at least" that old, never invented.
import { useQuery } from '@tanstack/react-query';
import { RpcError, rpcRequest, type RpcEndpoint } from './jsonRpc';
import { useRpcEndpoint } from './rpcFetchContext';

const PAGE = 1000;
const MAX_PAGES = 10;

export interface FirstActivity {
  /** Unix seconds of the oldest transaction read; null when the RPC keeps no block time for it. */
  readonly time: number | null;
  /** False when paging stopped before the account's first transaction: `time` is a bound. */
  readonly complete: boolean;
}

interface SignatureEntry {
  readonly signature: string;
  readonly blockTime: number | null;
}

function entriesOf(result: unknown): SignatureEntry[] {
  if (!Array.isArray(result)) {
    throw new RpcError(
      'The RPC answered getSignaturesForAddress in a shape it does not have',
      null,
    );
  }
  return result.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { signature, blockTime } = entry as Record<string, unknown>;
    if (typeof signature !== 'string') return [];
    return [{ signature, blockTime: typeof blockTime === 'number' ? blockTime : null }];
  });
}

/** The oldest transaction's time, or null when the account has none. */
export async function fetchFirstActivity(
  endpoint: RpcEndpoint,
  address: string,
  maxPages = MAX_PAGES,
): Promise<FirstActivity | null> {
  let before: string | undefined;
  let oldest: SignatureEntry | undefined;
  for (let page = 0; page < maxPages; page++) {
    const entries = entriesOf(
      await rpcRequest(endpoint, 'getSignaturesForAddress', [
        address,
        { limit: PAGE, commitment: 'confirmed', ...(before ? { before } : {}) },
      ]),
    );
    oldest = entries.at(-1) ?? oldest;
    if (entries.length < PAGE) return oldest ? { time: oldest.blockTime, complete: true } : null;
    before = oldest?.signature;
  }
  return oldest ? { time: oldest.blockTime, complete: false } : null;
}

/** `address`'s first transaction (null: idle), per RPC endpoint. */
export function useFirstActivity(address: string | null) {
  const endpoint = useRpcEndpoint();
  return useQuery({
    queryKey: ['chain', endpoint.url, 'first-activity', address ?? ''],
    queryFn: () => fetchFirstActivity(endpoint, address ?? ''),
    enabled: address !== null,
    staleTime: 10 * 60_000,
  });
}
