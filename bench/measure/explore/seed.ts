// Puts `count` baskets on a sandbox's chain the way the keeper leaves a created basket (basket
// state owned by the baskets program at its PDA, an SPL mint and its Metaplex metadata), written
// straight into the chain's accounts: what the app reads through getProgramAccounts is the real
// layout, without 2,000 create transactions first.
import { MINT_SIZE, MintLayout } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
  basketAddress,
  basketMintAddress,
  metadataAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { decodeTokenList } from '../../../src/solana/basketsProgram/tokenList';
import type { Chain } from '../../../sandbox/chain/chain';
import type { StateFields } from '../../../sandbox/keeper/program-states';
import { targetParts } from '../../../sandbox/keeper/program-states';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID } from '../../../sandbox/model/addresses';
import { encodeBasketState } from '../../../sandbox/program/encode';
import { encodeMetaplexMetadata } from '../../../sandbox/program/metaplex';

/** The name of bench basket `i`: unique, so a search for it finds exactly one row. */
export const benchBasketName = (i: number) => `Bench basket ${String(i).padStart(4, '0')}`;

/** A deterministic key per basket and role, so runs seed the same list. */
function benchKey(i: number, role: number): PublicKey {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, i, true);
  bytes[4] = role;
  bytes[31] = 0xb5;
  return new PublicKey(bytes);
}

export interface BenchBasket {
  address: PublicKey;
  mint: PublicKey;
  state: StateFields;
}

/**
 * Basket `i`: 2 to 5 of `tokenIds` (rotating) with unequal weights, one of 50 creators, a supply,
 * created at `now`. Pure, for the unit test.
 */
export function benchBasket(i: number, tokenIds: readonly number[], now: number): BenchBasket {
  if (tokenIds.length < 2) throw new Error('the token list needs at least 2 tokens');
  const seed = benchKey(i, 0);
  const creator = benchKey(i % 50, 1).toBase58();
  const mint = basketMintAddress(seed);
  const count = 2 + (i % Math.min(4, tokenIds.length - 1));
  const ids = Array.from({ length: count }, (_, k) => tokenIds[(i + k) % tokenIds.length]!);
  const parts = targetParts(ids.map((_, k) => count - k));
  const composition = ids.map((tokenId, k) => ({
    tokenId,
    targetWeight: parts[k] ?? 0,
    amount: 0n,
    currentWeight: 0,
    lastRebalanceTime: 0,
  }));
  return {
    address: basketAddress(seed),
    mint,
    state: {
      version: 1,
      manager: creator,
      fundToken: mint.toBase58(),
      managerFee: 50,
      supplyOutstanding: BigInt(1 + i) * 1_000_000n,
      activelyManaged: 1,
      activeBuyStates: 0,
      sellState: 0,
      rebalanceSellState: 0,
      hostPubkey: creator,
      hostFee: 0,
      composition,
      weightSum: parts.reduce((a, b) => a + b, 0),
      fundWorth: 0n,
      lastUpdateTime: now,
      rebalanceInterval: 3600,
      rebalanceThreshold: 200,
      rebalanceSlippage: 100,
      lpOffsetThreshold: 0,
      disableRebalance: false,
      disableLp: false,
      allowMultiAssetContribution: false,
      symbol: `B${i}`,
      name: benchBasketName(i),
      uri: '',
      feeDelegate: creator,
    },
  };
}

/** Writes `count` baskets into `chain`; the token list must be on it (the sandbox writes it). */
export function seedBaskets(chain: Chain, count: number): void {
  const listAccount = chain.getRawAccount(TOKEN_LIST_ADDRESS);
  if (!listAccount) throw new Error('the sandbox has no token list account');
  const list = decodeTokenList(listAccount.data);
  if (!list.ok) throw new Error('the sandbox token list does not decode');
  const tokenIds = list.value.tokens.filter((t) => t.isLive).map((t) => t.id);
  const now = chain.blockTime();
  const rent = (size: number) => chain.minimumBalanceForRentExemption(size);
  for (let i = 0; i < count; i++) {
    const basket = benchBasket(i, tokenIds, now);
    const state = encodeBasketState(basket.state);
    chain.setAccount(basket.address, {
      lamports: rent(state.length),
      owner: BASKETS_PROGRAM_ID,
      data: state,
    });
    const mint = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: BASKETS_PROGRAM_PDA,
        supply: basket.state.supplyOutstanding,
        decimals: BASKET_DECIMALS,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      mint,
    );
    chain.setAccount(basket.mint, {
      lamports: rent(MINT_SIZE),
      owner: BASKET_TOKEN_PROGRAM_ID,
      data: mint,
    });
    const metadata = encodeMetaplexMetadata({
      updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
      mint: basket.mint.toBase58(),
      name: basket.state.name,
      symbol: basket.state.symbol,
      uri: '',
    });
    chain.setAccount(metadataAddress(basket.mint), {
      lamports: rent(metadata.length),
      owner: TOKEN_METADATA_PROGRAM_ID,
      data: metadata,
    });
  }
}
