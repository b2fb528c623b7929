import { createInitializeMint2Instruction, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { BLOCKHASH, bytesToBase64, keypair } from '../../solana/testing/transactions';
import { findCreatedBasket } from './findCreatedBasket';
import { buildMetadataDocument, imageUrlProblem, metadataFileName } from './metadataDocument';

const creator = keypair(7).publicKey;

async function seeded(seed: string, owner: PublicKey) {
  return PublicKey.createWithSeed(creator, seed, owner);
}

function serialize(tx: Transaction): string {
  return bytesToBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

describe('findCreatedBasket', () => {
  it('takes the mint from its initialize instruction and the basket from the other created account', async () => {
    const basket = await seeded('bk1', SystemProgram.programId);
    const mint = await seeded('mt1', TOKEN_2022_PROGRAM_ID);
    // The mint is created first here: the answer must not depend on the order.
    const tx = new Transaction({ feePayer: creator, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.createAccountWithSeed({
        fromPubkey: creator,
        newAccountPubkey: mint,
        basePubkey: creator,
        seed: 'mt1',
        lamports: 1,
        space: 82,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      SystemProgram.createAccountWithSeed({
        fromPubkey: creator,
        newAccountPubkey: basket,
        basePubkey: creator,
        seed: 'bk1',
        lamports: 1,
        space: 0,
        programId: SystemProgram.programId,
      }),
      createInitializeMint2Instruction(mint, 6, creator, null, TOKEN_2022_PROGRAM_ID),
    );
    expect(findCreatedBasket(serialize(tx))).toEqual({
      address: basket.toBase58(),
      mint: mint.toBase58(),
    });
  });

  it('returns undefined when the transaction creates nothing', () => {
    const tx = new Transaction({ feePayer: creator, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: creator, toPubkey: keypair(8).publicKey, lamports: 5 }),
    );
    expect(findCreatedBasket(serialize(tx))).toBeUndefined();
  });
});

describe('metadata document', () => {
  it('holds name, symbol and only the optional fields that were filled in', () => {
    expect(
      buildMetadataDocument({ name: ' My Basket ', symbol: 'MYB', description: '', image: '' }),
    ).toEqual({ name: 'My Basket', symbol: 'MYB' });
    expect(
      buildMetadataDocument({
        name: 'My Basket',
        symbol: 'MYB',
        description: 'Five DeFi tokens',
        image: 'https://example.com/myb.png',
      }),
    ).toEqual({
      name: 'My Basket',
      symbol: 'MYB',
      description: 'Five DeFi tokens',
      image: 'https://example.com/myb.png',
    });
  });

  it('names the file after the symbol and checks the image address', () => {
    expect(metadataFileName('DeFi5')).toBe('defi5-metadata.json');
    expect(metadataFileName('')).toBe('basket-metadata.json');
    expect(imageUrlProblem('')).toBeNull();
    expect(imageUrlProblem('https://example.com/a.png')).toBeNull();
    expect(imageUrlProblem('logo.png')).toMatch(/full address/);
    expect(imageUrlProblem('ftp://example.com/a.png')).toMatch(/full address/);
  });
});
