// What a basket owns and how many basket tokens have a claim on it, read from the chain and the
// index. Assets: every vault, plus single-asset redeem escrows not yet used (still the basket's).
// Shares: the supply, less basket tokens waiting in single-asset mint escrows (not yet paid for),
// plus tokens burned in withdrawals the keeper has not paid out (their claim stands until then).
import { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import type { SandboxToken, TokenBook } from '../model/tokens';
import { ata } from '../model/addresses';
import type { SandboxKeys } from '../model/keys';
import { mintSupply, tokenBalance } from '../model/ledger';
import type { BasketIndex, BasketRecord } from '../model/state';
import { holdingsValue } from './nav';

export interface VaultHolding {
  token: SandboxToken;
  vault: PublicKey;
  /** In the vault now. */
  balance: bigint;
  /** Vault plus open redeem escrows. */
  owned: bigint;
}

export interface BasketPosition {
  holdings: VaultHolding[];
  /** USDC base units. */
  value: number;
  shares: bigint;
}

export function vaultOf(keys: SandboxKeys, basket: string, mint: PublicKey): PublicKey {
  return ata(keys.basketAuthority(new PublicKey(basket)).publicKey, mint);
}

export function basketPosition(
  chain: Chain,
  keys: SandboxKeys,
  index: BasketIndex,
  tokens: TokenBook,
  basket: BasketRecord,
): BasketPosition {
  const escrows = index.openEscrows(basket.address);
  const holdings = tokens.all.map((token) => {
    const vault = vaultOf(keys, basket.address, token.mint);
    const balance = tokenBalance(chain, vault) ?? 0n;
    const escrowed = escrows
      .filter((e) => e.kind === 'burn' && e.tokenMint === token.mint.toBase58())
      .reduce((sum, e) => sum + e.amountOut, 0n);
    return { token, vault, balance, owned: balance + escrowed };
  });
  const unpaidMints = escrows
    .filter((e) => e.kind === 'mint')
    .reduce((sum, e) => sum + e.amountOut, 0n);
  const shares =
    mintSupply(chain, new PublicKey(basket.mint)) -
    unpaidMints +
    index.pendingWithdrawBurns(basket.address);
  const value = holdingsValue(
    holdings.map((h) => ({ amount: h.owned, decimals: h.token.decimals, price: h.token.price })),
  );
  return { holdings, value, shares: shares < 0n ? 0n : shares };
}
