// The wallet's associated accounts are derived by the app itself: the same addresses as spl-token
// derives (the library the sandbox uses), for both token programs and an off-curve owner.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { associatedAccount } from './accountWords';

const splAddress = (owner: PublicKey, mint: PublicKey, program: string) =>
  getAssociatedTokenAddressSync(mint, owner, true, new PublicKey(program)).toBase58();

describe('associatedAccount', () => {
  it('derives the address spl-token derives, under either token program', () => {
    const owner = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      expect(associatedAccount(owner.toBase58(), mint.toBase58(), program)).toBe(
        splAddress(owner, mint, program),
      );
    }
  });

  it('allows an owner off the curve (a program address) and is empty for a non-address', () => {
    const [owner] = PublicKey.findProgramAddressSync(
      [new TextEncoder().encode('basket')],
      new PublicKey(TOKEN_PROGRAM_ID),
    );
    const mint = Keypair.generate().publicKey;
    expect(associatedAccount(owner.toBase58(), mint.toBase58())).toBe(
      splAddress(owner, mint, TOKEN_PROGRAM_ID),
    );
    expect(associatedAccount('not an address', mint.toBase58())).toBe('');
  });
});
