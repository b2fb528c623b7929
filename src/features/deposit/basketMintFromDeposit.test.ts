import { Buffer } from 'buffer';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeTransaction } from '../../solana/decode';
import { inspectTransaction } from '../../solana/inspect';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { USDC_MINT } from '../../solana/tokens';
import { BLOCKHASH, bytesToBase64, keypair } from '../../solana/testing/transactions';
import { isMintAccount, mintCandidates, pickBasketMint } from './basketMintFromDeposit';

const mintData = (size = 82) => {
  const data = new Uint8Array(size);
  data[45] = 1; // is_initialized
  return data;
};

describe('basket mint from a deposit transaction', () => {
  it('offers the transaction’s accounts except signers, programs and USDC', () => {
    const user = keypair(1).publicKey;
    const basketMint = keypair(5).publicKey;
    const vault = keypair(6).publicKey;
    const tx = new Transaction({ feePayer: user, recentBlockhash: BLOCKHASH }).add(
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [
          { pubkey: user, isSigner: true, isWritable: true },
          { pubkey: new PublicKey(USDC_MINT), isSigner: false, isWritable: false },
          { pubkey: vault, isSigner: false, isWritable: true },
          { pubkey: basketMint, isSigner: false, isWritable: true },
        ],
        data: Buffer.alloc(0),
      }),
      SystemProgram.transfer({ fromPubkey: user, toPubkey: vault, lamports: 1 }),
    );
    const base64 = bytesToBase64(
      tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
    );
    const candidates = mintCandidates(inspectTransaction(decodeTransaction(base64)));
    expect(candidates.sort()).toEqual([vault.toBase58(), basketMint.toBase58()].sort());
  });

  it('recognises SPL and Token-2022 mints, not token accounts or other programs’ data', () => {
    expect(isMintAccount(TOKEN_PROGRAM_ID, mintData())).toBe(true);
    expect(isMintAccount(TOKEN_PROGRAM_ID, new Uint8Array(82))).toBe(false); // not initialized
    expect(isMintAccount(TOKEN_PROGRAM_ID, mintData(165))).toBe(false); // a token account
    const extended = mintData(300);
    extended[165] = 1; // Token-2022 account type: mint
    expect(isMintAccount(TOKEN_2022_PROGRAM_ID, extended)).toBe(true);
    const extendedAccount = mintData(300);
    extendedAccount[165] = 2; // Token-2022 account type: token account
    expect(isMintAccount(TOKEN_2022_PROGRAM_ID, extendedAccount)).toBe(false);
    expect(isMintAccount(SystemProgram.programId.toBase58(), mintData())).toBe(false);
  });

  it('answers only when exactly one candidate is a mint', () => {
    const mint = { address: 'M', owner: TOKEN_2022_PROGRAM_ID, data: mintData() };
    const account = { address: 'A', owner: TOKEN_PROGRAM_ID, data: mintData(165) };
    expect(pickBasketMint([account, mint])).toBe('M');
    expect(pickBasketMint([account])).toBeUndefined();
    expect(pickBasketMint([mint, { ...mint, address: 'N' }])).toBeUndefined();
  });
});
