import type { Connection } from '@solana/web3.js';

/**
 * Polls until the faucet's transaction is confirmed, so the balances read afterwards include it.
 * (The faucet transaction is the sandbox's own; the app does not sign or send it.)
 */
export async function waitForSignature(
  connection: Connection,
  signature: string,
  { attempts = 60, intervalMs = 500 } = {},
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.err)
      throw new Error(`The faucet transaction failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('The faucet transaction was not confirmed in time; the balances may lag behind.');
}
