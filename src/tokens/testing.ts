// For component tests: a query client that already knows what the chain says of some mints (their
// decimals and Metaplex names), so pages show names without an RPC.
import { QueryClient } from '@tanstack/react-query';
import { decoded } from '../solana/basketsProgram/errors';
import { basketsProgramKeys } from '../solana/basketsProgram/hooks';
import type { TokenListEntry } from '../solana/basketsProgram/tokenList';
import { KNOWN_TOKENS } from '../solana/tokens';
import type { ChainToken } from './chain/fetchChainTokens';
import { tokenKeys } from './queries';

/** The RPC address the component-test providers connect to (src/wallet/testing.tsx). */
export const TEST_RPC_URL = 'http://127.0.0.1:1';

export function clientKnowingTokens(
  tokens: readonly {
    mint: string;
    symbol: string;
    name: string;
    decimals: number;
  }[] = KNOWN_TOKENS,
  rpcUrl = TEST_RPC_URL,
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const token of tokens) {
    const chain: ChainToken = {
      mint: token.mint,
      isMint: true,
      program: 'token',
      decimals: token.decimals,
      metadata: { name: token.name, symbol: token.symbol, uri: '', source: 'metaplex' },
    };
    client.setQueryData(tokenKeys.chain(rpcUrl, token.mint), chain);
  }
  return client;
}

/** The client has read this network's token list, holding `mints` (docs/token-names.md). */
export function knowTokenList(
  client: QueryClient,
  mints: readonly string[],
  rpcUrl = TEST_RPC_URL,
): QueryClient {
  const tokens: TokenListEntry[] = mints.map((mint, id) => ({
    id,
    mint,
    decimals: 6,
    coingeckoId: '',
    pdaTokenAccount: mint,
    oracleType: 'Pyth',
    oracleAccount: mint,
    isLive: true,
    lpOn: false,
  }));
  client.setQueryData(basketsProgramKeys.tokenList(rpcUrl), decoded({ tokens }));
  return client;
}
