// Reads token state straight from the chain's accounts: balances, supplies, lamports.
import { AccountLayout, MintLayout } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain';

export function tokenBalance(chain: Chain, account: PublicKey): bigint | null {
  const info = chain.getAccount(account);
  if (!info || info.data.length < AccountLayout.span) return null;
  return AccountLayout.decode(Buffer.from(info.data).subarray(0, AccountLayout.span)).amount;
}

export function mintSupply(chain: Chain, mint: PublicKey): bigint {
  const info = chain.getAccount(mint);
  if (!info || info.data.length < MintLayout.span) return 0n;
  return MintLayout.decode(Buffer.from(info.data).subarray(0, MintLayout.span)).supply;
}

export function accountExists(chain: Chain, address: PublicKey): boolean {
  const info = chain.getAccount(address);
  return info !== null && BigInt(info.lamports) > 0n;
}

export function lamportsOf(chain: Chain, address: PublicKey): number {
  const info = chain.getAccount(address);
  return info ? Number(info.lamports) : 0;
}
