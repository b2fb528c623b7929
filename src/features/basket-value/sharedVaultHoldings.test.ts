import { describe, expect, it } from 'vitest';
import type { ChainTx, ProgramCall, TokenBalanceRow } from '../../history/types';
import { chainTx, HOUR } from '../../history/testing/chainTx';
import { sharedVaultHoldings, type SharedVaultInput } from './sharedVaultHoldings';

const BASKET = 'BasketState11111111111111111111111111111111';
const OTHER = 'OtherBasket11111111111111111111111111111111';
const MINT = 'BasketMint1111111111111111111111111111111111';
const OTHER_MINT = 'OtherMint11111111111111111111111111111111111';
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
// The program's shared vaults: they hold every basket's tokens (here 1000 USDC and 10 SOL of others).
const V_SOL = 'vaultSOL';
const V_USDC = 'vaultUSDC';

const vault = (account: string, pre: bigint, post: bigint): TokenBalanceRow => ({
  account,
  mint: account === V_SOL ? SOL : USDC,
  owner: 'programPda',
  decimals: account === V_SOL ? 9 : 6,
  pre,
  post,
});
const basketTokens = (owner: string, pre: bigint, post: bigint): TokenBalanceRow => ({
  account: `${owner}-bt`,
  mint: MINT,
  owner,
  decimals: 6,
  pre,
  post,
});
const call = (name: ProgramCall['name'], accounts: ProgramCall['accounts'] = {}): ProgramCall => ({
  name,
  accounts: { basket: BASKET, ...accounts },
});

const tx = (
  n: number,
  calls: ProgramCall[],
  tokens: TokenBalanceRow[],
  extra: Partial<ChainTx> = {},
): ChainTx => chainTx(n, tokens, { calls, ...extra });

const SOL_ = 1_000_000_000n;
const USD = 1_000_000n;

// A basket's life, oldest first; its state now records 0.3 SOL and 42 USDC, supply 80.
const HISTORY: ChainTx[] = [
  tx(1, [call('createBasket', { basketMint: MINT })], []),
  // A deposit's first half: 100 USDC into the shared USDC vault, for the buy state B1 (not the basket's yet).
  tx(
    2,
    [call('buyFund', { basketMint: MINT, buyState: 'B1' })],
    [
      vault(V_USDC, 1000n * USD, 1100n * USD),
      {
        ...basketTokens('user', 0n, 0n),
        mint: USDC,
        account: 'userUSDC',
        pre: 100n * USD,
        post: 0n,
      },
    ],
  ),
  // Its second half: the automation's mint closes B1, 100 basket tokens; no vault moves.
  tx(
    3,
    [call('mintFund', { basketMint: MINT, buyState: 'B1' })],
    [basketTokens('user', 0n, 100n * USD)],
  ),
  // A rebalance moving two vaults: 50 USDC sold for 0.5 SOL.
  tx(
    4,
    [call('withdrawBeforeRebalance'), call('depositAfterRebalance')],
    [vault(V_USDC, 1100n * USD, 1050n * USD), vault(V_SOL, 10n * SOL_, 10n * SOL_ + SOL_ / 2n)],
  ),
  // A failed transaction: skipped, whatever its rows say.
  tx(5, [call('instantBurn', { basketMint: MINT })], [vault(V_USDC, 1050n * USD, 1000n * USD)], {
    err: { InstructionError: [0, { Custom: 1 }] },
  }),
  // A withdrawal of 40 of 100, claimed in the same transaction: the claim's vault change is the
  // sell state's; the basket gave 40 % of every token.
  tx(
    6,
    [
      call('sellFund', { basketMint: MINT, withdrawAccount: 'S1' }),
      { name: 'claimToken', accounts: { withdrawAccount: 'S1' } },
    ],
    [
      basketTokens('user', 100n * USD, 60n * USD),
      vault(V_USDC, 1050n * USD, 1030n * USD),
      vault(V_SOL, 10n * SOL_ + SOL_ / 2n, 10n * SOL_ + (3n * SOL_) / 10n),
    ],
  ),
  // A single-asset deposit of 12 USDC: the vault's change is the basket's, 20 basket tokens.
  tx(
    7,
    [call('singleTokenDeposit', { basketMint: MINT })],
    [vault(V_USDC, 1030n * USD, 1042n * USD), basketTokens('user', 60n * USD, 80n * USD)],
  ),
];

const INPUT: SharedVaultInput = {
  txs: [...HISTORY].reverse(),
  basket: BASKET,
  basketMint: MINT,
  basketDecimals: 6,
  programVaults: new Set([V_SOL, V_USDC]),
  recorded: [
    { tokenId: 1, mint: SOL, decimals: 9, amount: (3n * SOL_) / 10n },
    { tokenId: 0, mint: USDC, decimals: 6, amount: 42n * USD },
  ],
  supplyNow: 80n * USD,
};

const view = (r: ReturnType<typeof sharedVaultHoldings>) =>
  r.steps.map((s) => ({
    signature: s.signature,
    sol: s.holdings.get(SOL),
    usdc: s.holdings.get(USDC),
    supply: s.supply,
    kind: s.kind,
  }));

/** The history with its fifth transaction a rebalance leg that also makes `second`, another call. */
function withRebalanceAlsoCalling(second: ProgramCall) {
  const both = tx(
    5,
    [call('withdrawBeforeRebalance'), second],
    [vault(V_USDC, 1050n * USD, 1040n * USD)],
  );
  return sharedVaultHoldings({ ...INPUT, txs: [...HISTORY.filter((t) => t.slot !== 5), both] });
}
describe('sharedVaultHoldings: backward from what the state records now', () => {
  it('undoes each landed transaction: deposit (buy, then mint), rebalance, withdrawal, single-asset deposit', () => {
    const result = sharedVaultHoldings(INPUT);
    expect(result.unknownBefore).toBeNull();
    expect(view(result)).toEqual([
      { signature: 'sig1', sol: 0, usdc: 0, supply: 0, kind: null },
      // The buy's USDC sits with its buy state: the basket did not hold it yet (no rebalance either).
      { signature: 'sig2', sol: 0, usdc: 0, supply: 0, kind: null },
      { signature: 'sig3', sol: 0, usdc: 100, supply: 100, kind: 'deposit' },
      { signature: 'sig4', sol: 0.5, usdc: 50, supply: 100, kind: 'rebalance' },
      { signature: 'sig6', sol: 0.3, usdc: 30, supply: 60, kind: 'withdrawal' },
      { signature: 'sig7', sol: 0.3, usdc: 42, supply: 80, kind: 'deposit' },
    ]);
    expect(result.steps.map((s) => s.time)).toEqual([1, 2, 3, 4, 6, 7].map((n) => n * HOUR));
  });

  it('stops at a transaction that names two baskets: its past is unknown', () => {
    const result = withRebalanceAlsoCalling(call('depositAfterRebalance', { basket: OTHER }));
    expect(result.unknownBefore).toEqual({ signature: 'sig5', time: 5 * HOUR, why: 'two-baskets' });
    // Its own step (what it held after it) is known; none before it.
    expect(view(result).map((s) => s.signature)).toEqual(['sig5', 'sig6', 'sig7']);
    expect(view(result)[0]).toMatchObject({ sol: 0.5, usdc: 50, supply: 100 });
  });

  it('stops at a mint whose buy was not read (a history that does not reach it)', () => {
    const txs = HISTORY.filter((t) => t.slot >= 3);
    const result = sharedVaultHoldings({ ...INPUT, txs });
    expect(result.unknownBefore).toMatchObject({ signature: 'sig3', why: 'unpaired-mint' });
    expect(view(result).map((s) => s.signature)).toEqual(['sig3', 'sig4', 'sig6', 'sig7']);
  });

  it('stops at a withdrawal of every basket token, and at a buy mixed with the basket’s own trade', () => {
    const all = tx(
      8,
      [call('sellFund', { basketMint: MINT })],
      [basketTokens('user', 80n * USD, 0n)],
    );
    const emptied = sharedVaultHoldings({
      ...INPUT,
      txs: [...HISTORY, all],
      recorded: INPUT.recorded.map((h) => ({ ...h, amount: 0n })),
      supplyNow: 0n,
    });
    expect(emptied.unknownBefore).toMatchObject({ signature: 'sig8', why: 'emptied' });
    expect(view(emptied)).toEqual([
      { signature: 'sig8', sol: 0, usdc: 0, supply: 0, kind: 'withdrawal' },
    ]);

    const mixed = tx(
      8,
      [call('buyFund', { buyState: 'B2' }), call('instantBurn')],
      [vault(V_USDC, 1042n * USD, 1050n * USD)],
    );
    const result = sharedVaultHoldings({ ...INPUT, txs: [...HISTORY, mixed] });
    expect(result.unknownBefore).toMatchObject({ signature: 'sig8', why: 'mixed' });
  });

  it('stops where undoing a transaction would leave less than nothing (the state and the history disagree)', () => {
    const recorded = INPUT.recorded.map((h) => (h.mint === USDC ? { ...h, amount: 5n * USD } : h));
    const result = sharedVaultHoldings({ ...INPUT, recorded });
    expect(result.unknownBefore).toMatchObject({ signature: 'sig7', why: 'inconsistent' });
    expect(view(result)).toEqual([
      { signature: 'sig7', sol: 0.3, usdc: 5, supply: 80, kind: 'deposit' },
    ]);
  });

  it('marks no trade where the vaults’ balances only passed between two of them, and keeps the mints the basket holds', () => {
    // A rebalance whose 5 USDC left one USDC vault for another: the basket's USDC did not change.
    // The SOL vault is in the transaction, unchanged: the basket holds no SOL before it either.
    const shuffle = tx(
      8,
      [call('withdrawBeforeRebalance'), call('depositAfterRebalance')],
      [
        vault(V_USDC, 1042n * USD, 1037n * USD),
        vault('vaultUSDC2', 0n, 5n * USD),
        vault(V_SOL, 10n * SOL_, 10n * SOL_),
      ],
    );
    const deposit = tx(
      7,
      [call('singleTokenDeposit', { basketMint: MINT })],
      [vault(V_USDC, 1030n * USD, 1042n * USD), basketTokens('user', 0n, 12n * USD)],
    );
    const result = sharedVaultHoldings({
      ...INPUT,
      txs: [shuffle, deposit, tx(1, [call('createBasket', { basketMint: MINT })], [])],
      programVaults: new Set([V_SOL, V_USDC, 'vaultUSDC2']),
      recorded: [{ tokenId: 0, mint: USDC, decimals: 6, amount: 12n * USD }],
      supplyNow: 12n * USD,
    });
    expect(result.unknownBefore).toBeNull();
    expect(result.steps.map((s) => ({ ...s, holdings: [...s.holdings] }))).toEqual([
      { signature: 'sig1', time: HOUR, holdings: [[USDC, 0]], supply: 0, kind: null },
      { signature: 'sig7', time: 7 * HOUR, holdings: [[USDC, 12]], supply: 12, kind: 'deposit' },
      { signature: 'sig8', time: 8 * HOUR, holdings: [[USDC, 12]], supply: 12, kind: null },
    ]);
  });

  it('stops at a call that names another basket by its token mint alone', () => {
    const result = withRebalanceAlsoCalling({
      name: 'depositAfterRebalance',
      accounts: { basketMint: OTHER_MINT },
    });
    expect(result.unknownBefore).toEqual({ signature: 'sig5', time: 5 * HOUR, why: 'two-baskets' });
    expect(view(result).map((s) => s.signature)).toEqual(['sig5', 'sig6', 'sig7']);
  });

  it('skips a transaction without a block time, as a failed one', () => {
    const timeless = tx(
      5,
      [call('instantBurn', { basketMint: MINT })],
      [vault(V_USDC, 1050n * USD, 1000n * USD), basketTokens('user', 100n * USD, 90n * USD)],
      { blockTime: null },
    );
    const txs = [...HISTORY.filter((t) => t.slot !== 5), timeless];
    const result = sharedVaultHoldings({ ...INPUT, txs });
    expect(result.unknownBefore).toBeNull();
    expect(view(result)).toEqual(view(sharedVaultHoldings(INPUT)));
    expect(view(result).map((s) => s.signature)).toEqual([
      'sig1',
      'sig2',
      'sig3',
      'sig4',
      'sig6',
      'sig7',
    ]);
  });

  it('names a token the token list does not know by its id, in base units', () => {
    const result = sharedVaultHoldings({
      ...INPUT,
      recorded: [...INPUT.recorded, { tokenId: 7, mint: null, decimals: null, amount: 5n }],
    });
    // The withdrawal of 40 of 100 took its share: 5 × 100 / 60, rounded down, before it.
    expect(result.steps.map((s) => s.holdings.get('token #7'))).toEqual([8, 8, 8, 8, 5, 5]);
  });

  it('pairs a mint with its own basket’s buy, and stops there when that buy named another basket too', () => {
    // 200 USDC deposited; then one transaction buys this basket (100 USDC, buy state B1) and
    // another (50 USDC, B0): the USDC vault's +150 cannot be split, so what the basket gained at
    // B1's mint is unknown.
    const txs = [
      tx(
        1,
        [call('singleTokenDeposit', { basketMint: MINT })],
        [vault(V_USDC, 1000n * USD, 1200n * USD), basketTokens('user', 0n, 200n * USD)],
      ),
      tx(
        2,
        [
          { name: 'buyFund', accounts: { basket: OTHER, buyState: 'B0' } },
          call('buyFund', { basketMint: MINT, buyState: 'B1' }),
        ],
        [vault(V_USDC, 1200n * USD, 1350n * USD)],
      ),
      tx(
        3,
        [call('mintFund', { basketMint: MINT, buyState: 'B1' })],
        [basketTokens('user', 200n * USD, 300n * USD)],
      ),
    ];
    const result = sharedVaultHoldings({
      ...INPUT,
      txs,
      recorded: [{ tokenId: 0, mint: USDC, decimals: 6, amount: 300n * USD }],
      supplyNow: 300n * USD,
    });
    expect(result.unknownBefore).toEqual({ signature: 'sig3', time: 3 * HOUR, why: 'two-baskets' });
    expect(view(result)).toEqual([
      { signature: 'sig3', sol: undefined, usdc: 300, supply: 300, kind: 'deposit' },
    ]);
  });

  describe('a withdrawal undone pro rata, off by the program’s rounding down', () => {
    // 30 USDC held now, after a withdrawal of 60 of 120 basket tokens: 60 before it, give or take
    // ⌈120 / 60⌉ = 2 base units. Before that, a single-asset deposit of 60 USDC and `extra` base units.
    const history = (extra: bigint) =>
      sharedVaultHoldings({
        ...INPUT,
        txs: [
          tx(1, [call('createBasket', { basketMint: MINT })], []),
          tx(
            2,
            [call('singleTokenDeposit', { basketMint: MINT })],
            [vault(V_USDC, 1000n * USD, 1060n * USD + extra), basketTokens('user', 0n, 120n * USD)],
          ),
          tx(
            3,
            [call('sellFund', { basketMint: MINT })],
            [basketTokens('user', 120n * USD, 60n * USD)],
          ),
        ],
        recorded: [{ tokenId: 0, mint: USDC, decimals: 6, amount: 30n * USD }],
        supplyNow: 60n * USD,
      });

    it('takes up to the rounding’s worth of less than nothing as nothing', () => {
      const result = history(2n);
      expect(result.unknownBefore).toBeNull();
      expect(view(result)).toEqual([
        { signature: 'sig1', sol: undefined, usdc: 0, supply: 0, kind: null },
        { signature: 'sig2', sol: undefined, usdc: 60, supply: 120, kind: 'deposit' },
        { signature: 'sig3', sol: undefined, usdc: 30, supply: 60, kind: 'withdrawal' },
      ]);
    });

    it('stops one base unit past it: the state and the history disagree', () => {
      const result = history(3n);
      expect(result.unknownBefore).toEqual({
        signature: 'sig2',
        time: 2 * HOUR,
        why: 'inconsistent',
      });
      expect(view(result).map((s) => s.signature)).toEqual(['sig2', 'sig3']);
    });
  });

  it('undoes a deposit to exactly nothing without a withdrawal before it', () => {
    const result = sharedVaultHoldings({
      ...INPUT,
      txs: HISTORY.filter((t) => t.slot === 1 || t.slot === 7),
      recorded: [{ tokenId: 0, mint: USDC, decimals: 6, amount: 12n * USD }],
      supplyNow: 20n * USD,
    });
    expect(result.unknownBefore).toBeNull();
    expect(view(result)).toEqual([
      { signature: 'sig1', sol: undefined, usdc: 0, supply: 0, kind: null },
      { signature: 'sig7', sol: undefined, usdc: 12, supply: 20, kind: 'deposit' },
    ]);
  });
});
