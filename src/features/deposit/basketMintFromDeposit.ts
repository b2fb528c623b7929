// Off the sandbox a pasted basket's token mint may be unknown, yet the wait step needs it. The
// deposit transaction names the accounts it touches; the basket token's mint is the one of them
// that is a token mint and not USDC. Reading the accounts from the chain tells which are mints.
import type { TxInspection } from '../../solana/inspect';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { USDC_MINT } from '../../solana/tokens';

/** SPL mint layout size; Token-2022 mints with extensions are longer (see isMintAccount). */
const MINT_SIZE = 82;
/** Token-2022 extended accounts: base account size, then one byte naming the account type. */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;

/** Every account of the transaction that could be a mint: not a program, signer or USDC. */
export function mintCandidates(inspection: TxInspection): string[] {
  const programs = new Set(inspection.programs.map((p) => p.id));
  const out = new Set<string>();
  for (const ref of inspection.accounts) {
    if (!ref.address || ref.signer || programs.has(ref.address) || ref.address === USDC_MINT) {
      continue;
    }
    out.add(ref.address);
  }
  return [...out];
}

/** True when an account with this owner and data is an initialized SPL Token / Token-2022 mint. */
export function isMintAccount(owner: string, data: Uint8Array): boolean {
  if (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) return false;
  const initialized = data.length >= MINT_SIZE && data[45] === 1;
  if (!initialized) return false;
  if (data.length === MINT_SIZE) return true;
  return owner === TOKEN_2022_PROGRAM_ID && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT;
}

/** The single mint among the candidates, or undefined when there is none or more than one. */
export function pickBasketMint(
  accounts: readonly { address: string; owner: string; data: Uint8Array }[],
): string | undefined {
  const mints = accounts.filter((a) => isMintAccount(a.owner, a.data));
  return mints.length === 1 ? mints[0]!.address : undefined;
}
