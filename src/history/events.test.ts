// Each operation's history row, decoded from the transaction meta a sandbox's JSON-RPC served
// (fixtures/: written by scripts/history-fixtures.ts from a real run of every operation).
import { describe, expect, it } from 'vitest';
import { USDC_MINT, findTokenBySymbol } from '../solana/tokens';
import { walletEvents } from './events';
import { chainTxOf, logReason, rpcTransactionSchema, supplyChange } from './rpcTransaction';
import type { ChainTx, HistoryEvent } from './types';
import story from './fixtures/story.json';
import create from './fixtures/create.json';
import composition from './fixtures/create-composition.json';
import restructure from './fixtures/create-restructure.json';
import edit from './fixtures/edit.json';
import deposit from './fixtures/deposit.json';
import credit from './fixtures/credit.json';
import withdraw from './fixtures/withdraw.json';
import claimAccounts from './fixtures/claim-accounts.json';
import claim from './fixtures/claim.json';
import mint from './fixtures/mint.json';
import burn from './fixtures/burn.json';
import metadata from './fixtures/set-metadata.json';
import failed from './fixtures/deposit-failed.json';

const JUP = findTokenBySymbol('JUP')?.mint ?? '';
const WSOL = findTokenBySymbol('wSOL')?.mint ?? '';
const { wallet, basket, basketMint, withdrawAccount } = story;

function facts(answer: unknown): ChainTx {
  const tx = chainTxOf(rpcTransactionSchema.parse(answer));
  if (!tx) throw new Error('no meta');
  return tx;
}

const all = [
  create,
  composition,
  restructure,
  edit,
  deposit,
  credit,
  withdraw,
  claimAccounts,
  claim,
  mint,
  burn,
  metadata,
  failed,
].map(facts);
// Newest first, as a node lists an address's signatures (rows in one slot keep that order).
// Decoded inside each test, not as the file loads: mutation testing (docs/mutation.md) changes the
// decoder for one test at a time, and a result worked out before it would hide the change.
const decoded = () => {
  const events = walletEvents([...all].reverse(), wallet);
  return { events, bySignature: new Map(events.map((e) => [e.signature, e])) };
};

function row(name: keyof typeof story.named): HistoryEvent {
  const event = decoded().bySignature.get(story.named[name]);
  if (!event) throw new Error(`no row for ${name}`);
  return event;
}

const amounts = (list: HistoryEvent['paid']) =>
  Object.fromEntries(list.map((t) => [t.mint, t.amount]));

describe('history rows from real transaction meta', () => {
  it('create, edit and set-metadata name the basket and move no tokens of the wallet', () => {
    for (const name of ['create', 'edit', 'set-metadata'] as const) {
      const event = row(name);
      expect(event).toMatchObject({
        kind: name,
        basket,
        outcome: { ok: true },
        signedByWallet: true,
      });
      expect(event.paid).toEqual([]);
      expect(event.received).toEqual([]);
    }
    expect(row('create').basketMint).toBe(basketMint);
  });

  it('a create’s second and third transactions and a claim’s account step are rows under their operation', () => {
    expect(row('create-composition')).toMatchObject({
      kind: 'create',
      basket,
      basketMint,
      step: { of: story.named.create, work: 'token-accounts' },
      signedByWallet: true,
    });
    expect(row('create-restructure')).toMatchObject({
      kind: 'create',
      basket,
      step: { of: story.named.create, work: 'weights' },
    });
    // Nothing was missing: the sandbox's createATAsTx carried a memo only.
    expect(row('claim-accounts')).toMatchObject({
      kind: 'claim',
      basket,
      step: { of: story.named.claim, work: 'memo' },
    });
    for (const name of ['create-composition', 'create-restructure', 'claim-accounts'] as const) {
      expect(row(name).fee).toBeGreaterThan(0);
      expect(row(name).signers).toEqual([wallet]);
    }
    expect(row('create').step).toBeNull();
  });

  it('every transaction the wallet signed is a row, with its fee', () => {
    const signed = all.filter((tx) => tx.signers.includes(wallet));
    const { bySignature } = decoded();
    expect(signed.map((tx) => bySignature.get(tx.signature)?.fee)).toEqual(
      signed.map((tx) => tx.fee),
    );
  });

  it('a set-up transaction that serves no operation is not basket business', () => {
    const opening = all[1];
    if (!opening) throw new Error('no composition');
    // Alone (no create before it, no claim after it), opening an account is not a row.
    expect(walletEvents([opening], wallet)).toEqual([]);
  });

  it('deposit: the USDC that left the wallet', () => {
    expect(row('deposit')).toMatchObject({ kind: 'deposit', basket, basketMint, received: [] });
    // This wallet created the basket too: its 1 % deposit fee came back to it in the same transaction.
    expect(amounts(row('deposit').paid)).toEqual({ [USDC_MINT]: 99_000_000n });
    expect(row('deposit').buyState).toBeTruthy();
  });

  it('credit: the service’s mint of basket tokens, which the wallet did not sign', () => {
    const event = row('credit');
    expect(event).toMatchObject({
      kind: 'credit',
      basket,
      basketMint,
      signedByWallet: false,
      fee: 0,
    });
    // 100 USDC less the 1 % deposit fee and the service's 0.1 %: one basket token per USDC.
    expect(amounts(event.received)).toEqual({ [basketMint]: 98_900_000n });
    expect(event.signers).not.toContain(wallet);
    // Paired with its deposit by the buy state the deposit opened.
    expect(event.buyState).toBe(row('deposit').buyState);
    expect(event.paid).toEqual([]);
  });

  it('withdraw: basket tokens burned into a withdraw account', () => {
    expect(row('withdraw')).toMatchObject({ kind: 'withdraw', basket, withdrawAccount });
    expect(amounts(row('withdraw').paid)).toEqual({ [basketMint]: 30_000_000n });
  });

  it('claim: named by the basket of the withdrawal it draws from, with every token received', () => {
    const event = row('claim');
    expect(event).toMatchObject({ kind: 'claim', basket, basketMint, withdrawAccount });
    expect(amounts(event.received)).toEqual({
      [USDC_MINT]: 6_000_000n,
      [WSOL]: 100_000_000n,
      [JUP]: 11_250_000n,
    });
  });

  it('mint: an asset in, basket tokens out, in one transaction', () => {
    // 10 JUP less the 1 % deposit fee, which came back to this wallet (the basket's creator).
    expect(amounts(row('mint').paid)).toEqual({ [JUP]: 9_900_000n });
    expect(amounts(row('mint').received)).toEqual({ [basketMint]: 7_579_696n });
    expect(row('mint')).toMatchObject({ kind: 'mint', basket });
  });

  it('burn: basket tokens in, an asset out', () => {
    expect(amounts(row('burn').paid)).toEqual({ [basketMint]: 3_000_000n });
    expect(amounts(row('burn').received)).toEqual({ [WSOL]: 19_484_293n });
    expect(row('burn')).toMatchObject({ kind: 'burn', basket });
  });

  it('a failed deposit: nothing moved, the amount it asked for and the program’s reason', () => {
    const event = row('deposit-failed');
    expect(event).toMatchObject({
      kind: 'deposit',
      basket,
      paid: [],
      received: [],
      asked: { mint: USDC_MINT, decimals: 6, amount: 50_000_000n },
      outcome: {
        ok: false,
        err: { InstructionError: [0, { Custom: 1 }] },
        logReason: 'insufficient funds',
      },
    });
  });

  it('a failed withdrawal, single-asset deposit or redemption: the amount it asked for, of the right token', () => {
    // Each real transaction as if it had failed at its Basket instruction: nothing moved.
    const failing = (answer: typeof withdraw) => {
      const copy = structuredClone(answer);
      copy.meta.err = { InstructionError: [1, { Custom: 1 }] } as never;
      copy.meta.postTokenBalances = copy.meta.preTokenBalances;
      return facts(copy);
    };
    const asked = (answer: typeof withdraw) => {
      const tx = failing(answer);
      return walletEvents([tx], wallet).find((e) => e.signature === tx.signature);
    };
    const inBasketTokens = { mint: basketMint, decimals: 6 };
    expect(asked(withdraw)).toMatchObject({
      kind: 'withdraw',
      paid: [],
      asked: { ...inBasketTokens, amount: 30_000_000n },
    });
    expect(asked(burn as typeof withdraw)).toMatchObject({
      kind: 'burn',
      asked: { ...inBasketTokens, amount: 3_000_000n },
    });
    expect(asked(mint as typeof withdraw)).toMatchObject({
      kind: 'mint',
      asked: { mint: JUP, decimals: 6, amount: 10_000_000n },
    });
  });

  it('rows are newest first, one per transaction', () => {
    const { events } = decoded();
    const slots = events.map((e) => e.slot);
    expect([...slots].sort((a, b) => b - a)).toEqual(slots);
    const twice = [...all, ...all].reverse();
    expect(walletEvents(twice, wallet)).toHaveLength(events.length);
  });

  it('supply changes: credited and minted basket tokens add, burned ones subtract', () => {
    const [, , , , , creditTx, withdrawTx, , , mintTx, burnTx] = all;
    expect(creditTx && supplyChange(creditTx, basketMint)).toBe(98_900_000n);
    expect(withdrawTx && supplyChange(withdrawTx, basketMint)).toBe(-30_000_000n);
    // The program mints a single-asset deposit's basket tokens and burns a redemption's.
    expect(mintTx && supplyChange(mintTx, basketMint)).toBe(7_579_696n);
    expect(burnTx && supplyChange(burnTx, basketMint)).toBe(-3_000_000n);
  });
});

describe('logReason', () => {
  it('reads Anchor’s error message and a native program’s error', () => {
    expect(
      logReason([
        'Program log: AnchorError occurred. Error Code: NotEnough. Error Number: 6001. Error Message: Not enough tokens in the basket.',
        'Program 2KehYt3KsEQR53jYcxjbQp2d2kCp4AkuQW68atufRwSr failed: custom program error: 0x1771',
      ]),
    ).toBe('Not enough tokens in the basket');
    expect(logReason(['Program log: Error: insufficient funds'])).toBe('insufficient funds');
    expect(logReason(['Program log: hello'])).toBeNull();
  });
});

describe('v0 transactions', () => {
  it('index loaded addresses after the static keys', () => {
    const legacy = rpcTransactionSchema.parse(deposit);
    const keys = legacy.transaction.message.accountKeys;
    // Move the last two static keys into the lookup table's loaded addresses (readonly ones).
    const moved = keys.slice(-2);
    const v0 = {
      ...legacy,
      version: 0,
      transaction: {
        ...legacy.transaction,
        message: { ...legacy.transaction.message, accountKeys: keys.slice(0, -2) },
      },
      meta: legacy.meta && { ...legacy.meta, loadedAddresses: { writable: [], readonly: moved } },
    };
    const fromV0 = chainTxOf(rpcTransactionSchema.parse(v0));
    const fromLegacy = chainTxOf(legacy);
    expect(fromV0?.calls).toEqual(fromLegacy?.calls);
    expect(fromV0?.tokens).toEqual(fromLegacy?.tokens);
  });
});
