// A hostile or broken Basket API: each command's honest answer from a real sandbox, changed in one
// way, is refused by the intent check with words a depositor understands (docs/security.md).
import {
  createApproveCheckedInstruction,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  type TransactionInstruction as Ix,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { COMMANDS, TX_FIELDS } from '../../src/api/schemas';
import type { Command, RequestOf } from '../../src/api/commands';
import { claimIntent } from '../../src/features/claim/intent';
import { createIntent } from '../../src/features/create/intent';
import { depositIntent } from '../../src/features/deposit/intent';
import { editIntent } from '../../src/features/edit/intent';
import { withdrawIntent } from '../../src/features/withdraw/intent';
import {
  bindIntent,
  rpcIntentReads,
  type BoundIntent,
  type IntentReads,
  type IntentVerdict,
} from '../../src/flow/intent';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { answerTransactions, checkAnswer, rebuild, sellingInstead } from './intent-testing';
import * as testing from './testing';

const creator = Keypair.generate();
const user = Keypair.generate();
const stranger = Keypair.generate().publicKey;
const sandbox = testing.sandboxForFile({ funded: [creator, user] });
const [USDC] = KNOWN_TOKENS.map((t) => new PublicKey(t.mint));
if (!USDC) throw new Error('no USDC');
const userUsdc = () => getAssociatedTokenAddressSync(USDC, user.publicKey);
const basket = testing.basketForFile(
  sandbox,
  testing.createRequest(creator.publicKey.toBase58(), {
    symbol: 'HOSTILE',
    name: 'Hostile answers',
    hostPlatformFees: 10,
    depositFee: 50,
  }),
  creator,
);

/** The honest answer to `request`, each transaction changed by `change`, checked. */
async function hostile<C extends Command>(
  intent: BoundIntent<C>,
  request: RequestOf<C>,
  signer: Keypair,
  change: (instructions: Ix[], field: string) => Ix[],
  reads?: IntentReads,
): Promise<IntentVerdict> {
  const answer = await testing.command(sandbox().apiUrl, intent.command, request);
  const txs = answerTransactions(answer, TX_FIELDS[intent.command]).map((step) => ({
    ...step,
    tx: rebuild(step.tx, (ixs) => change(ixs, step.txField)),
  }));
  return checkAnswer(intent, request, signer.publicKey.toBase58(), txs, sandbox().rpc, reads);
}

const deposit = (amount = 1) =>
  COMMANDS.deposit.request.parse({
    user: user.publicKey.toBase58(),
    basket: basket().basket,
    amount,
  });
const add = (extra: Ix) => (ixs: Ix[]) => [...ixs, extra];
const refusal = (verdict: IntentVerdict) => (verdict.ok ? 'passed' : verdict.reason);

describe('an answer changed in one way is refused, saying how', () => {
  it.each([
    [
      'a delegate approval of the wallet’s USDC account',
      () => createApproveInstruction(userUsdc(), stranger, user.publicKey, 1_000_000_000_000n),
      /would let .* spend .* from your USDC account .* whenever it likes \(a token approval\)/,
    ],
    [
      'a checked delegate approval',
      () =>
        createApproveCheckedInstruction(userUsdc(), USDC, stranger, user.publicKey, 5_000_000n, 6),
      /spend 5 USDC from your USDC account/,
    ],
    [
      'a new authority over the wallet’s USDC account',
      () =>
        createSetAuthorityInstruction(
          userUsdc(),
          user.publicKey,
          AuthorityType.AccountOwner,
          stranger,
        ),
      /hand control of your USDC account .* to another address/,
    ],
    [
      'the wallet’s USDC account closed to a stranger',
      () => createCloseAccountInstruction(userUsdc(), stranger, user.publicKey),
      /close your USDC account .* and send what it holds to/,
    ],
    [
      'the wallet assigned to another program',
      () => SystemProgram.assign({ accountPubkey: user.publicKey, programId: stranger }),
      /hand your wallet’s account to another program \(System Assign\)/,
    ],
    [
      'a durable nonce',
      () => SystemProgram.nonceAdvance({ noncePubkey: stranger, authorizedPubkey: user.publicKey }),
      /durable nonce \(AdvanceNonce\)/,
    ],
    [
      'a USDC transfer to a stranger',
      () => createTransferInstruction(userUsdc(), stranger, user.publicKey, 2_000_000n),
      /move 2,000,000 base units of the tokens from your USDC account .* to /,
    ],
    [
      'SOL to a stranger',
      () =>
        SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: stranger, lamports: 5e8 }),
      /send 0\.5 SOL from your wallet .* to /,
    ],
    [
      'an unknown program',
      () => new TransactionInstruction({ programId: stranger, keys: [], data: Buffer.alloc(0) }),
      /calls a program this app does not know \(\w+\), which no basket operation needs/,
    ],
    [
      'a priority fee above the cap',
      () => ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000 }),
      /priority fee of up to .* more than the 0\.001 SOL this app accepts/,
    ],
    [
      'a token account opened for a stranger',
      () =>
        createAssociatedTokenAccountIdempotentInstruction(
          user.publicKey,
          getAssociatedTokenAddressSync(USDC, stranger),
          stranger,
          USDC,
        ),
      /opens an account for USDC owned by .*, which this operation does not need/,
    ],
  ])('a deposit with %s', async (_name, extra, words) => {
    const verdict = await hostile(bindIntent(depositIntent), deposit(), user, add(extra()));
    expect(refusal(verdict)).toMatch(words);
  });

  it('a deposit that deposits nothing, into another basket, or another amount', async () => {
    const other = await testing.demoBasket(sandbox());
    const nothing = await hostile(bindIntent(depositIntent), deposit(), user, () => []);
    expect(refusal(nothing)).toBe('it does not deposit USDC at all');
    // The answer to another request, checked against this one.
    const answer = await testing.command(sandbox().apiUrl, 'deposit', {
      ...deposit(),
      basket: other.address,
    });
    const txs = answerTransactions(answer, TX_FIELDS.deposit);
    const wrongBasket = await checkAnswer(
      bindIntent(depositIntent),
      deposit(),
      user.publicKey.toBase58(),
      txs,
      sandbox().rpc,
    );
    expect(refusal(wrongBasket)).toMatch(
      /^the API’s deposit goes to basket \w+…\w+; you chose \w+…\w+$/,
    );
    const twice = await testing.command(sandbox().apiUrl, 'deposit', deposit(2));
    const wrongAmount = await checkAnswer(
      bindIntent(depositIntent),
      deposit(1),
      user.publicKey.toBase58(),
      answerTransactions(twice, TX_FIELDS.deposit),
      sandbox().rpc,
    );
    expect(refusal(wrongAmount)).toBe('it deposits 2 USDC; you asked for 1 USDC');
  });

  it('a create with another host platform, another composition, a drain in its third transaction', async () => {
    const key = creator.publicKey.toBase58();
    const asked = COMMANDS.create.request.parse(
      testing.createRequest(key, { symbol: 'ASKED', name: 'Asked for' }),
    );
    const intent = bindIntent(createIntent);
    const check = async (body: Record<string, unknown>) => {
      const answer = await testing.command(sandbox().apiUrl, 'create', body);
      return checkAnswer(
        intent,
        asked,
        key,
        answerTransactions(answer, TX_FIELDS.create),
        sandbox().rpc,
      );
    };
    expect(refusal(await check({ ...asked, hostPlatform: stranger.toBase58() }))).toMatch(
      /^“createTransaction”: the API’s basket pays its host platform fee to \w+…\w+; you chose \w+…\w+$/,
    );
    const [usdc, wsol] = asked.composition;
    expect(
      refusal(
        await check({
          ...asked,
          composition: [
            { ...usdc, weight: 20 },
            { ...wsol, weight: 80 },
          ],
        }),
      ),
    ).toMatch(/its composition gives USDC 20 %; you chose 50 %/);
    const drained = await hostile(intent, asked, creator, (ixs, field) =>
      field === 'restructureTransaction'
        ? [
            ...ixs,
            createApproveInstruction(
              getAssociatedTokenAddressSync(USDC, creator.publicKey),
              stranger,
              creator.publicKey,
              1n,
            ),
          ]
        : ixs,
    );
    expect(refusal(drained)).toMatch(/^“restructureTransaction”: it would let .* spend /);
  });

  it('an edit that sends the fees elsewhere, a withdraw that sells, a drained claim', async () => {
    const key = creator.publicKey.toBase58();
    const edit = COMMANDS.edit.request.parse({
      ...testing.createRequest(key),
      basket: basket().basket,
    });
    const feesAway = await hostile(bindIntent(editIntent), edit, creator, (ixs) =>
      ixs.map((ix) =>
        ix.keys.length === 4
          ? { ...ix, keys: ix.keys.map((k, i) => (i === 3 ? { ...k, pubkey: stranger } : k)) }
          : ix,
      ),
    );
    expect(refusal(feesAway)).toMatch(
      /the API’s edit sends the basket’s deposit fees to \w+…\w+ instead of/,
    );

    await testing.deposit(sandbox(), user, basket().basket, 10);
    const withdraw = COMMANDS.withdraw.request.parse({
      user: user.publicKey.toBase58(),
      basket: basket().basket,
      amount: 1,
    });
    const landedFirst = await testing.eventually(async () => {
      const reply = await testing.call(sandbox().apiUrl, '/baskets/withdraw', withdraw);
      return reply.body.success === true ? reply.body : undefined;
    });
    const sells = await hostile(bindIntent(withdrawIntent), withdraw, user, sellingInstead);
    expect(refusal(sells)).toBe(
      'it would sell your share of the basket’s tokens instead of keeping them for you to claim',
    );

    await testing.signAndSend(sandbox().connection, landedFirst.transaction, user);
    const claim = COMMANDS.claim.request.parse({
      user: user.publicKey.toBase58(),
      basket: String(landedFirst.withdrawAccount),
    });
    const drained = await hostile(bindIntent(claimIntent), claim, user, (ixs, field) =>
      field === 'claimTokensTx'
        ? [...ixs, createTransferInstruction(userUsdc(), stranger, user.publicKey, 1n)]
        : ixs,
    );
    expect(refusal(drained)).toMatch(
      /^“claimTokensTx”: it would move 1 base units of the tokens from your USDC account/,
    );
  });

  it('a look-alike USDC moved into the wallet is named as not the real USDC', async () => {
    const fake = Keypair.generate().publicKey;
    const withdraw = COMMANDS.withdraw.request.parse({
      user: user.publicKey.toBase58(),
      basket: basket().basket,
      amount: 0.5,
    });
    // The fake mint's own metadata calls it USDC (the reads answer so; e2e/hostile-api.spec.ts
    // makes such a mint on chain).
    const reads = {
      ...rpcIntentReads(sandbox().rpc),
      mintSymbol: async (mint: string) => (mint === fake.toBase58() ? 'USDC' : undefined),
    };
    const verdict = await hostile(
      bindIntent(withdrawIntent),
      withdraw,
      user,
      add(
        createTransferCheckedInstruction(
          stranger,
          fake,
          getAssociatedTokenAddressSync(fake, user.publicKey),
          user.publicKey,
          100_000_000n,
          6,
        ),
      ),
      reads,
    );
    expect(refusal(verdict)).toMatch(
      /^it would move 100 USDC · \w+…\w+ \(not the real USDC, which is EPjF…Dt1v\) from \w+…\w+ to your USDC · \w+…\w+ account/,
    );
  });
});
