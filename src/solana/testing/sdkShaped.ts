// Transactions shaped the way the real service's SDK builds them (@symmetry-hq/baskets-sdk 0.0.45,
// instructionsBuilder.ts): one Basket program instruction with its accounts in the IDL's order and
// Anchor's 8-byte discriminator, optional compute budget first, fee payer = the user, legacy.
// No top-level instruction creates the new accounts: the program does, inside.
import { Buffer } from 'buffer';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { BASKETS_DISCRIMINATORS } from '../basketsInstructions';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_METADATA_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../programs';

const program = new PublicKey(BASKETS_PROGRAM_ID);
const key = (s: string) => new PublicKey(s);
const pda = (seed: string, seedKey: PublicKey) =>
  PublicKey.findProgramAddressSync([Buffer.from(seed), seedKey.toBuffer()], program)[0];

function discriminator(name: keyof typeof BASKETS_DISCRIMINATORS): Buffer {
  return Buffer.from(BASKETS_DISCRIMINATORS[name], 'hex');
}

function legacy(
  payer: PublicKey,
  blockhash: string,
  instructions: TransactionInstruction[],
  computeBudget: boolean,
): VersionedTransaction {
  const budget = computeBudget
    ? [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 1_000_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 15_000 }),
      ]
    : [];
  return new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [...budget, ...instructions],
    }).compileToLegacyMessage(),
  );
}

export interface SdkCreate {
  tx: VersionedTransaction;
  basket: string;
  mint: string;
  metadata: string;
}

/** The create instruction: manager, tokenList, fundState, pdaAccount, fundToken, …, seedPubkey. */
export function sdkCreateTransaction(
  manager: PublicKey,
  blockhash: string,
  opts: { computeBudget?: boolean } = {},
): SdkCreate {
  const seed = Keypair.generate().publicKey;
  const basket = pda('basket', seed);
  const mint = pda('mint', seed);
  const metadataProgram = key(TOKEN_METADATA_PROGRAM_ID);
  const [metadata] = PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), metadataProgram.toBuffer(), mint.toBuffer()],
    metadataProgram,
  );
  const w = (pubkey: PublicKey, isWritable = true, isSigner = false) => ({
    pubkey,
    isWritable,
    isSigner,
  });
  const ix = new TransactionInstruction({
    programId: program,
    keys: [
      w(manager, true, true),
      w(key('3SnUughtueoVrhevXTLMf586qvKNNXggNsc7NgoMUU1t')),
      w(basket),
      w(key(BASKETS_PROGRAM_PDA)),
      w(mint),
      w(key('AWfpfzA6FYbqx4JLz75PDgsjH7jtBnnmJ6MXW5zNY2Ei')),
      w(metadata),
      w(metadataProgram, false),
      w(SystemProgram.programId, false),
      w(key(TOKEN_PROGRAM_ID), false),
      w(SYSVAR_RENT_PUBKEY, false),
      w(Keypair.generate().publicKey, false),
      w(manager, false),
      w(seed, false),
    ],
    data: Buffer.concat([discriminator('createBasket'), Buffer.alloc(64, 1)]),
  });
  return {
    tx: legacy(manager, blockhash, [ix], opts.computeBudget ?? true),
    basket: basket.toBase58(),
    mint: mint.toBase58(),
    metadata: metadata.toBase58(),
  };
}

/** The withdraw (sellFund) instruction: seller, fundState, pdaAccount, newFundState, …, seedPubkey. */
export function sdkSellTransaction(
  seller: PublicKey,
  basket: PublicKey,
  basketMint: PublicKey,
  blockhash: string,
): { tx: VersionedTransaction; sellState: string } {
  const seed = Keypair.generate().publicKey;
  const sellState = pda('sell', seed);
  const ix = new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: seller, isSigner: true, isWritable: true },
      { pubkey: basket, isSigner: false, isWritable: true },
      { pubkey: key(BASKETS_PROGRAM_PDA), isSigner: false, isWritable: true },
      { pubkey: sellState, isSigner: false, isWritable: true },
      { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true },
      { pubkey: basketMint, isSigner: false, isWritable: true },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: key(TOKEN_PROGRAM_ID), isSigner: false, isWritable: false },
      { pubkey: SYSVAR_RENT_PUBKEY, isSigner: false, isWritable: false },
      { pubkey: seed, isSigner: false, isWritable: false },
    ],
    data: Buffer.concat([discriminator('sellFund'), Buffer.alloc(16, 2)]),
  });
  return { tx: legacy(seller, blockhash, [ix], true), sellState: sellState.toBase58() };
}

/** The deposit (buyFund) instruction: buyer, fundState, fundToken, …, buyState (11), …. */
export function sdkBuyTransaction(
  buyer: PublicKey,
  basket: PublicKey,
  basketMint: PublicKey,
  blockhash: string,
): VersionedTransaction {
  const seed = Keypair.generate().publicKey;
  const others = Array.from({ length: 8 }, () => Keypair.generate().publicKey);
  const ix = new TransactionInstruction({
    programId: program,
    keys: [
      buyer,
      basket,
      basketMint,
      ...others,
      pda('buy', seed),
      SystemProgram.programId,
      key(TOKEN_PROGRAM_ID),
      SYSVAR_RENT_PUBKEY,
      Keypair.generate().publicKey,
      seed,
    ].map((pubkey, i) => ({ pubkey, isSigner: i === 0, isWritable: i < 12 })),
    data: Buffer.concat([discriminator('buyFund'), Buffer.alloc(8, 3)]),
  });
  return legacy(buyer, blockhash, [ix], false);
}
