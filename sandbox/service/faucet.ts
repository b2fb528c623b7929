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
import type { TokenBook } from '../model/tokens';
import { ata } from '../model/addresses';
import type { SandboxKeys } from '../model/keys';
import { memoInstruction } from '../model/memo';

export const FAUCET_SOL = 10;
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
    const account = ata(address, token.mint);
    const units = BigInt(token.faucetAmount) * 10n ** BigInt(token.decimals);
    ixs.push(
      createAssociatedTokenAccountIdempotentInstruction(
        faucet.publicKey,
        account,
        address,
        token.mint,
      ),
    );
    if (token.mint.equals(NATIVE_MINT)) {
      ixs.push(
        SystemProgram.transfer({
          fromPubkey: faucet.publicKey,
          toPubkey: account,
          lamports: units,
        }),
        createSyncNativeInstruction(account),
      );
    } else {
      ixs.push(
        createMintToCheckedInstruction(
          token.mint,
          account,
          faucet.publicKey,
          units,
          token.decimals,
        ),
      );
    }
    funded.push({ mint: token.mint.toBase58(), symbol: token.symbol, amount: token.faucetAmount });
  }
  // Two requests for one address in one block would otherwise be the same transaction.
  ixs.push(memoInstruction(faucet.publicKey, { op: 'faucet', n: ++faucetRuns, at: Date.now() }));
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
  const tx = new Transaction({ feePayer: faucet.publicKey, blockhash, lastValidBlockHeight }).add(
    ...ixs,
  );
  tx.sign(faucet);
  const { signature } = chain.sendTransaction(tx.serialize());
  return { signature, funded };
}
