// The log's decoder on transactions as the history reader gives them: legs grouped into one
// rebalance unless something else of the basket's comes between or an hour passes, a mint paired
// with its deposit, another basket's work and failed transactions left out; the figures of a
// rebalance (value moved, cost, drift before and after against the targets then).
import { describe, expect, it } from 'vitest';
import { balanceRow, chainTx, HOUR } from '../../history/testing/chainTx';
import type { ChainTx, ProgramCall } from '../../history/types';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { USDC_MINT } from '../../solana/tokens';
import { hourlyWindowsAround } from '../../priceHistory/windows';
import type { HoldingsStep } from '../basket-value/holdings';
import { rebalanceLog, type RebalanceEntry } from './log';
import { rebalanceFigures } from './logFigures';

const BASKET = 'Basket';
const MINT = 'BasketMint';
const SOL = 'So11111111111111111111111111111111111111112';
const VAULTS = new Set(['vault-usdc', 'vault-sol']);
const call = (name: ProgramCall['name'], extra: Partial<ProgramCall> = {}): ProgramCall => ({
  name,
  accounts: { basket: BASKET },
  ...extra,
});
const usdcVault = (pre: bigint, post: bigint) =>
  balanceRow('vault-usdc', USDC_MINT, 'pda', 6, pre, post);
const solVault = (pre: bigint, post: bigint) => balanceRow('vault-sol', SOL, 'pda', 9, pre, post);
/** A leg at hour `n` selling `usdc` base units for `sol`. */
const leg = (n: number, usdc: bigint, sol: bigint, extra: Partial<ChainTx> = {}) =>
  chainTx(n, [usdcVault(1_000_000_000n, 1_000_000_000n - usdc), solVault(0n, sol)], {
    feePayer: 'keeper',
    calls: [call('withdrawBeforeRebalance'), call('depositAfterRebalance')],
    ...extra,
  });
const log = (...txs: ChainTx[]) =>
  rebalanceLog({
    txs: [...txs].reverse(),
    basket: BASKET,
    basketMint: MINT,
    basketDecimals: 6,
    vaults: VAULTS,
  });

describe('rebalanceLog', () => {
  it('legs close together are one rebalance; a mint between two makes two', () => {
    const entries = log(leg(1, 10n, 1n), leg(1.5, 20n, 2n), leg(5, 30n, 3n));
    expect(entries.map((e) => (e.kind === 'rebalance' ? e.legs.length : e.kind))).toEqual([1, 2]);
    const deposit = chainTx(1.2, [usdcVault(0n, 50n)], {
      calls: [call('buyFund', { accounts: { basket: BASKET, buyState: 'buy1' } })],
    });
    const minted = chainTx(1.3, [balanceRow('holder', MINT, 'wallet', 6, 0n, 49n)], {
      feePayer: 'keeper',
      calls: [
        call('mintFund', { accounts: { basket: BASKET, buyState: 'buy1', buyer: 'wallet' } }),
      ],
    });
    const split = log(leg(1, 10n, 1n), deposit, minted, leg(1.5, 20n, 2n));
    expect(split.map((e) => e.kind)).toEqual(['rebalance', 'mint', 'rebalance']);
    expect(split[1]).toMatchObject({
      kind: 'mint',
      buyer: 'wallet',
      minted: { mint: MINT, amount: 49n },
      credited: [{ mint: USDC_MINT, amount: 50n }],
    });
  });

  it('what a leg sold and bought is the vaults’ change; recording weights ends nothing', () => {
    const weights = chainTx(1.2, [], { calls: [call('updateCurrentWeights')] });
    const [entry] = log(leg(1, 10n, 1n), weights, leg(1.4, 20n, 2n));
    expect(entry?.kind === 'rebalance' && entry.legs.map((l) => [l.sold, l.bought])).toEqual([
      [[{ mint: USDC_MINT, decimals: 6, amount: 10n }], [{ mint: SOL, decimals: 9, amount: 1n }]],
      [[{ mint: USDC_MINT, decimals: 6, amount: 20n }], [{ mint: SOL, decimals: 9, amount: 2n }]],
    ]);
  });

  it('another basket’s legs, a failed leg and a mint whose deposit was not read', () => {
    const other = leg(1, 10n, 1n, {
      calls: [
        { name: 'withdrawBeforeRebalance', accounts: { basket: 'Other' } },
        { name: 'depositAfterRebalance', accounts: { basket: 'Other' } },
      ],
    });
    const failed = leg(2, 10n, 1n, { err: 'x' });
    const orphan = chainTx(3, [], {
      calls: [call('mintFund', { accounts: { basket: BASKET, buyState: 'gone' } })],
    });
    const entries = log(other, failed, orphan);
    expect(entries).toEqual([expect.objectContaining({ kind: 'mint', credited: null })]);
  });
});

describe('rebalanceFigures', () => {
  const list: TokenList = {
    tokens: [
      { id: 0, mint: USDC_MINT, decimals: 6, pdaTokenAccount: 'vault-usdc' },
      { id: 1, mint: SOL, decimals: 9, pdaTokenAccount: 'vault-sol' },
    ] as unknown as TokenList['tokens'],
  };
  const create = chainTx(0, [], {
    calls: [
      call('createBasket', {
        targets: [
          { tokenId: 0, weight: 500 },
          { tokenId: 1, weight: 500 },
        ],
      }),
    ],
  });
  // $100 at the start; after the leg $60 USDC, 0.4 SOL at $100.
  const a = leg(1, 40_000_000n, 400_000_000n);
  const steps: HoldingsStep[] = [
    {
      signature: create.signature,
      time: 0,
      holdings: new Map([[USDC_MINT, 100]]),
      supply: 100,
      kind: null,
    },
    {
      signature: a.signature,
      time: HOUR,
      holdings: new Map([
        [USDC_MINT, 60],
        [SOL, 0.4],
      ]),
      supply: 100,
      kind: 'rebalance',
    },
  ];
  const figures = (priceOfSol: number | undefined) =>
    rebalanceFigures(log(a)[0] as RebalanceEntry, {
      txs: [a, create],
      basket: BASKET,
      steps,
      tokenList: list,
      priceAt: (mint) => (mint === SOL ? priceOfSol : undefined),
      symbol: (m) => (m === SOL ? 'SOL' : m),
    });

  it('value moved and cost at the prices then, drift before and after against the targets', () => {
    const f = figures(99);
    expect(f.moved).toEqual({ known: true, usd: 40 });
    // 0.4 SOL at $99 = $39.60 for $40: a cost of 40 cents.
    expect(f.cost.known && f.cost.usd).toBeCloseTo(0.4);
    expect(f.driftBefore).toEqual({ known: true, points: 50 });
    // $60 of $99.60 is 60.2 %: 10.2 points from 50 %.
    expect(f.driftAfter.known && f.driftAfter.points).toBeCloseTo((60 / 99.6 - 0.5) * 100);
  });

  it('unknown, with the reason, without a price', () => {
    const f = figures(undefined);
    expect(f.cost).toMatchObject({ known: false, why: 'no price for SOL near that time' });
    expect(f.driftAfter).toMatchObject({ known: false, why: 'no price for SOL near that time' });
  });
});

describe('hourlyWindowsAround', () => {
  it('one window per 500-hour block; the current one ends on the last whole hour', () => {
    const now = 1_000 * 500 * HOUR + 10.5 * HOUR;
    const windows = hourlyWindowsAround([now - 1 * HOUR, now - 2 * HOUR, now - 600 * HOUR], now);
    expect(windows).toEqual([
      { start: 998 * 500 * HOUR, span: 500, period: HOUR },
      { start: 1_000 * 500 * HOUR, span: 11, period: HOUR },
    ]);
  });
});
