// The faucet: one real transaction, signed by the sandbox's faucet key (the test tokens' mint
// authority), that gives an address SOL, wrapped SOL and each test token.
import {
  NATIVE_MINT,
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  createSyncNativeInstruction,
} from '@solana/spl-token';
import {
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import type { SandboxToken, TokenBook } from '../model/tokens';
import { ata } from '../model/addresses';
import type { SandboxKeys } from '../model/keys';
import { memoInstruction } from '../model/memo';

export const FAUCET_SOL = 10;

/**
 * Gives `owner` `units` of `token` in its associated account, which the faucet pays for: minted by
 * the faucet (the test tokens' mint authority), or for wrapped SOL `lamportsFrom`'s lamports,
 * wrapped.
 */
export function tokenFunding(
  faucet: PublicKey,
  owner: PublicKey,
  token: SandboxToken,
  units: bigint,
  lamportsFrom: PublicKey = faucet,
): TransactionInstruction[] {
  const account = ata(owner, token.mint);
  const create = createAssociatedTokenAccountIdempotentInstruction(
    faucet,
    account,
    owner,
    token.mint,
  );
  if (token.mint.equals(NATIVE_MINT)) {
    return [
      create,
      SystemProgram.transfer({ fromPubkey: lamportsFrom, toPubkey: account, lamports: units }),
      createSyncNativeInstruction(account),
    ];
  }
  return [
    create,
    createMintToCheckedInstruction(token.mint, account, faucet, units, token.decimals),
  ];
}
let faucetRuns = 0;

export interface Funded {
  mint: string;
  symbol: string;
  amount: number;
}

export function runFaucet(
  chain: Chain,
  keys: SandboxKeys,
  tokens: TokenBook,
  address: PublicKey,
): { signature: string; funded: Funded[] } {
  const faucet = keys.faucet;
  const ixs: TransactionInstruction[] = [
    SystemProgram.transfer({
      fromPubkey: faucet.publicKey,
      toPubkey: address,
      lamports: FAUCET_SOL * LAMPORTS_PER_SOL,
    }),
  ];
  const funded: Funded[] = [{ mint: 'SOL', symbol: 'SOL', amount: FAUCET_SOL }];
  for (const token of tokens.all) {
    const units = BigInt(token.faucetAmount) * 10n ** BigInt(token.decimals);
    ixs.push(...tokenFunding(faucet.publicKey, address, token, units));
    funded.push({ mint: token.mint.toBase58(), symbol: token.symbol, amount: token.faucetAmount });
  }
  // Two requests for one address in one block would otherwise be the same transaction.
  ixs.push(memoInstruction(faucet.publicKey, `faucet ${++faucetRuns} at ${Date.now()}`));
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
  const tx = new Transaction({ feePayer: faucet.publicKey, blockhash, lastValidBlockHeight }).add(
    ...ixs,
  );
  tx.sign(faucet);
  const { signature } = chain.sendTransaction(tx.serialize());
  return { signature, funded };
}
