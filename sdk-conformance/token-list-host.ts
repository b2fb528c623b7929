// The one request no sandbox can answer: BasketsSDK.init first GETs Jupiter's retired token list
// host (baskets-sdk 0.0.45 utils.ts fetchTokenList) for each token's symbol and name. It is
// answered here, in that list's shape, from the sandbox's own token list; any other request the
// SDK makes through axios fails loudly, so nothing else is stood in.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The SDK's own axios (the copy it imports), so the stand-in answers the SDK's requests only.
const axios = createRequire(require.resolve('@symmetry-hq/baskets-sdk'))('axios') as {
  defaults: { adapter?: (config: { url?: string }) => Promise<unknown> };
};

export const RETIRED_TOKEN_LIST = 'https://token.jup.ag/all';

/** A token as the sandbox lists it (GET /sandbox/tokens). */
export interface SandboxToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  /** USDC per whole token: what the sandbox's oracles hold. */
  price: number;
}

export function standInTokenListHost(tokens: SandboxToken[]): void {
  axios.defaults.adapter = async (config) => {
    if (config.url !== RETIRED_TOKEN_LIST) {
      throw new Error(`the SDK asked ${config.url ?? '?'}: only the token list is stood in`);
    }
    const data = tokens.map((t) => ({
      address: t.mint,
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
    }));
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
}
