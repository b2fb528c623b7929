// The Basket program's instructions of one transaction against the step's rules: each decoded
// with the IDL's layout, its name allowed by the step, every account it names equal to the one
// the request and the chain say (or derived from its fresh seed), its arguments equal to the
// request (docs/security.md, "The Basket program's instruction").
import { PublicKey } from '@solana/web3.js';
import {
  basketAddress,
  basketMintAddress,
  buyStateAddress,
  metadataAddress,
  sellStateAddress,
} from '../../solana/basketsProgram/addresses';
import {
  PROGRAM_INSTRUCTION_NAMES,
  type ProgramInstructionName,
} from '../../solana/basketsProgram/instructionAccounts';
import {
  parseProgramInstruction,
  type ParsedByName,
} from '../../solana/basketsProgram/instructionArgs';
import { shortenAddress } from '../../ui/format';
import type { Refuse } from './refusal';
import type { ResolvedInstruction } from './resolve';
import type {
  AccountRule,
  FreshAccounts,
  ProgramRule,
  ProgramRules,
  Refused,
  StepRules,
  Want,
} from './types';

const PDA = {
  basket: basketAddress,
  mint: basketMintAddress,
  buy: buyStateAddress,
  sell: sellStateAddress,
} as const;

/** The instructions' names in a depositor's words, for an instruction a step does not allow. */
const NAMES: Readonly<Record<ProgramInstructionName, string>> = {
  createBasket: 'create a basket',
  editBasket: 'edit a basket’s settings',
  buyFund: 'deposit USDC',
  singleTokenDeposit: 'deposit a single token',
  sellFund: 'withdraw',
  instantBurn: 'redeem for a single token',
  claimToken: 'claim a withdrawn token',
  updateFundTokenMintMetadata: 'change a basket token’s metadata',
  createFundTokenMintMetadata: 'write a basket token’s metadata',
  mintFund: 'mint basket tokens for a deposit',
  updateCurrentWeights: 'update a basket’s weights',
  withdrawBeforeRebalance: 'take tokens out of a basket to rebalance it',
  depositAfterRebalance: 'put tokens back after a rebalance',
};

interface Seen {
  counts: Map<ProgramInstructionName, number>;
  once: Set<string>;
}

/** What the Basket program's instructions of the checked steps came to. */
export interface ProgramChecked {
  does: string[];
  fresh: FreshAccounts;
}

function accountDiffers(rule: string, want: Want, got: string): string {
  return (
    want.differs?.(got) ??
    `${rule} names ${shortenAddress(got)} as ${want.is}, which is ${shortenAddress(want.address)}`
  );
}

/** Checks one account; a fresh one is remembered by its role. */
function checkAccount(
  what: string,
  name: string,
  rule: AccountRule,
  accounts: Readonly<Record<string, string>>,
  fresh: FreshAccounts,
  refuse: Refuse,
): Refused | null {
  const got = accounts[name] ?? '';
  switch (rule.kind) {
    case 'is':
      return got === rule.address ? null : refuse(() => accountDiffers(what, rule, got));
    case 'seed':
      fresh.seed = got;
      return null;
    case 'fresh': {
      const seed = accounts.seedPubkey;
      const derived = seed ? PDA[rule.prefix](new PublicKey(seed)).toBase58() : undefined;
      if (derived !== got) {
        return refuse(
          () =>
            `${what} names ${shortenAddress(got)} as ${rule.is}, which is not the account the program makes for it`,
        );
      }
      fresh[rule.role] = got;
      return null;
    }
    case 'metadata-of': {
      const of = accounts[rule.account];
      const derived = of ? metadataAddress(new PublicKey(of)).toBase58() : undefined;
      if (derived !== got) {
        return refuse(
          () => `${what} names ${shortenAddress(got)} as ${rule.is}, which is not that account`,
        );
      }
      if (rule.role) fresh[rule.role] = got;
      return null;
    }
  }
}

function checkParsed<N extends ProgramInstructionName>(
  parsed: ParsedByName<string>[N],
  rule: ProgramRule<N>,
  fresh: FreshAccounts,
  seen: Seen,
  refuse: Refuse,
): Refused | string {
  const { what } = rule;
  const accounts: Readonly<Record<string, string>> = parsed.accounts;
  for (const [name, accountRule] of Object.entries<AccountRule>(rule.accounts(parsed.args))) {
    const refused = checkAccount(what, name, accountRule, accounts, fresh, refuse);
    if (refused) return refused;
  }
  const remaining = rule.remaining?.(parsed.args) ?? [];
  if (parsed.remaining.length !== remaining.length) {
    return refuse(
      () =>
        `${what} names ${parsed.remaining.length} extra account(s) where the program takes ${remaining.length}`,
    );
  }
  for (const [i, want] of remaining.entries()) {
    const got = parsed.remaining[i] ?? '';
    if (got !== want.address) return refuse(() => accountDiffers(what, want, got));
  }
  const differs = rule.args(parsed.args);
  if (differs) return refuse(() => differs);
  const key = rule.once?.(parsed.args);
  if (key !== undefined) {
    if (seen.once.has(key)) return refuse(() => `${what} is there twice`);
    seen.once.add(key);
  }
  seen.counts.set(parsed.name, (seen.counts.get(parsed.name) ?? 0) + 1);
  return rule.does(parsed.args);
}

function dispatch<N extends ProgramInstructionName>(
  parsed: ParsedByName<string>[N],
  rules: ProgramRules,
  fresh: FreshAccounts,
  seen: Seen,
  refuse: Refuse,
  operation: string,
): Refused | string {
  const rule: ProgramRules[N] = rules[parsed.name];
  if (!rule) {
    return refuse(
      () =>
        `it also calls the Basket program to ${NAMES[parsed.name]} (${parsed.name}), which ${operation} does not need`,
    );
  }
  return checkParsed(parsed, rule, fresh, seen, refuse);
}

/**
 * Checks a transaction's Basket program instructions against the step's rules; `fresh` gathers
 * the new accounts they name. Returns the review's lines, or the first refusal.
 */
export function checkProgramInstructions(
  instructions: readonly ResolvedInstruction[],
  step: StepRules,
  fresh: FreshAccounts,
  refuse: Refuse,
  context: { programId: string; operation: string; once: Set<string> },
): ProgramChecked | Refused {
  const seen: Seen = { counts: new Map(), once: context.once };
  const does: string[] = [];
  for (const ix of instructions) {
    if (ix.program !== context.programId) continue;
    const parsed = parseProgramInstruction(ix.accounts, ix.data);
    if (!parsed) {
      return refuse(
        () =>
          'it calls the Basket program with an instruction this app cannot read (not one of its known instructions, or not shaped as the program expects)',
      );
    }
    const line = dispatch(parsed, step.program, fresh, seen, refuse, context.operation);
    if (typeof line !== 'string') return line;
    if (!does.includes(line)) does.push(line);
  }
  for (const name of PROGRAM_INSTRUCTION_NAMES) {
    const rule = step.program[name];
    if (!rule) continue;
    const count = seen.counts.get(name) ?? 0;
    if ((rule.count === 'one' || rule.count === 'some') && count === 0) {
      return refuse(() => `it does not ${NAMES[name]} at all`);
    }
    if ((rule.count === 'one' || rule.count === 'optional') && count > 1) {
      return refuse(() => `${rule.what} is there ${count} times`);
    }
  }
  if (step.exactlyOneOf) {
    const total = step.exactlyOneOf.reduce((n, name) => n + (seen.counts.get(name) ?? 0), 0);
    if (total !== 1) {
      return refuse(
        () =>
          `it should ${NAMES[step.exactlyOneOf?.[0] ?? 'updateFundTokenMintMetadata']} once, and does so ${total} times`,
      );
    }
  }
  return { does, fresh };
}
