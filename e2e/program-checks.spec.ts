// The Basket program checks what it is given (issue 23 item 1): a deposit transaction as the
// service built it, but with two accounts of its buyFund instruction swapped, fails on chain with
// the program's error at that instruction and moves nothing but the fee — sent as a script sends
// it (no preflight), and through the app, whose review simulates it and names the program's error.
import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction, type Keypair } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../src/solana/programs';
import { programError } from '../src/solana/basketsProgram/programErrors';
import { expect, test } from './fixtures';
import { USDC } from './support/chain';
import { confirmReview, goOnDespiteFailedSimulation } from './support/ui';

/** IDL positions in buyFund of the basket state and the basket token's mint (the ones swapped). */
const FUND_STATE = 1;
const FUND_TOKEN = 2;

/** The service's deposit transaction for `user`, unsigned, as the API answers it. */
async function depositTransaction(apiUrl: string, user: string, basket: string, amount: number) {
  const response = await fetch(`${apiUrl}/baskets/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, basket, amount }),
  });
  const json = (await response.json()) as { success: boolean; transaction?: string };
  if (!json.success || !json.transaction) throw new Error(`deposit refused: ${JSON.stringify(json)}`);
  return VersionedTransaction.deserialize(Buffer.from(json.transaction, 'base64'));
}

/**
 * The same transaction with buyFund's basket state and mint swapped, rebuilt (legacy, the same
 * fee payer and blockhash); returns it and buyFund's index among its instructions.
 */
function withSwappedAccounts(tx: VersionedTransaction) {
  const message = TransactionMessage.decompile(tx.message);
  const index = message.instructions.findIndex((ix) => ix.programId.toBase58() === BASKETS_PROGRAM_ID);
  const buyFund = message.instructions[index];
  if (!buyFund) throw new Error('the deposit carries no Basket program instruction');
  const keys = [...buyFund.keys];
  const [state, mint] = [keys[FUND_STATE], keys[FUND_TOKEN]];
  if (!state || !mint) throw new Error('buyFund names too few accounts');
  keys[FUND_STATE] = mint;
  keys[FUND_TOKEN] = state;
  message.instructions[index] = new TransactionInstruction({
    programId: buyFund.programId,
    keys,
    data: buyFund.data,
  });
  return { tx: new VersionedTransaction(message.compileToLegacyMessage()), index };
}

const signed = (tx: VersionedTransaction, signer: Keypair) => {
  tx.sign([signer]);
  return tx;
};

test('a deposit with swapped accounts fails with the program’s error; only the fee moves', async ({ chain, sandbox, wallet, given }) => {
  const basket = await given.demoBasket({ funded: true });
  const rpc = chain.connection;
  const original = await depositTransaction(sandbox.apiUrl, wallet.address, basket.address, 5);
  const { tx, index } = withSwappedAccounts(original);
  const usdcBefore = await chain.balance(USDC);
  const lamportsBefore = await rpc.getBalance(new PublicKey(wallet.address), 'confirmed');
  const stateBefore = await rpc.getAccountInfo(new PublicKey(basket.address), 'confirmed');

  // Sent as a script sends it, without preflight: it lands, and fails there.
  const signature = await rpc.sendRawTransaction(signed(tx, wallet.keypair).serialize(), {
    skipPreflight: true,
  });
  await expect.poll(async () => (await rpc.getSignatureStatus(signature)).value?.confirmationStatus).toBe('confirmed');
  const landed = await rpc.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  // The basket state's position holds a mint, which SPL Token owns: Anchor's owner check.
  const refusal = programError('AccountOwnedByWrongProgram');
  expect(landed?.meta?.err).toEqual({ InstructionError: [index, { Custom: refusal.code }] });
  expect(landed?.meta?.logMessages?.join('\n')).toContain(`Error Code: ${refusal.name}. Error Number: ${refusal.code}.`);

  // Nothing moved: the USDC is still the wallet's, the basket's state is as it was, and the SOL
  // spent is the fee alone.
  expect(landed?.meta?.postTokenBalances).toEqual(landed?.meta?.preTokenBalances);
  expect(await chain.balance(USDC)).toBe(usdcBefore);
  const stateAfter = await rpc.getAccountInfo(new PublicKey(basket.address), 'confirmed');
  expect(Buffer.from(stateAfter?.data ?? []).equals(Buffer.from(stateBefore?.data ?? []))).toBe(true);
  const lamportsAfter = await rpc.getBalance(new PublicKey(wallet.address), 'confirmed');
  expect(lamportsBefore - lamportsAfter).toBe(landed?.meta?.fee);

  // The same transaction as built is fine: the failure is the swap's.
  const simulation = await rpc.simulateTransaction(original, { sigVerify: false });
  expect(simulation.value.err).toBeNull();
});

test('a review of swapped accounts names the program’s error, and nothing is moved', async ({ app, page, chain, sandbox, given }) => {
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
  const refusal = programError('AccountOwnedByWrongProgram');
  const words = `The Basket program refused instruction`;
  await expect(page.getByText('Simulation failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`${words} \\d+: .*\\(${refusal.name}, error ${refusal.code}\\)`))).toBeVisible();

  // Signed anyway, once the user has read why: the network's preflight refuses it with the same
  // error; nothing lands.
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeDisabled();
  await goOnDespiteFailedSimulation(page);
  await confirmReview(page);
  await expect(page.getByText(new RegExp(`${refusal.name}, error ${refusal.code}`)).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await chain.balance(USDC)).toBe(usdcBefore);
});
