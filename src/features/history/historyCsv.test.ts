import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../history/types';
import { USDC_MINT } from '../../solana/tokens';
import { tokenWords } from '../../tokens/tokenWords';
import { CSV_COLUMNS, historyCsv } from './historyCsv';
import type { TokenFacts } from './historyRows';

const MINT = 'BasketMint111111111111111111111111111111111';
const facts: TokenFacts = {
  words: (mint) =>
    tokenWords(mint, mint === USDC_MINT ? 'USDC' : mint === MINT ? 'HIST' : undefined, true),
  priceToday: (mint) => (mint === USDC_MINT ? 1 : undefined),
};

const event = (over: Partial<HistoryEvent>): HistoryEvent => ({
  signature: 'sig',
  slot: 1,
  blockTime: 1_790_000_000,
  kind: 'deposit',
  basket: 'Basket',
  basketMint: MINT,
  withdrawAccount: null,
  paid: [],
  received: [],
  asked: null,
  outcome: { ok: true },
  signedByWallet: true,
  signers: ['Wallet'],
  step: null,
  buyState: null,
  fee: 5000,
  ...over,
});

describe('historyCsv', () => {
  it('one line per row, with amounts, mints, values today, the outcome in words and the signature', () => {
    const csv = historyCsv(
      [
        event({ paid: [{ mint: USDC_MINT, decimals: 6, amount: 1_234_500_000n }] }),
        event({
          signature: 'sig2',
          kind: 'credit',
          received: [{ mint: MINT, decimals: 6, amount: 99_000_000n }],
          signedByWallet: false,
          signers: ['Keeper'],
          fee: 0,
        }),
        event({ signature: 'sig4', kind: 'create', step: { of: 'sig0', work: 'weights' } }),
        event({
          signature: 'sig3',
          outcome: {
            ok: false,
            err: { InstructionError: [1, { Custom: 1 }] },
            logReason: 'insufficient funds, "really"',
          },
        }),
      ],
      facts,
      () => 'described',
    );
    const lines = csv.split('\r\n');
    // The two column names that hold a comma are quoted.
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','));
    expect(lines[0]).toContain(',"Paid, USD today",');
    expect(lines[1]).toBe(
      `2026-09-21T14:13:20.000Z,Deposit,Basket,${MINT},1234.5 USDC (${USDC_MINT}),,1234.50,,Confirmed,0.000005,Wallet,,sig`,
    );
    // No price today for the basket token: the value is left empty, never filled in.
    expect(lines[2]).toBe(
      `2026-09-21T14:13:20.000Z,Basket tokens credited,Basket,${MINT},,99 HIST (${MINT}),,,Confirmed,0,Keeper,,sig2`,
    );
    // A step names its operation's transaction; its fee is its own.
    expect(lines[3]).toBe(
      `2026-09-21T14:13:20.000Z,Create: weights recorded,Basket,${MINT},,,,,Confirmed,0.000005,Wallet,sig0,sig4`,
    );
    // Quotes doubled, the cell quoted.
    expect(lines[4]).toContain(',"Failed: insufficient funds, ""really""",');
    expect(lines[5]).toBe('');
  });

  it('names a look-alike as not the real token it imitates (docs/token-names.md)', () => {
    const fake = 'Fak3Ha4Bd9nH3qvNn8yCwKkqrNRHvTuSh3QnUmd1x9Qz';
    const lookAlike: TokenFacts = {
      words: (mint) => tokenWords(mint, 'USDC', mint === USDC_MINT),
      priceToday: () => undefined,
    };
    const csv = historyCsv(
      [event({ kind: 'claim', received: [{ mint: fake, decimals: 6, amount: 100_000_000n }] })],
      lookAlike,
      () => 'described',
    );
    expect(csv.split('\r\n')[1]).toContain(
      // Quoted: the words hold a comma.
      `,"100 USDC · Fak3…x9Qz (not the real USDC, which is EPjF…Dt1v) (${fake})",`,
    );
  });
});
