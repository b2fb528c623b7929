import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { RpcError } from './jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programs';
import { chainKeys, fetchSolBalance, fetchTokenBalances } from './queries';
import { fakeRpcFetch } from './testing/fakeRpc';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BASKET = Keypair.generate().publicKey.toBase58();
const OWNER = Keypair.generate().publicKey.toBase58();

function parsedAccount(mint: string, amount: string, decimals: number) {
  return {
    pubkey: Keypair.generate().publicKey.toBase58(),
    account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
  };
}

/** The RPC's answer to getTokenAccountsByOwner (jsonParsed) for each token program. */
function rpcWithTokenAccounts(byProgram: Record<string, unknown[]>) {
  return fakeRpcFetch(new Map(), {
    getTokenAccountsByOwner: (params) => {
      const filter = params[1] as { programId: string };
      return { context: { slot: 1 }, value: byProgram[filter.programId] ?? [] };
    },
    getBalance: () => ({ context: { slot: 1 }, value: 1_500_000_000 }),
  });
}

describe('fetchTokenBalances', () => {
  it('reads both token programs (jsonParsed, confirmed) and sums accounts of the same mint in base units', async () => {
    const usdcAccounts = [
      parsedAccount(USDC, '1500000', 6),
      parsedAccount(USDC, '18446744073709551615', 6),
    ];
    const basketAccount = parsedAccount(BASKET, '42', 9);
    const rpc = rpcWithTokenAccounts({
      [TOKEN_PROGRAM_ID]: [
        ...usdcAccounts,
        // Not jsonParsed token data: skipped.
        { pubkey: Keypair.generate().publicKey.toBase58(), account: { data: ['', 'base64'] } },
      ],
      [TOKEN_2022_PROGRAM_ID]: [basketAccount],
    });

    const balances = await fetchTokenBalances({ url: 'http://rpc', fetch: rpc.fetch }, OWNER);
    expect(rpc.calls.map((c) => c.params).sort()).toEqual(
      [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]
        .sort()
        .map((programId) => [
          OWNER,
          { programId },
          { commitment: 'confirmed', encoding: 'jsonParsed' },
        ]),
    );
    expect(balances.get(USDC)).toEqual({
      mint: USDC,
      amount: 1500000n + 18446744073709551615n,
      decimals: 6,
      program: 'token',
      accounts: usdcAccounts.map((a) => a.pubkey),
    });
    expect(balances.get(BASKET)).toEqual({
      mint: BASKET,
      amount: 42n,
      decimals: 9,
      program: 'token-2022',
      accounts: [basketAccount.pubkey],
    });
    expect(balances.size).toBe(2);
  });

  it('refuses an answer in a shape the RPC does not have, saying so', async () => {
    const rpc = fakeRpcFetch(new Map(), { getTokenAccountsByOwner: () => ({ value: 'nope' }) });
    const read = fetchTokenBalances({ url: 'http://rpc', fetch: rpc.fetch }, OWNER);
    await expect(read).rejects.toBeInstanceOf(RpcError);
    await expect(read).rejects.toThrow(/getTokenAccountsByOwner in a shape it does not have/);
  });
});

describe('fetchSolBalance', () => {
  it('reads lamports at confirmed as a bigint', async () => {
    const rpc = rpcWithTokenAccounts({});
    expect(await fetchSolBalance({ url: 'http://rpc', fetch: rpc.fetch }, OWNER)).toBe(
      1_500_000_000n,
    );
    expect(rpc.calls).toEqual([
      { method: 'getBalance', params: [OWNER, { commitment: 'confirmed' }] },
    ]);
  });
  it('keys carry the RPC endpoint and the wallet', () => {
    expect(chainKeys.solBalance('http://a', 'W')).toEqual([
      'chain',
      'http://a',
      'sol-balance',
      'W',
    ]);
    expect(chainKeys.tokenBalances('http://b', 'W')).toContain('http://b');
  });
});
