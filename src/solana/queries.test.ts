import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type Connection, type PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { chainKeys, fetchTokenBalances } from './queries';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BASKET = Keypair.generate().publicKey.toBase58();

function parsedAccount(mint: string, amount: string, decimals: number) {
  return {
    pubkey: Keypair.generate().publicKey,
    account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
  };
}

describe('fetchTokenBalances', () => {
  it('reads both token programs and sums accounts of the same mint in base units', async () => {
    const calls: string[] = [];
    const connection = {
      getParsedTokenAccountsByOwner: async (
        _owner: PublicKey,
        filter: { programId: PublicKey },
      ) => {
        calls.push(filter.programId.toBase58());
        if (filter.programId.equals(TOKEN_PROGRAM_ID)) {
          return {
            value: [
              parsedAccount(USDC, '1500000', 6),
              parsedAccount(USDC, '18446744073709551615', 6),
              { pubkey: Keypair.generate().publicKey, account: { data: new Uint8Array(0) } },
            ],
          };
        }
        return { value: [parsedAccount(BASKET, '42', 9)] };
      },
    } as unknown as Connection;

    const balances = await fetchTokenBalances(connection, Keypair.generate().publicKey);
    expect(calls.sort()).toEqual(
      [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()].sort(),
    );
    expect(balances.get(USDC)).toEqual({
      mint: USDC,
      amount: 1500000n + 18446744073709551615n,
      decimals: 6,
      program: 'token',
    });
    expect(balances.get(BASKET)).toEqual({
      mint: BASKET,
      amount: 42n,
      decimals: 9,
      program: 'token-2022',
    });
    expect(balances.size).toBe(2);
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
