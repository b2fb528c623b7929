// Reads token state straight from the chain's accounts: balances, supplies, mint metadata.
import { AccountLayout, MintLayout } from '@solana/spl-token';
import { unpack, type TokenMetadata } from '@solana/spl-token-metadata';
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

/** Token-2022 TLV entry type of the token-metadata extension. */
const TOKEN_METADATA_EXTENSION = 19;
/** Token-2022 mints keep extensions after the 165-byte account area and one account-type byte. */
const EXTENSIONS_START = 166;

/** The mint's token-metadata extension (name, symbol, uri, update authority), if it has one. */
export function mintMetadata(chain: Chain, mint: PublicKey): TokenMetadata | null {
  const info = chain.getAccount(mint);
  if (!info) return null;
  const data = Buffer.from(info.data);
  let offset = EXTENSIONS_START;
  while (offset + 4 <= data.length) {
    const type = data.readUInt16LE(offset);
    const length = data.readUInt16LE(offset + 2);
    const start = offset + 4;
    if (type === TOKEN_METADATA_EXTENSION) return unpack(data.subarray(start, start + length));
    if (type === 0 && length === 0) break;
    offset = start + length;
  }
  return null;
}
