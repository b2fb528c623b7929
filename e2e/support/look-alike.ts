// A look-alike token on the sandbox: a Token-2022 mint whose own metadata gives it a known token's
// symbol (a fake "USDC"), made with the test's key — what a hostile answer or an airdrop would show.
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  getMintLen,
} from '@solana/spl-token';
import { createInitializeInstruction, pack } from '@solana/spl-token-metadata';
import { Keypair, SystemProgram, Transaction, type PublicKey } from '@solana/web3.js';
import { connection } from './chain';
import { sendUntilConfirmed } from './direct';

/** Makes a mint calling itself `symbol` (6 decimals, `payer` its authority); resolves with it. */
export async function makeLookAlike(rpcUrl: string, payer: Keypair, symbol: string): Promise<PublicKey> {
  const mint = Keypair.generate();
  const fields = { name: `${symbol} Coin`, symbol, uri: '' };
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const metadataLen = 4 + pack({ ...fields, mint: mint.publicKey, updateAuthority: payer.publicKey, additionalMetadata: [] }).length;
  const rpc = connection(rpcUrl);
  const tx = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      space: mintLen,
      lamports: await rpc.getMinimumBalanceForRentExemption(mintLen + metadataLen),
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeMetadataPointerInstruction(mint.publicKey, payer.publicKey, mint.publicKey, TOKEN_2022_PROGRAM_ID),
    createInitializeMintInstruction(mint.publicKey, 6, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
    createInitializeInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      metadata: mint.publicKey,
      updateAuthority: payer.publicKey,
      mint: mint.publicKey,
      mintAuthority: payer.publicKey,
      ...fields,
    }),
  );
  const { blockhash } = await rpc.getLatestBlockhash();
  tx.recentBlockhash = blockhash;
  tx.feePayer = payer.publicKey;
  tx.sign(payer, mint);
  await sendUntilConfirmed(rpc, tx.serialize(), blockhash);
  return mint.publicKey;
}
