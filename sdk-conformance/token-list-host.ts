// The one request no sandbox can answer: BasketsSDK.init first GETs Jupiter's retired token list
// host (baskets-sdk 0.0.45 utils.ts fetchTokenList) for each token's symbol and name. It is
// answered here, in that list's shape, from the sandbox's own token list; any other request the
// SDK makes through axios fails loudly, so nothing else is stood in.
import * as testing from '../sandbox/service/testing';
import { requireAsSdk } from './sdk';

// The SDK's own axios (the copy it imports), so the stand-in answers the SDK's requests only.
const axios = requireAsSdk('axios') as {
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

/** Stands the host in with the token list of the sandbox at `apiUrl`; resolves with that list. */
export async function standInTokenListHost(apiUrl: string): Promise<SandboxToken[]> {
  const tokens = (await testing.call(apiUrl, '/sandbox/tokens')).body.tokens as SandboxToken[];
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
  return tokens;
}
