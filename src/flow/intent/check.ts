// The intent check (docs/security.md; docs/flow-engine.md rule 12): every transaction of every
// step of a flow against its command's rule table and the request, before any wallet sees it. It
// reads what it compares with from the chain (the basket, the token list, lookup tables), resolves
// every account, then checks each transaction in order — the other programs' instructions, then
// the Basket program's — carrying the new accounts an earlier step names to the later ones.
import type { VersionedTransaction } from '@solana/web3.js';
import type { Command, RequestOf } from '../../api/commands';
import { BASKETS_PROGRAM_ID } from '../../solana/programs';
import { findToken } from '../../solana/tokens';
import { accountWords } from './accountWords';
import { checkOtherPrograms } from './otherPrograms';
import { checkProgramInstructions } from './programInstructions';
import { isRefused, refuse } from './refusal';
import { printOf } from './print';
import { lookupTablesOf, resolveInstructions, type ResolvedInstruction } from './resolve';
import { isVerifiedMint, tokenWords } from '../../tokens/tokenWords';
import type {
  CommandIntent,
  FreshAccounts,
  IntentReads,
  IntentVerdict,
  Refused,
  StepChecked,
  StepRules,
} from './types';

/** One step's transaction, in the flow's order. */
export interface StepTransaction {
  key: string;
  label: string;
  /** The answer's field it came in. */
  txField: string;
  tx: VersionedTransaction;
}

export interface IntentInput<C extends Command, Context> {
  intent: CommandIntent<C, Context>;
  request: RequestOf<C>;
  wallet: string;
  /** Every transaction of the flow, in order (earlier steps name what later ones use). */
  txs: readonly StepTransaction[];
  reads: IntentReads;
}

/** A refusal in words: the tokens it names read from the chain, the wallet's accounts named. */
async function words(
  refused: Refused,
  wallet: string,
  reads: IntentReads,
  extraMints: readonly string[],
): Promise<string> {
  const symbols = new Map<string, string | undefined>();
  await Promise.all(
    refused.mints.map(async (mint) => {
      symbols.set(mint, await reads.mintSymbol(mint).catch(() => undefined));
    }),
  );
  const listed = await reads.tokenList().then(
    (list) => list?.tokens.map((t) => t.mint) ?? [],
    () => [],
  );
  // The app's one naming rule: a mint off the verified set shows its mint, a look-alike says so.
  const tokenList = new Set(listed);
  const named = (mint: string) =>
    tokenWords(
      mint,
      findToken(mint)?.symbol ?? symbols.get(mint),
      isVerifiedMint(mint, { tokenList, jupiterVerified: false }),
    );
  const accounts = accountWords(
    wallet,
    () => [...listed, ...extraMints, ...refused.mints],
    (mint) => named(mint).label,
  );
  return refused.say({ token: (mint) => named(mint).inWords, account: accounts.of });
}

function checkStep(
  instructions: readonly ResolvedInstruction[],
  input: { wallet: string; operation: string; once: Set<string> },
  rules: StepRules,
  fresh: FreshAccounts,
): StepChecked | Refused {
  const other = checkOtherPrograms(
    instructions,
    input.wallet,
    rules.opens ?? [],
    refuse,
    (program) => program === BASKETS_PROGRAM_ID,
  );
  if (isRefused(other)) return other;
  const program = checkProgramInstructions(instructions, rules, fresh, refuse, {
    programId: BASKETS_PROGRAM_ID,
    operation: input.operation,
    once: input.once,
  });
  if (isRefused(program)) return program;
  return {
    does: [...program.does, ...other.does],
    fresh: { ...program.fresh },
    print: printOf(instructions, program.fresh, input.wallet),
  };
}

/** Checks a flow's transactions against what was asked; the verdict says why not in words. */
export async function checkIntent<C extends Command, Context>(
  input: IntentInput<C, Context>,
): Promise<IntentVerdict> {
  const { intent, request, wallet, txs, reads } = input;
  const { operation } = intent;
  const first = txs[0];
  if (!first) return { ok: true, steps: {} };
  const fail = async (stepKey: string, label: string, refused: Refused, mints: string[] = []) => {
    const reason = await words(refused, wallet, reads, mints);
    return {
      ok: false as const,
      stepKey,
      reason: txs.length > 1 ? `“${label}”: ${reason}` : reason,
    };
  };

  const context = await intent.context(request, wallet, reads);
  if (isRefused(context)) return fail(first.key, first.label, context);
  const tableAddresses = [...new Set(txs.flatMap(({ tx }) => lookupTablesOf(tx)))];
  const tables =
    tableAddresses.length > 0
      ? await reads.lookupTables(tableAddresses)
      : new Map<string, string[]>();

  const fresh: FreshAccounts = {};
  const once = new Set<string>();
  const steps: Record<string, StepChecked> = {};
  for (const { key, label, txField, tx } of txs) {
    const table: Readonly<Record<string, StepRules>> = intent.transactions(
      request,
      wallet,
      context,
      fresh,
    );
    const rules = Object.hasOwn(table, txField) ? table[txField] : undefined;
    const mints = fresh.basketMint ? [fresh.basketMint] : [];
    if (!rules) {
      return fail(
        key,
        label,
        refuse(() => 'this app has no rules for this transaction'),
      );
    }
    const instructions = resolveInstructions(tx, tables);
    if (isRefused(instructions)) return fail(key, label, instructions, mints);
    const checked = checkStep(instructions, { wallet, operation, once }, rules, fresh);
    if (isRefused(checked)) return fail(key, label, checked, mints);
    steps[key] = checked;
  }
  return { ok: true, steps };
}

/** A command's rules with their context type hidden: what the engine and its callers hold. */
export interface BoundIntent<C extends Command> {
  command: C;
  check(
    request: RequestOf<C>,
    wallet: string,
    txs: readonly StepTransaction[],
    reads: IntentReads,
  ): Promise<IntentVerdict>;
}

export function bindIntent<C extends Command, Context>(
  intent: CommandIntent<C, Context>,
): BoundIntent<C> {
  return {
    command: intent.command,
    check: (request, wallet, txs, reads) => checkIntent({ intent, request, wallet, txs, reads }),
  };
}
