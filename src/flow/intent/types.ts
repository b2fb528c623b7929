// The intent check's vocabulary (docs/security.md): what a command's rule table says each of its
// transactions may do, what the check reads from the chain to compare with, and its verdict.
import type { Command, RequestOf, TxFieldOf } from '../../api/commands';
import type { BasketState, SellState } from '../../solana/basketsProgram/basketState';
import type {
  AccountsOf,
  ProgramInstructionName,
} from '../../solana/basketsProgram/instructionAccounts';
import type { InstructionArgs } from '../../solana/basketsProgram/instructionArgs';
import type { TokenList } from '../../solana/basketsProgram/tokenList';

/** What the check reads from the chain (the app wires it to the settings' RPC, cached). */
export interface IntentReads {
  /** The Basket program's token list (token ids → mints, vaults, oracles); null when the network has none. */
  tokenList(): Promise<TokenList | null>;
  /** The basket at `address`; null when none is there. */
  basket(address: string): Promise<BasketState | null>;
  /** The withdraw account (sell state) at `address`; null when none is there. */
  sellState(address: string): Promise<SellState | null>;
  /** A mint's decimals; null when the address holds no mint. */
  mintDecimals(mint: string): Promise<number | null>;
  /** The addresses each lookup table holds; a table that is not there is left out. */
  lookupTables(tables: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
  /** What a mint's own metadata calls it (a symbol), for words about a token the rules refuse. */
  mintSymbol(mint: string): Promise<string | undefined>;
}

/** New accounts the program creates from the request's fresh seed (docs/real-service.md). */
export type FreshRole =
  'seed' | 'basket' | 'basketMint' | 'metadata' | 'buyState' | 'withdrawAccount';

/** The fresh accounts the steps checked so far name, by role. */
export type FreshAccounts = Partial<Record<FreshRole, string>>;

/** An account an instruction must name, and what it is in a depositor's words. */
export interface Want {
  address: string;
  /** "the basket you chose", "your USDC account". */
  is: string;
  /** The difference in the request's own words ("the deposit goes to basket X; you chose Y"). */
  differs?(got: string): string;
}

/** How one account of a Basket program instruction is checked. */
export type AccountRule =
  | ({ kind: 'is' } & Want)
  /** A program address of the instruction's seed: ["basket" | "mint" | "buy" | "sell", seed]. */
  | { kind: 'fresh'; prefix: 'basket' | 'mint' | 'buy' | 'sell'; role: FreshRole; is: string }
  /** The Metaplex metadata account of another account the instruction names. */
  | { kind: 'metadata-of'; account: string; role?: FreshRole; is: string }
  /** The fresh random seed itself: any address, remembered as the seed. */
  | { kind: 'seed' };

/** A rule's verdict on what differs, in words; null when nothing does. */
export type Difference = string | null;

/** One Basket program instruction a step may hold. */
export interface ProgramRule<N extends ProgramInstructionName> {
  /**
   * one: exactly once; some: at least once; optional: at most once. Claim's claimToken is 'some'
   * (one per token), a create's updateCurrentWeights 'optional'.
   */
  count: 'one' | 'some' | 'optional';
  /** What the instruction is, for the refusal's words: "the deposit". */
  what: string;
  /** Every account the IDL names, checked by its rule (they may depend on the arguments). */
  accounts(args: InstructionArgs[N]): { readonly [A in keyof AccountsOf<N>]: AccountRule };
  /** The accounts after the IDL's (oracles), exactly; none when absent. */
  remaining?(args: InstructionArgs[N]): readonly Want[];
  /** The first argument that differs from the request, in words. */
  args(args: InstructionArgs[N]): Difference;
  /** What it does, checked, in a line the review shows. */
  does(args: InstructionArgs[N]): string;
  /** Two instructions with the same key do the same thing twice (claim: the token id). */
  once?(args: InstructionArgs[N]): string;
}

/** The Basket program instructions a step may hold, by name. */
export type ProgramRules = { readonly [N in ProgramInstructionName]?: ProgramRule<N> };

/** A token account a step may open (Associated Token Account create), paid by the wallet. */
export interface OpenRule {
  owner: string;
  mint: string;
  /** "your BONK account", "the host platform's USDC account". */
  is: string;
}

/** What one transaction of a command may do. */
export interface StepRules {
  program: ProgramRules;
  /** Of these, exactly one instruction in all (set-metadata: create or update the metadata). */
  exactlyOneOf?: readonly ProgramInstructionName[];
  opens?: readonly OpenRule[];
}

/** A command's rules: what to read first, then each step's rules from the request and those reads. */
export interface CommandIntent<C extends Command, Context> {
  command: C;
  /** The operation in words, for what it does not need: "a deposit". */
  operation: string;
  /** What the check needs from the chain; a refusal in words when the request cannot be checked. */
  context(request: RequestOf<C>, wallet: string, reads: IntentReads): Promise<Context | Refused>;
  /**
   * The rules of each transaction of the answer, by its field (a field holding a list: each of
   * its transactions); `fresh` holds what the earlier transactions created.
   */
  transactions(
    request: RequestOf<C>,
    wallet: string,
    context: Context,
    fresh: FreshAccounts,
  ): { readonly [F in TxFieldOf<C>]: StepRules };
}

/** Words for refusals: accounts and tokens as a depositor knows them. */
export interface Speech {
  /** "your wallet (…)", "your USDC account (…)", else the shortened address. */
  account(address: string): string;
  /** "USDC", or what a token calls itself, flagged when it imitates a known one. */
  token(mint: string): string;
}

/** A refusal, in words that may name accounts and tokens. */
export interface Refused {
  refused: true;
  /** Mints the words name, so the caller can read what each calls itself. */
  mints: readonly string[];
  say(speech: Speech): string;
}

/** A step the check passed: what its transaction does, and the fresh accounts it names. */
export interface StepChecked {
  does: string[];
  fresh: FreshAccounts;
  /** Its instructions with the fresh accounts named by role (./print.ts). */
  print: string;
}

export type IntentVerdict =
  | { ok: true; steps: Readonly<Record<string, StepChecked>> }
  | { ok: false; stepKey: string; reason: string };
