// The /sandbox helpers: faucet balances and blockhash expiry for fault tests. (Hand-made Basket
// program instructions fail on chain with the program's errors: ../program/emulator/*.test.ts.)
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { beforeAll, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import * as testing from './testing';

const sandbox = testing.sandboxForFile();
let demo = '';
beforeAll(async () => {
  demo = (await testing.demoBasket(sandbox())).address;
});

it('the faucet funds SOL and every test token in one real transaction', async () => {
  const wallet = Keypair.generate().publicKey;
  const reply = await testing.call(sandbox().apiUrl, '/sandbox/faucet', {
    address: wallet.toBase58(),
  });
  expect(reply.status).toBe(200);
  const funded = reply.body.funded as { mint: string; symbol: string; amount: number }[];
  expect(funded.map((f) => f.symbol)).toEqual(['SOL', ...KNOWN_TOKENS.map((t) => t.symbol)]);
  const status = await sandbox().connection.getSignatureStatus(reply.body.signature as string);
  expect(status.value?.err).toBeNull();
  expect(await sandbox().connection.getBalance(wallet)).toBe(10 * LAMPORTS_PER_SOL);
  for (const token of KNOWN_TOKENS) {
    const account = getAssociatedTokenAddressSync(new PublicKey(token.mint), wallet);
    const want = funded.find((f) => f.mint === token.mint)?.amount ?? 0;
    expect(await testing.tokenAmount(sandbox().connection, account)).toBe(
      BigInt(want) * 10n ** BigInt(token.decimals),
    );
  }
  // Asking twice in the same block is a second transaction, not a duplicate.
  const again = await testing.call(sandbox().apiUrl, '/sandbox/faucet', {
    address: wallet.toBase58(),
  });
  expect(again.status).toBe(200);
  expect(again.body.signature).not.toBe(reply.body.signature);
});

it('expire-blockhashes makes returned transactions expire; a fresh request lands', async () => {
  const user = Keypair.generate();
  await testing.call(sandbox().apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
  const body = { user: user.publicKey.toBase58(), basket: demo, amount: 1 };
  const stale = await testing.command(sandbox().apiUrl, 'deposit', body);
  const expired = await testing.call(sandbox().apiUrl, '/sandbox/expire-blockhashes', {});
  expect(expired.status).toBe(200);
  await expect(testing.signAndSend(sandbox().connection, stale.transaction, user)).rejects.toThrow(
    /Blockhash not found/i,
  );
  const fresh = await testing.command(sandbox().apiUrl, 'deposit', body);
  await testing.signAndSend(sandbox().connection, fresh.transaction, user);
  const deposits = await testing.call(
    sandbox().apiUrl,
    `/sandbox/deposits?user=${user.publicKey.toBase58()}`,
  );
  expect(deposits.body.deposits).toHaveLength(1);
});
