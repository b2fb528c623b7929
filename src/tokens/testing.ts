// For component tests: a query client that already knows what the chain says of some mints (their
// decimals and Metaplex names), so pages show names without an RPC.
import { QueryClient } from '@tanstack/react-query';
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
