// Who signs and who is paid in the program's invocations: the program's own authority (its PDA
// ["funds"], which owns the program's token accounts and is the basket tokens' mint authority) and
// the account a basket's creator fees go to.
import { PublicKey } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
} from '../../../src/solana/basketsProgram/addresses';
import type { DerivedSigner } from '../../chain/emulation';
import type { Fund } from './state';

const AUTHORITY_SEED = new TextEncoder().encode('funds');
const [authority, authorityBump] = PublicKey.findProgramAddressSync(
  [AUTHORITY_SEED],
  BASKETS_PROGRAM_ID,
);
if (!authority.equals(BASKETS_PROGRAM_PDA)) {
  throw new Error('the program PDA is not ["funds"] of the baskets program');
}

/** The program's authority (BASKETS_PROGRAM_PDA = ["funds"]) signing an invocation. */
export const PROGRAM_SIGNER: DerivedSigner = {
  seeds: [AUTHORITY_SEED, Uint8Array.of(authorityBump)],
};

/** The creator's fees go to its fee delegate, or to the creator when none is set (the SDK's rule). */
export function feeRecipient(fund: Fund): string {
  return fund.feeDelegate === PublicKey.default.toBase58() ? fund.manager : fund.feeDelegate;
}
