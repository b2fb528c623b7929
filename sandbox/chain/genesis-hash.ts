// The ledger's genesis hash: the sandbox's marker, then bytes of its own
// (src/solana/sandboxGenesis.ts), so the app knows its own sandbox and offers the in-browser
// wallets there only (docs/architecture.md, "In-browser wallets").
import { createHash, randomBytes } from 'node:crypto';
import {
  isSandboxGenesisHash,
  SANDBOX_GENESIS_RANDOM_BYTES,
  sandboxGenesisHash,
} from '../../src/solana/sandboxGenesis';

/** A new ledger's hash: the marker and random bytes. */
export function newGenesisHash(): string {
  return sandboxGenesisHash(randomBytes(SANDBOX_GENESIS_RANDOM_BYTES));
}

/**
 * The hash a journaled genesis has now. Ledgers written before the marker (journal entry `v: 1`)
 * have 32 random bytes: they get the marker and, after it, bytes drawn from their old hash
 * (SHA-256), the same at every start, so the ledger keeps one identity and stays apart from every
 * other. A hash with the marker is kept as it is.
 */
export function upgradedGenesisHash(journaled: string): string {
  if (isSandboxGenesisHash(journaled)) return journaled;
  const drawn = createHash('sha256').update(`basketry sandbox genesis ${journaled}`).digest();
  return sandboxGenesisHash(drawn.subarray(0, SANDBOX_GENESIS_RANDOM_BYTES));
}
