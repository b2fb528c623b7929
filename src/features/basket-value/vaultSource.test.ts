import { describe, expect, it } from 'vitest';
import { balanceRow as row, chainTx as tx, HOUR } from '../../history/testing/chainTx';
import { BASKETS_PROGRAM_PDA } from '../../solana/programs';
import { heldNowStep, holdingsOverTime, unlistedToken } from './holdings';
import { valueSeries } from './valueSeries';
import { vaultSource } from './vaultSource';

const MINT = 'BasketMint1111111111111111111111111111111111';
const OWN_AUTHORITY = 'BasketAuthority111111111111111111111111111111';
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SHARED_SOL = 'ProgramSolVault1111111111111111111111111111';
const SHARED_USDC = 'ProgramUsdcVault111111111111111111111111111';
const PROGRAM_VAULTS = new Set([SHARED_SOL, SHARED_USDC]);

describe('where a basket’s holdings over time are read from', () => {
  it('reads the vaults of an authority of its own', () => {
    expect(vaultSource(OWN_AUTHORITY, ['v1', 'v2'], PROGRAM_VAULTS)).toEqual({
      kind: 'own',
      owner: OWN_AUTHORITY,
      accounts: ['v1', 'v2'],
    });
  });

  it('refuses the real program’s shared vaults: its authority, or any vault its token list names', () => {
    expect(vaultSource(BASKETS_PROGRAM_PDA, [], PROGRAM_VAULTS)).toEqual({
      kind: 'shared',
      why: 'program-vaults',
    });
    expect(vaultSource(OWN_AUTHORITY, ['v1', SHARED_USDC], PROGRAM_VAULTS)).toEqual({
      kind: 'shared',
      why: 'program-vaults',
    });
  });

  it('refuses a fixed supply (no authority) and an authority that holds nothing', () => {
    expect(vaultSource(null, [], PROGRAM_VAULTS).kind).toBe('shared');
    expect(vaultSource(OWN_AUTHORITY, [], PROGRAM_VAULTS)).toEqual({
      kind: 'shared',
      why: 'no-vaults',
    });
  });

  it('would count other baskets’ tokens in shared vaults: the reason they are refused', () => {
    // A deposit into another basket moves the shared vaults; this basket's supply does not move.
    const txs = [
      tx(1, [row(SHARED_SOL, SOL, BASKETS_PROGRAM_PDA, 9, 0n, 1_000_000_000n)]),
      tx(2, [row(SHARED_SOL, SOL, BASKETS_PROGRAM_PDA, 9, 1_000_000_000n, 9_000_000_000n)]),
    ];
    const read = holdingsOverTime({
      txs,
      basketMint: MINT,
      basketDecimals: 6,
      vaultOwner: BASKETS_PROGRAM_PDA,
      supplyNow: 10_000_000n,
      fromCreation: true,
    });
    // Nine times the SOL for the same ten basket tokens: not this basket's holdings.
    expect(read.map((s) => s.holdings.get(SOL))).toEqual([1, 9]);
    expect(vaultSource(BASKETS_PROGRAM_PDA, [SHARED_SOL], PROGRAM_VAULTS).kind).toBe('shared');
  });

  it('sums several vaults of one token, across token programs, and skips a failed transaction', () => {
    const steps = holdingsOverTime({
      txs: [
        tx(1, [
          row('vSOL', SOL, OWN_AUTHORITY, 9, 0n, 1_000_000_000n),
          row('vSOL2022', SOL, OWN_AUTHORITY, 9, 0n, 500_000_000n),
          row('user', MINT, 'user', 6, 0n, 10_000_000n),
        ]),
        tx(2, [row('vSOL', SOL, OWN_AUTHORITY, 9, 1_000_000_000n, 0n)], {
          err: { InstructionError: [0, 'Custom'] },
        }),
      ],
      basketMint: MINT,
      basketDecimals: 6,
      vaultOwner: OWN_AUTHORITY,
      supplyNow: 10_000_000n,
      fromCreation: true,
    });
    expect(steps.map((s) => [s.signature, s.holdings.get(SOL), s.supply])).toEqual([
      ['sig1', 1.5, 10],
    ]);
  });
});

describe('what the basket’s state records now, at past prices', () => {
  const step = heldNowStep(
    [
      { tokenId: 1, mint: SOL, decimals: 9, amount: 2_000_000_000n },
      { tokenId: 0, mint: USDC, decimals: 6, amount: 50_000_000n },
    ],
    100_000_000n,
    6,
  );

  it('holds the recorded amounts per basket token at every time', () => {
    const prices = new Map([
      [SOL, [1, 2].map((h) => ({ time: h * HOUR, price: 100 * h }))],
      [USDC, [1, 2].map((h) => ({ time: h * HOUR, price: 1 }))],
    ]);
    const series = valueSeries([step], prices, [HOUR, 2 * HOUR], HOUR / 2, 2 * HOUR);
    expect(series.points).toEqual([
      { time: HOUR, value: (2 * 100 + 50) / 100 },
      { time: 2 * HOUR, value: (2 * 200 + 50) / 100 },
    ]);
    expect(step.kind).toBeNull();
  });

  it('names a token the token list lacks as unpriced instead of leaving it out', () => {
    const unlisted = heldNowStep(
      [{ tokenId: 7, mint: null, decimals: null, amount: 5n }],
      100_000_000n,
      6,
    );
    const series = valueSeries([unlisted], new Map(), [HOUR], HOUR, HOUR);
    expect(series.points).toEqual([]);
    expect(series.unpriced).toEqual([unlistedToken(7)]);
  });
});
