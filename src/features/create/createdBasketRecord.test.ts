import { createInitializeMint2Instruction, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../flow';
import { BLOCKHASH, bytesToBase64, keypair } from '../../solana/testing/transactions';
import { createdBasketRecord } from './createdBasketRecord';

const creator = keypair(9).publicKey;
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

async function createTx() {
  const basket = await PublicKey.createWithSeed(creator, 'bk', SystemProgram.programId);
  const mint = await PublicKey.createWithSeed(creator, 'mt', TOKEN_2022_PROGRAM_ID);
  const tx = new Transaction({ feePayer: creator, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.createAccountWithSeed({
      fromPubkey: creator,
      newAccountPubkey: basket,
      basePubkey: creator,
      seed: 'bk',
      lamports: 1,
      space: 0,
      programId: SystemProgram.programId,
    }),
    SystemProgram.createAccountWithSeed({
      fromPubkey: creator,
      newAccountPubkey: mint,
      basePubkey: creator,
      seed: 'mt',
      lamports: 1,
      space: 82,
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint, 6, creator, null, TOKEN_2022_PROGRAM_ID),
  );
  const base64 = bytesToBase64(
    tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
  );
  return { basket: basket.toBase58(), mint: mint.toBase58(), base64 };
}

const request = {
  symbol: 'REC1',
  name: 'Record basket',
  uri: '',
  hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
  hostPlatformFees: 10,
  creator: creator.toBase58(),
  depositFee: 50,
  type: 0,
  rebalanceInterval: 3600,
  rebalanceThreshold: 300,
  slippage: 100,
  lpOffsetThreshold: 0,
  disableRebalance: 0,
  disableLp: 1,
  composition: [{ token: USDC, weight: 100 }],
};

function flow(tx: string, status: Flow['steps'][number]['status']): Flow {
  return {
    id: 'f1',
    op: 'create',
    title: 'Create basket REC1',
    cluster: 'http://127.0.0.1:8899',
    apiBase: 'http://127.0.0.1:8787',
    wallet: creator.toBase58(),
    request,
    createdAt: 1,
    updatedAt: 1,
    steps: [
      { key: 'create', label: 'Create the basket', kind: 'tx', tx, status, signature: 'sig1' },
      { key: 'composition', label: 'Set up the composition', kind: 'tx', status: 'pending' },
      { key: 'restructure', label: 'Activate the basket', kind: 'tx', status: 'pending' },
    ],
  } as Flow;
}

describe('createdBasketRecord', () => {
  it('records the basket once its first transaction is confirmed, with the request’s settings', async () => {
    const { basket, mint, base64 } = await createTx();
    expect(createdBasketRecord(flow(base64, 'confirming'))).toBeUndefined();
    expect(createdBasketRecord(flow(base64, 'confirmed'))).toEqual({
      address: basket,
      mint,
      relation: 'created',
      creator: creator.toBase58(),
      symbol: 'REC1',
      name: 'Record basket',
      uri: '',
      settings: {
        type: 0,
        depositFee: 50,
        rebalanceInterval: 3600,
        rebalanceThreshold: 300,
        slippage: 100,
        lpOffsetThreshold: 0,
        disableRebalance: 0,
        disableLp: 1,
        composition: [{ token: USDC, weight: 100 }],
      },
      createSignature: 'sig1',
    });
  });

  it('ignores other operations', async () => {
    const { base64 } = await createTx();
    expect(createdBasketRecord({ ...flow(base64, 'confirmed'), op: 'edit' })).toBeUndefined();
  });
});
