// The test wallet found and connected through the Wallet Standard protocol as any app would: its
// registration, the key the test process holds, silent reconnects, account switches, and which
// features it offers for the capabilities a spec chose.
import { Keypair } from '@solana/web3.js';
import { TEST_WALLET_NAME } from './fixtures';
import { expect, test } from './fixtures/wallet-session';

test('registers through the Wallet Standard events with every feature and chain', async ({ session }) => {
  const info = await session.open();
  expect(info.name).toBe(TEST_WALLET_NAME);
  expect(info.chains.sort()).toEqual(['solana:devnet', 'solana:localnet', 'solana:mainnet']);
  expect(info.features.sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ]);
});

test('connects with the key held by the test process', async ({ session, wallet }) => {
  await session.open();
  expect(await session.connect()).toBe(wallet.address);
  expect(wallet.calls.connect).toBe(1);
  expect(wallet.connected).toBe(true);
});

test('reconnects silently after a reload and reports account switches', async ({ session, page, wallet }) => {
  await session.openConnected();
  await page.reload();
  await session.discover();
  wallet.setMode('reject'); // a trusted site reconnects without a prompt
  const silent = await session.call('standard:connect', 'connect', { silent: true });
  expect(silent).toMatchObject({ ok: true, value: { accounts: [{ address: wallet.address }] } });

  await page.evaluate(() => {
    const w = (window as unknown as { testWallet: any }).testWallet; // eslint-disable-line @typescript-eslint/no-explicit-any
    (window as unknown as { changes: string[][] }).changes = [];
    w.features['standard:events'].on('change', (p: { accounts: { address: string }[] }) =>
      (window as unknown as { changes: string[][] }).changes.push(p.accounts.map((a) => a.address)),
    );
  });
  const next = Keypair.generate();
  await wallet.switchAccount(next);
  await wallet.disconnectFromWallet();
  expect(await page.evaluate(() => (window as unknown as { changes: string[][] }).changes)).toEqual([[next.publicKey.toBase58()], []]);
});

test('a fresh page does not connect silently before the user approves', async ({ session, wallet }) => {
  await session.open();
  const silent = await session.call('standard:connect', 'connect', { silent: true });
  expect(silent).toMatchObject({ ok: true, value: { accounts: [] } });
  expect(wallet.connected).toBe(false);
});

test.describe('a wallet without signAndSendTransaction', () => {
  test.use({ walletFeatures: { signAndSend: false } });

  test('offers it neither as a wallet feature nor as an account feature', async ({ session }) => {
    const info = await session.open();
    expect(info.features).not.toContain('solana:signAndSendTransaction');
    expect(info.features).toContain('solana:signTransaction');
    await session.connect();
    expect(await session.accountFeatures()).toEqual(['solana:signMessage', 'solana:signTransaction']);
  });
});

test.describe('solana:signAndSendAllTransactions', () => {
  test.use({ walletFeatures: { signAndSendAll: true } });

  test('is offered on request, as a wallet and an account feature', async ({ session }) => {
    const info = await session.open();
    expect(info.features).toContain('solana:signAndSendAllTransactions');
    await session.connect();
    expect(await session.accountFeatures()).toContain('solana:signAndSendAllTransactions');
  });
});
