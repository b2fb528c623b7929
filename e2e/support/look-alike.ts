// A look-alike token on the sandbox: a Token-2022 mint whose own metadata gives it a known token's
// symbol (a fake "USDC"), made with the test's key — what a hostile answer or an airdrop would show.
import { Keypair, type PublicKey } from '@solana/web3.js';
import { metadataMintTransaction } from '../../sandbox/chain/token2022Testing';
import { connection } from './chain';
import { sendUntilConfirmed } from './direct';

/**
 * Makes a mint calling itself `symbol` ("<symbol> Coin", 6 decimals, `payer` its authority) and,
 * with `minted`, that many base units of it in the payer's account; resolves with the mint.
 */
export async function makeLookAlike(rpcUrl: string, payer: Keypair, symbol: string, { minted = 0n } = {}): Promise<PublicKey> {
  const mint = Keypair.generate();
  const rpc = connection(rpcUrl);
  const tx = await metadataMintTransaction(rpc, {
    payer: payer.publicKey,
    mint: mint.publicKey,
    ...(minted > 0n ? { holder: payer.publicKey, amount: minted } : {}),
    name: `${symbol} Coin`,
    symbol,
  });
  const { blockhash } = await rpc.getLatestBlockhash();
  tx.recentBlockhash = blockhash;
  tx.feePayer = payer.publicKey;
  tx.sign(payer, mint);
  await sendUntilConfirmed(rpc, tx.serialize(), blockhash);
  return mint.publicKey;
}
