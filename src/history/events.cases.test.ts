// History rows of transactions built by hand, for what the recorded fixtures (events.test.ts) do
// not show: basket tokens handed from one wallet to another, a credit told from a transfer, a fee
// another paid, the amount a failed operation asked for when the wallet's token row is missing,
// and the basket a row is named by when its transaction does not name it.
import { describe, expect, it } from 'vitest';
import { TOKEN_PROGRAM_ID } from '../solana/programs';
import { USDC_MINT } from '../solana/tokens';
import { basketLinks, walletEvents, type RowCache } from './events';
import { balanceRow, chainTx } from './testing/chainTx';
import type { ChainTx, ProgramCall, TokenBalanceRow } from './types';

const WALLET = 'Wallet1111111111111111111111111111111111111';
const OTHER = 'Other11111111111111111111111111111111111111';
const SERVICE = 'Service111111111111111111111111111111111111';
const BASKET = 'Basket111111111111111111111111111111111111';
const MINT = 'BasketMint11111111111111111111111111111111';
const BASKET_2 = 'Basket222222222222222222222222222222222222';
const MINT_2 = 'BasketMint22222222222222222222222222222222';
const WITHDRAW = 'Sell11111111111111111111111111111111111111';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const WSOL = 'So11111111111111111111111111111111111111112';

const own = { feePayer: WALLET, signers: [WALLET] };
const others = { feePayer: OTHER, signers: [OTHER] };
/** A Token program transfer: no baskets program in it. */
const plain = { touchesBaskets: false, programs: [TOKEN_PROGRAM_ID], calls: [] };
const call = (
  name: ProgramCall['name'],
  accounts: ProgramCall['accounts'],
  amount?: bigint,
): ProgramCall => (amount === undefined ? { name, accounts } : { name, accounts, amount });
const failedAt = { err: { InstructionError: [0, { Custom: 1 }] }, logReason: 'no' };
/** The basket of MINT, as the wallet's other rows (or its held accounts) name it. */
const known = new Map([[MINT, BASKET]]);
const only = (tx: ChainTx, mints: ReadonlyMap<string, string> = known) => {
  const rows = walletEvents([tx], WALLET, mints);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no row');
  return row;
};

describe('basket tokens that reached or left the wallet without its own operation', () => {
  it('basket tokens another wallet sent: a transfer in, named by the mint’s basket, no fee', () => {
    const tx = chainTx(
      1,
      [
        balanceRow('their-bta', MINT, OTHER, 6, 10_000_000n, 4_000_000n),
        balanceRow('my-bta', MINT, WALLET, 6, 0n, 6_000_000n),
        // Someone else's USDC in the same transaction: not the basket token's supply.
        balanceRow('their-usdc', USDC_MINT, SERVICE, 6, 0n, 1_000_000n),
      ],
      { ...others, ...plain },
    );
    expect(only(tx)).toEqual({
      signature: 'sig1',
      slot: 1,
      blockTime: 3600,
      kind: 'transfer-in',
      basket: BASKET,
      basketMint: MINT,
      withdrawAccount: null,
      paid: [],
      received: [{ mint: MINT, decimals: 6, amount: 6_000_000n }],
      asked: null,
      outcome: { ok: true },
      signedByWallet: false,
      signers: [OTHER],
      step: null,
      buyState: null,
      fee: 0,
    });
  });

  it('basket tokens the wallet sent for USDC: a transfer out, its fee, what came back', () => {
    const tx = chainTx(
      2,
      [
        balanceRow('my-usdc', USDC_MINT, WALLET, 6, 0n, 50_000_000n),
        balanceRow('their-usdc', USDC_MINT, OTHER, 6, 80_000_000n, 30_000_000n),
        balanceRow('my-bta', MINT, WALLET, 6, 10_000_000n, 4_000_000n),
        balanceRow('their-bta', MINT, OTHER, 6, 0n, 6_000_000n),
      ],
      { feePayer: WALLET, signers: [WALLET, OTHER], ...plain, fee: 10_000 },
    );
    expect(only(tx)).toMatchObject({
      kind: 'transfer-out',
      basket: BASKET,
      basketMint: MINT,
      paid: [{ mint: MINT, decimals: 6, amount: 6_000_000n }],
      received: [{ mint: USDC_MINT, decimals: 6, amount: 50_000_000n }],
      signedByWallet: true,
      fee: 10_000,
      asked: null,
      withdrawAccount: null,
    });
  });

  it('basket tokens minted to the wallet by another’s transaction: a credit; handed over: not one', () => {
    const minted = chainTx(3, [balanceRow('my-bta', MINT, WALLET, 6, 0n, 6_000_000n)], {
      feePayer: SERVICE,
      signers: [SERVICE],
      calls: [call('mintFund', { buyer: WALLET, basket: BASKET, basketMint: MINT })],
    });
    expect(only(minted)).toMatchObject({
      kind: 'credit',
      basket: BASKET,
      basketMint: MINT,
      received: [{ mint: MINT, decimals: 6, amount: 6_000_000n }],
      fee: 0,
      signedByWallet: false,
    });
    // The same growth of the supply in a transaction the wallet signed is not the service's credit.
    const signed = { ...minted, ...plain, feePayer: OTHER, signers: [OTHER, WALLET] };
    expect(only(signed)).toMatchObject({ kind: 'transfer-in', fee: 0, signedByWallet: true });
  });

  it('basket tokens burned from the wallet by another’s transaction: a transfer out', () => {
    const tx = chainTx(4, [balanceRow('my-bta', MINT, WALLET, 6, 5_000_000n, 0n)], {
      ...others,
      ...plain,
    });
    expect(only(tx)).toMatchObject({
      kind: 'transfer-out',
      paid: [{ mint: MINT, decimals: 6, amount: 5_000_000n }],
    });
  });

  it('a transfer that failed, tokens that are no basket’s, and moves between the wallet’s own accounts are no row', () => {
    const arrived = [balanceRow('my-bta', MINT, WALLET, 6, 0n, 6_000_000n)];
    expect(
      walletEvents([chainTx(5, arrived, { ...others, ...plain, ...failedAt })], WALLET, known),
    ).toEqual([]);
    expect(walletEvents([chainTx(6, arrived, { ...others, ...plain })], WALLET)).toEqual([]);
    const usdc = [balanceRow('my-usdc', USDC_MINT, WALLET, 6, 0n, 6_000_000n)];
    expect(walletEvents([chainTx(7, usdc, { ...others, ...plain })], WALLET, known)).toEqual([]);
    const between = [
      balanceRow('my-bta', MINT, WALLET, 6, 6_000_000n, 0n),
      balanceRow('my-other-bta', MINT, WALLET, 6, 0n, 6_000_000n),
    ];
    expect(walletEvents([chainTx(8, between, { ...own, ...plain })], WALLET, known)).toEqual([]);
  });

  it('another wallet’s deposit in the basket is no row of this wallet', () => {
    const theirs = chainTx(9, [balanceRow('their-usdc', USDC_MINT, OTHER, 6, 9n, 0n)], {
      ...others,
      calls: [call('buyFund', { basket: BASKET, basketMint: MINT, buyState: 'Buy1' }, 9n)],
    });
    expect(walletEvents([theirs], WALLET, known)).toEqual([]);
  });
});

describe('the wallet’s own operations', () => {
  it('a deposit whose fee another paid: no network fee for the wallet; its two USDC accounts add up', () => {
    const tx = chainTx(
      10,
      [
        balanceRow('my-usdc', USDC_MINT, WALLET, 6, 60_000_000n, 20_000_000n),
        balanceRow('my-usdc-2', USDC_MINT, WALLET, 6, 50_000_000n, 40_000_000n),
      ],
      {
        feePayer: SERVICE,
        signers: [SERVICE, WALLET],
        calls: [call('buyFund', { basket: BASKET, basketMint: MINT, buyState: 'Buy1' }, 50n)],
      },
    );
    expect(only(tx)).toMatchObject({
      kind: 'deposit',
      fee: 0,
      signedByWallet: true,
      signers: [SERVICE, WALLET],
      buyState: 'Buy1',
      paid: [{ mint: USDC_MINT, decimals: 6, amount: 50_000_000n }],
      received: [],
    });
    expect(only({ ...tx, feePayer: WALLET })).toMatchObject({ kind: 'deposit', fee: 5000 });
  });

  it('a program call the wallet signed that is no user operation: an other row, named by its basket', () => {
    const tx = chainTx(11, [], {
      ...own,
      calls: [
        call('withdrawBeforeRebalance', { basket: BASKET }),
        call('mintFund', { basket: BASKET, buyState: 'Buy7' }),
      ],
    });
    expect(only(tx)).toMatchObject({
      kind: 'other',
      basket: BASKET,
      basketMint: MINT,
      withdrawAccount: null,
      asked: null,
      buyState: 'Buy7',
      fee: 5000,
    });
    // Signed, but neither the program nor a set-up step, and no basket token moved: no row.
    expect(walletEvents([{ ...tx, ...plain }], WALLET, known)).toEqual([]);
  });

  it('an operation that names only the basket token mint is named by that mint’s basket', () => {
    const tx = chainTx(12, [balanceRow('my-bta', MINT, WALLET, 6, 3n, 0n)], {
      ...own,
      calls: [call('instantBurn', { basketMint: MINT }, 3n)],
    });
    expect(only(tx)).toMatchObject({ kind: 'burn', basket: BASKET, basketMint: MINT });
    expect(only(tx, new Map())).toMatchObject({ kind: 'burn', basket: null, basketMint: MINT });
    // An edit names the basket only: no mint where none of the wallet's rows names one.
    const edit = chainTx(13, [], { ...own, calls: [call('editBasket', { basket: BASKET })] });
    expect(only(edit, new Map())).toMatchObject({ kind: 'edit', basket: BASKET, basketMint: null });
    expect(only(edit)).toMatchObject({ kind: 'edit', basket: BASKET, basketMint: MINT });
    const unnamed = { ...tx, calls: [call('instantBurn', {}, 3n)] };
    expect(only(unnamed, new Map())).toMatchObject({ basket: null, basketMint: null });
  });
});

describe('what a failed operation asked for', () => {
  const failing = (tokens: TokenBalanceRow[], c: ProgramCall) =>
    only(chainTx(20, tokens, { ...own, ...failedAt, calls: [c] }));

  it('a deposit from a wallet with no USDC account: the USDC it asked for', () => {
    const deposit = call('buyFund', { basket: BASKET, basketMint: MINT }, 25_000_000n);
    // The vault's USDC row is the basket's, not the wallet's.
    const vault = balanceRow('vault-usdc', USDC_MINT, BASKET, 6, 1n, 1n);
    expect(failing([vault], deposit)).toMatchObject({
      kind: 'deposit',
      asked: { mint: USDC_MINT, decimals: 6, amount: 25_000_000n },
      outcome: { ok: false, err: failedAt.err, logReason: 'no' },
    });
    // With its SOL account in the transaction too: still the USDC.
    const mySol = balanceRow('my-wsol', WSOL, WALLET, 9, 5n, 5n);
    expect(failing([mySol, vault], deposit).asked).toEqual({
      mint: USDC_MINT,
      decimals: 6,
      amount: 25_000_000n,
    });
  });

  it('a withdrawal without the wallet’s basket token row asks for nothing known', () => {
    const withdraw = call('sellFund', { basket: BASKET, basketMint: MINT }, 3n);
    // Another's basket token account in the transaction is not the wallet's.
    const theirs = balanceRow('their-bta', MINT, OTHER, 9, 7n, 7n);
    expect(failing([theirs], withdraw)).toMatchObject({ kind: 'withdraw', asked: null });
    const mine = balanceRow('my-bta', MINT, WALLET, 9, 7n, 7n);
    expect(failing([mine, theirs], withdraw).asked).toEqual({
      mint: MINT,
      decimals: 9,
      amount: 3n,
    });
  });

  it('a single-asset deposit: the wallet’s one other token, none when it has two or none', () => {
    const deposit = call(
      'singleTokenDeposit',
      { basket: BASKET, basketMint: MINT },
      4_000_000_000n,
    );
    const myBasketTokens = balanceRow('my-bta', MINT, WALLET, 6, 0n, 0n);
    const mySol = balanceRow('my-wsol', WSOL, WALLET, 9, 5n, 5n);
    const myJup = balanceRow('my-jup', JUP, WALLET, 6, 5n, 5n);
    const vault = balanceRow('vault-jup', JUP, BASKET, 6, 5n, 5n);
    expect(failing([myBasketTokens, vault, mySol], deposit).asked).toEqual({
      mint: WSOL,
      decimals: 9,
      amount: 4_000_000_000n,
    });
    expect(failing([myBasketTokens, mySol, myJup], deposit).asked).toBeNull();
    expect(failing([myBasketTokens, vault], deposit).asked).toBeNull();
  });

  it('an instruction without an amount asks for none; a landed one asks for none', () => {
    const mine = balanceRow('my-usdc', USDC_MINT, WALLET, 6, 7n, 7n);
    expect(failing([mine], call('buyFund', { basket: BASKET })).asked).toBeNull();
    const landed = chainTx(21, [balanceRow('my-usdc', USDC_MINT, WALLET, 6, 7n, 2n)], {
      ...own,
      calls: [call('buyFund', { basket: BASKET }, 5n)],
    });
    expect(only(landed).asked).toBeNull();
  });
});

describe('basket links', () => {
  const deposit = chainTx(30, [], {
    ...own,
    calls: [call('buyFund', { basket: BASKET, basketMint: MINT })],
  });
  const withdraw = chainTx(31, [balanceRow('my-bta', MINT, WALLET, 6, 9n, 0n)], {
    ...own,
    calls: [call('sellFund', { basket: BASKET, basketMint: MINT, withdrawAccount: WITHDRAW })],
  });
  const claim = chainTx(32, [balanceRow('my-jup', JUP, WALLET, 6, 0n, 4n)], {
    ...own,
    calls: [call('claimToken', { withdrawAccount: WITHDRAW })],
  });

  it('maps the mints and the withdraw accounts the wallet’s withdrawals opened to their baskets', () => {
    // A call that names no basket links nothing; a claim's withdraw account is not one it opened.
    const nameless = chainTx(33, [], {
      ...own,
      calls: [
        call('sellFund', { basketMint: MINT_2, withdrawAccount: 'Sell2' }),
        call('claimToken', { basket: BASKET_2, withdrawAccount: 'Sell3' }),
      ],
    });
    expect(basketLinks([deposit, withdraw, claim, nameless])).toEqual({
      mints: new Map([[MINT, BASKET]]),
      withdrawAccounts: new Map([[WITHDRAW, BASKET]]),
    });
  });

  it('a claim is named by the basket and mint of the withdrawal it draws from', () => {
    // The other basket's mint, known first, is not the claim's.
    const rows = walletEvents([claim, withdraw], WALLET, new Map([[MINT_2, BASKET_2]]));
    expect(rows.map((r) => [r.signature, r.kind, r.basket, r.basketMint])).toEqual([
      ['sig32', 'claim', BASKET, MINT],
      ['sig31', 'withdraw', BASKET, MINT],
    ]);
    // Without the withdrawal, nothing names it.
    expect(walletEvents([claim], WALLET, new Map([[MINT_2, BASKET_2]]))[0]).toMatchObject({
      kind: 'claim',
      basket: null,
      basketMint: null,
      withdrawAccount: WITHDRAW,
    });
  });

  it('rows come newest first by slot whatever order they are given in, each transaction once', () => {
    const rows = walletEvents([withdraw, claim, deposit, claim], WALLET);
    expect(rows.map((r) => r.signature)).toEqual(['sig32', 'sig31', 'sig30']);
  });
});

describe('rows derived again as a read goes on, through a row cache (src/history/hooks.ts)', () => {
  const arrived = [balanceRow('my-bta', MINT, WALLET, 6, 0n, 6_000_000n)];

  it('a transaction read before its basket mint was known becomes a row once a later step names it', () => {
    const cache: RowCache = new WeakMap();
    const minted = chainTx(20, arrived, { ...others, ...plain });
    expect(walletEvents([minted], WALLET, new Map(), cache)).toEqual([]);
    // The wallet's deposit, read in a later step, names the basket of MINT.
    const deposit = chainTx(21, [], {
      ...own,
      calls: [call('buyFund', { basket: BASKET, basketMint: MINT, buyState: 'Buy1' }, 9n)],
    });
    const rows = walletEvents([deposit, minted], WALLET, new Map(), cache);
    expect(rows.map((r) => [r.kind, r.basket])).toEqual([
      ['deposit', BASKET],
      ['credit', BASKET],
    ]);
    expect(rows).toEqual(walletEvents([deposit, minted], WALLET));
  });

  it('derives a transaction’s row once while the wallet and the basket mints stay the same', () => {
    const cache: RowCache = new WeakMap();
    const minted = chainTx(23, arrived, { ...others, ...plain });
    walletEvents([minted], WALLET, known, cache);
    const derived = cache.get(minted);
    expect(derived?.event).toMatchObject({ kind: 'credit', basket: BASKET });
    walletEvents([chainTx(24, []), minted], WALLET, known, cache);
    expect(cache.get(minted)).toBe(derived);
  });

  it('gives another wallet its own rows, not the first wallet’s', () => {
    const cache: RowCache = new WeakMap();
    const sent = chainTx(22, arrived, { ...others, ...plain });
    expect(walletEvents([sent], WALLET, known, cache)).toHaveLength(1);
    expect(walletEvents([sent], OTHER, known, cache)).toEqual([]);
    expect(walletEvents([sent], WALLET, known, cache)).toEqual(walletEvents([sent], WALLET, known));
  });
});
