// Which transactions are an operation's steps: a set-up transaction as a wallet that adds its own
// instructions sends it, and the link to the create or the claim it served.
import { describe, expect, it } from 'vitest';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../solana/programs';
import { walletEvents } from './events';
import { isSetUpStep } from './steps';
import { balanceRow, chainTx } from './testing/chainTx';
import type { ChainTx, ProgramCall } from './types';

const WALLET = 'Wallet1111111111111111111111111111111111111';
const BASKET = 'Basket111111111111111111111111111111111111';
const MINT = 'BasketMint11111111111111111111111111111111';
const WITHDRAW = 'Sell11111111111111111111111111111111111111';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BONK = 'Bonk111111111111111111111111111111111111111';

const own = { feePayer: WALLET, signers: [WALLET] };
const call = (name: ProgramCall['name'], accounts: ProgramCall['accounts']): ProgramCall => ({
  name,
  accounts,
});
/** A set-up transaction as a Phantom-like wallet sends it: compute budget, the work, Lighthouse. */
const setUp = (n: number, mints: string[]): ChainTx =>
  chainTx(
    n,
    mints.map((mint) => balanceRow(`ata-${mint}`, mint, WALLET, 6, 0n, 0n)),
    {
      ...own,
      touchesBaskets: false,
      programs: [COMPUTE_BUDGET_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID, LIGHTHOUSE_PROGRAM_ID],
    },
  );
const create = chainTx(1, [], {
  ...own,
  calls: [call('createBasket', { basket: BASKET, basketMint: MINT })],
});
const weights = chainTx(3, [], {
  ...own,
  calls: [call('updateCurrentWeights', { basket: BASKET })],
});
const withdraw = chainTx(4, [balanceRow('bta', MINT, WALLET, 6, 10n, 0n)], {
  ...own,
  calls: [
    call('sellFund', {
      basket: BASKET,
      basketMint: MINT,
      withdrawAccount: WITHDRAW,
      basketTokenAccount: 'bta',
    }),
  ],
});
const claim = chainTx(6, [balanceRow(`ata-${JUP}`, JUP, WALLET, 6, 0n, 5n)], {
  ...own,
  calls: [call('claimToken', { withdrawAccount: WITHDRAW })],
});
const newestFirst = (...txs: ChainTx[]) => [...txs].reverse();

describe('isSetUpStep', () => {
  it('takes token accounts or a memo, with what a wallet adds, signed by the address', () => {
    expect(isSetUpStep(setUp(1, [MINT]), WALLET)).toBe(true);
    expect(isSetUpStep(setUp(1, [MINT]), 'Someone else')).toBe(false);
    const transfer = { ...setUp(1, [MINT]), programs: [TOKEN_PROGRAM_ID] };
    expect(isSetUpStep(transfer, WALLET)).toBe(false);
    const budgetOnly = { ...setUp(1, []), programs: [COMPUTE_BUDGET_PROGRAM_ID] };
    expect(isSetUpStep(budgetOnly, WALLET)).toBe(false);
    const program = { ...setUp(1, []), touchesBaskets: true, programs: [BASKETS_PROGRAM_ID] };
    expect(isSetUpStep(program, WALLET)).toBe(false);
  });
});

describe('linkSteps (through walletEvents)', () => {
  it('a create’s token account and weights are its steps 2 and 3', () => {
    const rows = walletEvents(newestFirst(create, setUp(2, [MINT]), weights), WALLET);
    expect(rows.map((r) => [r.kind, r.step?.work ?? null, r.step?.of ?? null])).toEqual([
      ['create', 'weights', 'sig1'],
      ['create', 'token-accounts', 'sig1'],
      ['create', null, null],
    ]);
    expect(rows.every((r) => r.basket === BASKET)).toBe(true);
  });

  it('a claim’s token accounts are its step when the claim paid those tokens', () => {
    const rows = walletEvents(newestFirst(create, withdraw, setUp(5, [JUP]), claim), WALLET);
    const step = rows.find((r) => r.signature === 'sig5');
    expect(step).toMatchObject({ kind: 'claim', basket: BASKET, step: { of: 'sig6' } });
  });

  it('an account of a token the claim did not pay, or with no claim after it, is no row', () => {
    const unrelated = walletEvents(newestFirst(create, withdraw, setUp(5, [BONK]), claim), WALLET);
    expect(unrelated.map((r) => r.signature)).not.toContain('sig5');
    const alone = walletEvents(newestFirst(create, withdraw, setUp(5, [JUP])), WALLET);
    expect(alone.map((r) => r.signature)).not.toContain('sig5');
  });

  it('a fourth transaction after a create is not its step; a program call stays a row of its own', () => {
    const later = chainTx(4, [], {
      ...own,
      calls: [call('updateCurrentWeights', { basket: BASKET })],
    });
    const rows = walletEvents(newestFirst(create, setUp(2, [MINT]), weights, later), WALLET);
    expect(rows.find((r) => r.signature === 'sig4')).toMatchObject({ kind: 'other', step: null });
  });

  it('a failed create has no steps', () => {
    const failed = { ...create, err: 'x' };
    const rows = walletEvents(newestFirst(failed, setUp(2, [MINT])), WALLET);
    expect(rows.map((r) => r.signature)).toEqual(['sig1']);
  });
});
