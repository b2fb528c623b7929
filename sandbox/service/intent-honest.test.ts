// The honest answers of every command pass the intent check (docs/security.md): each command run
// against a real sandbox, its answer checked as the engine checks it, then landed so the next one
// has something to work on — in the sandbox's default shape, with the SDK's compute budget, and
// with create and edit as v0 transactions against the program's lookup table.
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { COMMANDS, TX_FIELDS } from '../../src/api/schemas';
import { bindIntent, type BoundIntent } from '../../src/flow/intent';
import type { Command, RequestOf } from '../../src/api/commands';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import * as testing from './testing';
import { burnIntent } from '../../src/features/burn/intent';
import { claimIntent } from '../../src/features/claim/intent';
import { createIntent } from '../../src/features/create/intent';
import { depositIntent } from '../../src/features/deposit/intent';
import { editIntent } from '../../src/features/edit/intent';
import { answerTransactions, checkAnswer } from './intent-testing';
import { metadataIntent } from '../../src/features/metadata/intent';
import { mintIntent } from '../../src/features/mint/intent';
import { withdrawIntent } from '../../src/features/withdraw/intent';

const creator = Keypair.generate();
const user = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, user] });
const [USDC, WSOL] = KNOWN_TOKENS.map((t) => t.mint);

/** Asks the sandbox's API, checks the answer; resolves with the answer and the verdict. */
async function ask<C extends Command>(
  intent: BoundIntent<C>,
  request: RequestOf<C>,
  signer: Keypair,
) {
  const answer = await testing.command(sandbox().apiUrl, intent.command, request);
  const txs = answerTransactions(answer, TX_FIELDS[intent.command]);
  const verdict = await checkAnswer(
    intent,
    request,
    signer.publicKey.toBase58(),
    txs,
    sandbox().rpc,
  );
  return { answer, txs, verdict };
}

async function land(answer: Record<string, unknown>, fields: readonly string[], signer: Keypair) {
  for (const field of fields) {
    const value = answer[field];
    for (const tx of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      await testing.signAndSend(sandbox().connection, tx, signer);
    }
  }
}

const setBehaviour = (change: Record<string, unknown>) =>
  testing.call(sandbox().apiUrl, '/sandbox/behaviour', change);

describe('the honest answers pass the intent check', () => {
  it('every command, each landed in turn, in the default shape and the others', async () => {
    const creatorKey = creator.publicKey.toBase58();
    const userKey = user.publicKey.toBase58();
    const created = await ask(
      bindIntent(createIntent),
      COMMANDS.create.request.parse(
        testing.createRequest(creatorKey, { symbol: 'HONEST', name: 'Honest basket' }),
      ),
      creator,
    );
    expect(created.verdict).toMatchObject({ ok: true });
    if (!created.verdict.ok) return;
    expect(Object.keys(created.verdict.steps)).toEqual([...TX_FIELDS.create]);
    expect(created.verdict.steps.createTransaction?.does[0]).toMatch(/^Creates HONEST/);
    await land(created.answer, TX_FIELDS.create, creator);
    const basket = String(created.answer.basket);

    const deposit = await ask(
      bindIntent(depositIntent),
      COMMANDS.deposit.request.parse({ user: userKey, basket, amount: 25 }),
      user,
    );
    expect(deposit.verdict).toMatchObject({ ok: true });
    if (deposit.verdict.ok) {
      expect(deposit.verdict.steps.transaction?.does[0]).toContain('Deposits exactly 25 USDC');
    }
    await land(deposit.answer, TX_FIELDS.deposit, user);
    const mint = new PublicKey(String(created.answer.mint));
    await testing.eventually(async () => {
      const held = await testing
        .tokenAmount(
          sandbox().connection,
          PublicKey.findProgramAddressSync(
            [
              user.publicKey.toBuffer(),
              new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA').toBuffer(),
              mint.toBuffer(),
            ],
            new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
          )[0],
        )
        .catch(() => 0n);
      return held > 0n ? held : undefined;
    });

    const withdraw = await ask(
      bindIntent(withdrawIntent),
      COMMANDS.withdraw.request.parse({ user: userKey, basket, amount: 2 }),
      user,
    );
    expect(withdraw.verdict).toMatchObject({ ok: true });
    await land(withdraw.answer, TX_FIELDS.withdraw, user);
    const claim = await ask(
      bindIntent(claimIntent),
      COMMANDS.claim.request.parse({
        user: userKey,
        basket: String(withdraw.answer.withdrawAccount),
      }),
      user,
    );
    expect(claim.verdict).toMatchObject({ ok: true });
    await land(claim.answer, TX_FIELDS.claim, user);

    const single = await ask(
      bindIntent(mintIntent),
      COMMANDS.mint.request.parse({ user: userKey, basket, tokenMint: WSOL, amount: 0.05 }),
      user,
    );
    expect(single.verdict).toMatchObject({ ok: true });
    await land(single.answer, TX_FIELDS.mint, user);
    const burn = await ask(
      bindIntent(burnIntent),
      COMMANDS.burn.request.parse({ user: userKey, basket, tokenMint: USDC, amount: 1 }),
      user,
    );
    expect(burn.verdict).toMatchObject({ ok: true });
    await land(burn.answer, TX_FIELDS.burn, user);

    const settings = testing.createRequest(creatorKey);
    const edit = await ask(
      bindIntent(editIntent),
      COMMANDS.edit.request.parse({ ...settings, basket, depositFee: 25 }),
      creator,
    );
    expect(edit.verdict).toMatchObject({ ok: true });
    await land(edit.answer, TX_FIELDS.edit, creator);
    const metadata = await ask(
      bindIntent(metadataIntent),
      COMMANDS['set-metadata'].request.parse({
        basket,
        creator: creatorKey,
        symbol: 'HONEST',
        name: 'Honest basket',
        uri: 'https://example.org/m.json',
      }),
      creator,
    );
    expect(metadata.verdict).toMatchObject({ ok: true });

    // The SDK's compute budget on every transaction; create and edit as v0 transactions.
    await setBehaviour({ computeBudget: true, transactions: 'v0' });
    try {
      const budgeted = await ask(
        bindIntent(depositIntent),
        COMMANDS.deposit.request.parse({ user: userKey, basket, amount: 3 }),
        user,
      );
      expect(budgeted.verdict).toMatchObject({ ok: true });
      if (budgeted.verdict.ok) {
        expect(budgeted.verdict.steps.transaction?.does).toContain(
          'Pays a priority fee of at most 0.000015 SOL.',
        );
      }
      const v0 = await ask(
        bindIntent(createIntent),
        COMMANDS.create.request.parse(
          testing.createRequest(creatorKey, { symbol: 'VZERO', name: 'Version zero' }),
        ),
        creator,
      );
      expect(v0.txs[0]?.tx.version).toBe(0);
      expect(v0.verdict).toMatchObject({ ok: true });
      const v0Edit = await ask(
        bindIntent(editIntent),
        COMMANDS.edit.request.parse({ ...settings, basket, depositFee: 30 }),
        creator,
      );
      expect(v0Edit.txs[0]?.tx.version).toBe(0);
      expect(v0Edit.verdict).toMatchObject({ ok: true });
    } finally {
      await setBehaviour({ reset: true });
    }
  });
});
