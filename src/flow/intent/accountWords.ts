// Accounts in a depositor's words: "your wallet", "your USDC account", else a shortened address.
// The wallet's token accounts are recognised by deriving its associated account of each mint the
// check knows (the token list's, the basket's), only when a refusal is worded.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { shortenAddress } from '../../ui/format';

/**
 * The associated token account of `owner` for `mint` (the classic Token program's unless another
 * is named); empty when either is not an address, which no account equals.
 */
export function associatedAccount(owner: string, mint: string, program = TOKEN_PROGRAM_ID): string {
  try {
    return getAssociatedTokenAddressSync(
      new PublicKey(mint),
      new PublicKey(owner),
      true,
      new PublicKey(program),
    ).toBase58();
  } catch {
    return '';
  }
}

export interface AccountWords {
  /** "your wallet (Abcd…wxyz)", "your USDC account (…)", or the shortened address. */
  of(address: string): string;
  /** The mint whose associated account of the wallet this is, if it is one. */
  walletMintOf(address: string): string | undefined;
}

export function accountWords(
  wallet: string,
  knownMints: () => readonly string[],
  tokenLabel: (mint: string) => string,
): AccountWords {
  let owned: Map<string, string> | undefined;
  const walletMintOf = (address: string): string | undefined => {
    if (!owned) {
      owned = new Map();
      for (const mint of knownMints()) {
        for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
          owned.set(associatedAccount(wallet, mint, program), mint);
        }
      }
    }
    return owned.get(address);
  };
  return {
    walletMintOf,
    of(address) {
      if (address === wallet) return `your wallet (${shortenAddress(address)})`;
      const mint = walletMintOf(address);
      if (mint) return `your ${tokenLabel(mint)} account (${shortenAddress(address)})`;
      return shortenAddress(address);
    },
  };
}
