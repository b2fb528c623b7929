// The Basket program checks what it is given (issue 23 item 1, issue 46 item 4): transactions as
// the service built them, each changed in one way — two accounts of buyFund swapped, the buyer not
// the signer, another token's oracle for a single-asset mint, an amount over the wallet's balance —
// fail on chain with the error the program (or the token program it calls) raises at that
// instruction, and move nothing but the fee; sent as a script sends it (no preflight). Through the
// app the swapped one is stopped before any review. The expected codes
// come from outside the app: Anchor 0.29's own `LangErrorCode` and the IDL's `errors`
// (sandbox/program/fixtures/baskets-idl.json), never from the app's table the sandbox shares.
import { readFileSync } from 'node:fs';
import { LangErrorCode, LangErrorMessage } from '@coral-xyz/anchor';
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../src/solana/programs';
import { expect, test } from './fixtures';
import { JUP, USDC } from './support/chain';
import { expectRefusedThenBack } from './support/api-refusal';

interface Expected {
  code: number;
  /** What the program logs: Anchor's "Error Code: <name>. Error Number: <code>." or the token program's words. */
  log: string;
}

/** An error of Anchor itself, by Anchor's own table. */
function anchorError(name: keyof typeof LangErrorCode): Expected & { name: string } {
  const code = LangErrorCode[name];
  if (!LangErrorMessage.has(code)) throw new Error(`Anchor has no message for ${name}`);
  return { code, name, log: `Error Code: ${name}. Error Number: ${code}.` };
}

/** An error of the Basket program itself, by the IDL's `errors`. */
function idlError(name: string): Expected {
  const idl = JSON.parse(readFileSync(new URL('../sandbox/program/fixtures/baskets-idl.json', import.meta.url), 'utf8')) as {
    errors: { code: number; name: string }[];
  };
  const found = idl.errors.find((e) => e.name === name);
  if (!found) throw new Error(`the IDL has no error ${name}`);
  return { code: found.code, log: `Error Code: ${name}. Error Number: ${found.code}.` };
}

/**
 * SPL Token's `TokenError::InsufficientFunds` (token/program/src/error.rs: the second variant, 1),
 * raised in the transfer the program makes and reported at the program's instruction, with the
 * token program's own log line.
 */
const TOKEN_INSUFFICIENT_FUNDS: Expected = { code: 1, log: 'Error: insufficient funds' };

/** IDL positions in buyFund of the buyer, the basket state and the basket token's mint. */
const BUYER = 0;
const FUND_STATE = 1;
const FUND_TOKEN = 2;
/** IDL positions in singleTokenDeposit of the deposited token's oracle and SOL's. */
const ORACLE = 10;
const ORACLE_SOL = 11;

/** The service's transaction for a command, unsigned, as the API answers it. */
async function commandTransaction(apiUrl: string, command: 'deposit' | 'mint', body: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}/baskets/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; transaction?: string };
  if (!json.success || !json.transaction) throw new Error(`${command} refused: ${JSON.stringify(json)}`);
  return VersionedTransaction.deserialize(Buffer.from(json.transaction, 'base64'));
}

const depositTransaction = (apiUrl: string, user: string, basket: string, amount: number) =>
  commandTransaction(apiUrl, 'deposit', { user, basket, amount });

type Change = (keys: TransactionInstruction['keys'], data: Buffer) => void;

/**
 * The same transaction with its Basket program instruction's accounts or data changed, rebuilt
 * (legacy, the same fee payer and blockhash); returns it and that instruction's index.
 */
function changed(tx: VersionedTransaction, change: Change) {
  const message = TransactionMessage.decompile(tx.message);
  const index = message.instructions.findIndex((ix) => ix.programId.toBase58() === BASKETS_PROGRAM_ID);
  const instruction = message.instructions[index];
  if (!instruction) throw new Error('the transaction carries no Basket program instruction');
  const keys = instruction.keys.map((k) => ({ ...k }));
  const data = Buffer.from(instruction.data);
  change(keys, data);
  message.instructions[index] = new TransactionInstruction({ programId: instruction.programId, keys, data });
  return { tx: new VersionedTransaction(message.compileToLegacyMessage()), index };
}

function swap(keys: TransactionInstruction['keys'], i: number, j: number) {
  const [a, b] = [keys[i], keys[j]];
  if (!a || !b) throw new Error('the instruction names too few accounts');
  keys[i] = b;
  keys[j] = a;
}

const withSwappedAccounts = (tx: VersionedTransaction) => changed(tx, (keys) => swap(keys, FUND_STATE, FUND_TOKEN));

interface WrongCase {
  kind: string;
  command: 'deposit' | 'mint';
  body: (wallet: string, basket: string) => Record<string, unknown>;
  change: (wallet: string, usdcHeld: bigint) => Change;
  expected: () => Expected;
}

const CASES: WrongCase[] = [
  {
    // The basket state's position holds a mint, which SPL Token owns: Anchor's owner check.
    kind: 'two accounts swapped',
    command: 'deposit',
    body: (user, basket) => ({ user, basket, amount: 5 }),
    change: () => (keys) => swap(keys, FUND_STATE, FUND_TOKEN),
    expected: () => anchorError('AccountOwnedByWrongProgram'),
  },
  {
    // The buyer named is a key that did not sign (the wallet still pays the fee).
    kind: 'a missing signer',
    command: 'deposit',
    body: (user, basket) => ({ user, basket, amount: 5 }),
    change: () => (keys) => {
      keys[BUYER] = { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true };
    },
    expected: () => anchorError('AccountNotSigner'),
  },
  {
    // A single-asset mint of JUP priced by SOL's oracle.
    kind: 'a wrong oracle',
    command: 'mint',
    body: (user, basket) => ({ user, basket, tokenMint: JUP, amount: 1 }),
    change: () => (keys) => {
      const sol = keys[ORACLE_SOL];
      if (!sol) throw new Error('singleTokenDeposit names too few accounts');
      keys[ORACLE] = { ...sol };
    },
    expected: () => idlError('IncorrectOracleAccount'),
  },
  {
    // buyFund's argument (IDL: amount, u64, after the 8-byte discriminator) one unit over the
    // wallet's USDC: the transfer into the basket fails.
    kind: 'an amount over the balance',
    command: 'deposit',
    body: (user, basket) => ({ user, basket, amount: 5 }),
    change: (_wallet, usdcHeld) => (_keys, data) => {
      if (data.readBigUInt64LE(8) !== 5_000_000n) throw new Error("buyFund's amount is not where the IDL puts it");
      data.writeBigUInt64LE(usdcHeld + 1n, 8);
    },
    expected: () => TOKEN_INSUFFICIENT_FUNDS,
  },
];

for (const wrong of CASES) {
  test(`a ${wrong.command} with ${wrong.kind} fails with its error; only the fee moves`, async ({ chain, sandbox, wallet, given }) => {
    const basket = await given.demoBasket({ funded: true });
    const rpc = chain.connection;
    const usdcBefore = await chain.balance(USDC);
    const jupBefore = await chain.balance(JUP);
    const original = await commandTransaction(sandbox.apiUrl, wrong.command, wrong.body(wallet.address, basket.address));
    const { tx, index } = changed(original, wrong.change(wallet.address, usdcBefore));
    const lamportsBefore = await rpc.getBalance(new PublicKey(wallet.address), 'confirmed');
    const stateBefore = await rpc.getAccountInfo(new PublicKey(basket.address), 'confirmed');

    // Sent as a script sends it, without preflight: it lands, and fails there.
    tx.sign([wallet.keypair]);
    const signature = await rpc.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    await expect.poll(async () => (await rpc.getSignatureStatus(signature)).value?.confirmationStatus).toBe('confirmed');
    const landed = await rpc.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const expected = wrong.expected();
    expect(landed?.meta?.err).toEqual({ InstructionError: [index, { Custom: expected.code }] });
    expect(landed?.meta?.logMessages?.join('\n')).toContain(expected.log);

    // Nothing moved: the tokens are still the wallet's, the basket's state is as it was, and the
    // SOL spent is the fee alone.
    expect(landed?.meta?.postTokenBalances).toEqual(landed?.meta?.preTokenBalances);
    expect(await chain.balance(USDC)).toBe(usdcBefore);
    expect(await chain.balance(JUP)).toBe(jupBefore);
    const stateAfter = await rpc.getAccountInfo(new PublicKey(basket.address), 'confirmed');
    expect(Buffer.from(stateAfter?.data ?? []).equals(Buffer.from(stateBefore?.data ?? []))).toBe(true);
    const lamportsAfter = await rpc.getBalance(new PublicKey(wallet.address), 'confirmed');
    expect(lamportsBefore - lamportsAfter).toBe(landed?.meta?.fee);

    // The same transaction as built is fine: the failure is the change's.
    const simulation = await rpc.simulateTransaction(original, { sigVerify: false });
    expect(simulation.value.err).toBeNull();
  });
}

// Through the app the swap never reaches the program: the intent check (docs/flow-engine.md rule 12)
// stops the answer before the review, naming the basket it would deposit into. The program's own
// refusal above is what protects a client without that check.
test('through the app, swapped accounts are stopped before the review', async ({ app, page, chain, sandbox, wallet, given }) => {
  const basket = await given.demoBasket({ funded: true });
  // Fault injection: the service's own answer, with buyFund's two accounts swapped.
  await page.route('**/baskets/deposit', async (route) => {
    const body = route.request().postDataJSON() as { user: string; basket: string; amount: number };
    const original = await depositTransaction(sandbox.apiUrl, body.user, body.basket, body.amount);
    const { tx } = withSwappedAccounts(original);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        success: true,
        transaction: Buffer.from(tx.serialize()).toString('base64'),
      }),
    });
  });
  const usdcBefore = await chain.balance(USDC);

  await app.gotoConnected(`/deposit?basket=${basket.address}`);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('5');
  await page.getByRole('button', { name: 'Review' }).click();
  const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;
  const stopped = page
    .getByRole('alert')
    .filter({ hasText: `the API’s deposit goes to basket ${short(basket.mint)}; you chose ${short(basket.address)}` });
  await expect(stopped).toContainText('Nothing was signed or sent', { timeout: 30_000 });
  await expectRefusedThenBack(page, wallet, stopped);
  expect(await chain.balance(USDC)).toBe(usdcBefore);
});
