// A checked transaction's print — its instructions with the accounts a fresh seed makes named by
// role — and how two prints differ, in words. The service makes new accounts from a fresh seed on
// every request, so a fresh transaction for the same request differs from the one reviewed only
// in its blockhash and those accounts; anything else sends the flow back to the review
// (docs/flow-engine.md rule 12).
import { bytesToBase64, base64ToBytes } from '../../solana/base64';
import { decodeInstruction } from '../../solana/instructions';
import { programLabel } from '../../solana/programs';
import { associatedAccount } from './accountWords';
import type { ResolvedInstruction } from './resolve';
import type { FreshAccounts } from './types';

interface PrintedInstruction {
  program: string;
  accounts: string[];
  data: string;
}

/** The print of `instructions`, the fresh accounts (and the wallet's account of a new mint) by role. */
export function printOf(
  instructions: readonly ResolvedInstruction[],
  fresh: FreshAccounts,
  wallet: string,
): string {
  const roles = new Map<string, string>(
    Object.entries(fresh).map(([role, address]) => [address, `<${role}>`]),
  );
  if (fresh.basketMint) {
    roles.set(associatedAccount(wallet, fresh.basketMint), '<your account of basketMint>');
  }
  const printed: PrintedInstruction[] = instructions.map((ix) => ({
    program: ix.program,
    accounts: ix.accounts.map((a) => roles.get(a) ?? a),
    data: bytesToBase64(ix.data),
  }));
  return JSON.stringify(printed);
}

function parse(print: string): PrintedInstruction[] {
  try {
    const value: unknown = JSON.parse(print);
    return Array.isArray(value) ? value.filter(isPrinted) : [];
  } catch {
    return [];
  }
}

function isPrinted(value: unknown): value is PrintedInstruction {
  if (!value || typeof value !== 'object') return false;
  const v: Partial<Record<keyof PrintedInstruction, unknown>> = value;
  return (
    typeof v.program === 'string' &&
    typeof v.data === 'string' &&
    Array.isArray(v.accounts) &&
    v.accounts.every((a) => typeof a === 'string')
  );
}

/** "Token approve", "Basket program buyFund". */
function instructionName(ix: PrintedInstruction): string {
  let name: string | undefined;
  try {
    name = decodeInstruction(ix.program, base64ToBytes(ix.data), ix.accounts).name;
  } catch {
    name = undefined;
  }
  return `${programLabel(ix.program)}${name ? ` ${name}` : ''}`;
}

/** How the transaction printed `after` differs from the one printed `before`; none when equal. */
export function printChanges(before: string, after: string): string[] {
  if (before === after) return [];
  const was = parse(before);
  const now = parse(after);
  const key = (ix: PrintedInstruction) => JSON.stringify(ix);
  const wasKeys = new Set(was.map(key));
  const nowKeys = new Set(now.map(key));
  const removed = was.filter((ix) => !nowKeys.has(key(ix))).map(instructionName);
  const added = now.filter((ix) => !wasKeys.has(key(ix))).map(instructionName);
  const changes: string[] = [];
  for (const name of added) {
    const i = removed.indexOf(name);
    if (i >= 0) {
      removed.splice(i, 1);
      changes.push(`its ${name} instruction names other accounts or amounts`);
    } else {
      changes.push(`it now also has a ${name} instruction`);
    }
  }
  for (const name of removed) changes.push(`it no longer has a ${name} instruction`);
  return changes.length > 0 ? changes : ['its instructions are in another order'];
}
