// The instructions of programs other than the Basket program that a command's transaction may
// hold: a priority fee within a cap, memos, and token accounts the command names opened by the
// wallet. Everything else is refused with what it would do — above all what gives away control of
// the wallet or its token accounts (approve, set authority, close to another, assign, a durable
// nonce) or moves its funds (docs/security.md, "What every transaction may hold").
import { ASSOCIATED_TOKEN_PROGRAM_ID, COMPUTE_BUDGET_PROGRAM_ID } from '../../solana/programs';
import {
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  programName,
} from '../../solana/programs';
import { formatTokenAmount } from '../../solana/amounts';
import { shortenAddress } from '../../ui/format';
import { associatedAccount } from './accountWords';
import type { ResolvedInstruction } from './resolve';
import type { Refuse } from './refusal';
import type { OpenRule, Refused, Speech } from './types';

/** The most compute units a transaction may ask for (the runtime's own cap). */
export const MAX_COMPUTE_UNITS = 1_400_000;
/** The most priority fee the app lets the API set, per transaction: 0.001 SOL. */
export const MAX_PRIORITY_FEE_LAMPORTS = 1_000_000n;
/** Units the runtime gives each instruction when no limit is set. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;

/** What the other programs' instructions of one transaction came to. */
export interface OtherChecked {
  /** Lines for the review: the accounts opened, the priority fee. */
  does: string[];
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const u32 = (data: Uint8Array, at: number) =>
  data.length >= at + 4 ? view(data).getUint32(at, true) : undefined;
const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8 ? view(data).getBigUint64(at, true) : undefined;

const sol = (lamports: bigint) => `${formatTokenAmount(lamports, 9, 'exact')} SOL`;

/** Compute Budget: at most one limit (≤ the runtime's cap) and one price, their fee ≤ the cap. */
function checkComputeBudget(
  instructions: readonly ResolvedInstruction[],
  refuse: Refuse,
): Refused | string | null {
  let limit: number | undefined;
  let price: bigint | undefined;
  for (const ix of instructions) {
    if (ix.program !== COMPUTE_BUDGET_PROGRAM_ID) continue;
    const kind = ix.data[0];
    if (kind === 2 && ix.data.length === 5 && limit === undefined) {
      limit = u32(ix.data, 1);
    } else if (kind === 3 && ix.data.length === 9 && price === undefined) {
      price = u64(ix.data, 1);
    } else {
      return refuse(
        () =>
          'it sets the compute budget in a way this app does not accept (only one unit limit and one unit price)',
      );
    }
  }
  if (limit !== undefined && limit > MAX_COMPUTE_UNITS) {
    return refuse(
      () =>
        `it asks for ${limit.toLocaleString('en-US')} compute units, more than the network allows (${MAX_COMPUTE_UNITS.toLocaleString('en-US')})`,
    );
  }
  if (price === undefined || price === 0n) return null;
  const others = instructions.filter((ix) => ix.program !== COMPUTE_BUDGET_PROGRAM_ID).length;
  const units = BigInt(
    limit ?? Math.min(MAX_COMPUTE_UNITS, DEFAULT_UNITS_PER_INSTRUCTION * others),
  );
  const fee = (price * units + 999_999n) / 1_000_000n;
  if (fee > MAX_PRIORITY_FEE_LAMPORTS) {
    return refuse(
      () =>
        `it pays a priority fee of up to ${sol(fee)} (${price.toLocaleString('en-US')} micro-lamports per compute unit), more than the ${sol(MAX_PRIORITY_FEE_LAMPORTS)} this app accepts from the Basket API`,
    );
  }
  return `Pays a priority fee of at most ${sol(fee)}.`;
}

/** An Associated Token Account creation: only a named account, paid by the wallet. */
function checkOpen(
  ix: ResolvedInstruction,
  wallet: string,
  opens: readonly OpenRule[],
  refuse: Refuse,
): Refused | string {
  const kind = ix.data.length === 0 ? 0 : ix.data[0];
  if (kind !== 0 && kind !== 1) {
    return refuse(() => 'it moves tokens out of a nested token account (recoverNested)');
  }
  const [payer, account, owner, mint, , tokenProgram] = ix.accounts;
  if (!payer || !account || !owner || !mint || !tokenProgram) {
    return refuse(() => 'it opens a token account with accounts missing');
  }
  const named = opens.find((o) => o.owner === owner && o.mint === mint);
  if (!named) {
    return refuse(
      (s) =>
        `it opens an account for ${s.token(mint)} owned by ${s.account(owner)}, which this operation does not need`,
      [mint],
    );
  }
  if (payer !== wallet) {
    return refuse((s) => `${named.is} would be paid for by ${s.account(payer)}, not your wallet`);
  }
  if (tokenProgram !== TOKEN_PROGRAM_ID && tokenProgram !== TOKEN_2022_PROGRAM_ID) {
    return refuse(() => `${named.is} would be opened under a program that is not a token program`);
  }
  if (associatedAccount(owner, mint, tokenProgram) !== account) {
    return refuse(
      () =>
        `the account it opens as ${named.is} is ${shortenAddress(account)}, which is not that account`,
    );
  }
  return `Opens ${named.is} if it does not exist yet (you pay its rent).`;
}

const SYSTEM_WORDS: Readonly<Record<number, string>> = {
  0: 'it creates an account paid from your wallet, which this operation does not need',
  1: 'it would hand your wallet’s account to another program (System Assign), which could then take your SOL',
  3: 'it creates an account paid from your wallet, which this operation does not need',
  4: 'it uses a durable nonce (AdvanceNonce): a signed copy would stay valid for as long as someone keeps it, instead of about a minute',
  5: 'it withdraws SOL from a nonce account',
  6: 'it sets up a durable nonce account',
  7: 'it changes who controls a nonce account',
  8: 'it allocates an account’s space, which this operation does not need',
  9: 'it allocates an account’s space, which this operation does not need',
  10: 'it would hand an account to another program (System AssignWithSeed)',
  12: 'it upgrades a nonce account',
};

function checkSystem(ix: ResolvedInstruction, refuse: Refuse): Refused {
  const kind = u32(ix.data, 0);
  if (kind === 2 || kind === 11) {
    const lamports = u64(ix.data, 4) ?? 0n;
    const [from, , to] = kind === 11 ? ix.accounts : [ix.accounts[0], undefined, ix.accounts[1]];
    return refuse(
      (s) =>
        `it would send ${sol(lamports)} from ${s.account(from ?? '')} to ${s.account(to ?? '')}, which this operation does not pay`,
    );
  }
  const words = kind === undefined ? undefined : SYSTEM_WORDS[kind];
  return refuse(() => words ?? 'it calls the System program in a way this operation does not need');
}

const TOKEN_KIND = {
  transfer: 3,
  approve: 4,
  setAuthority: 6,
  burn: 8,
  closeAccount: 9,
  transferChecked: 12,
  approveChecked: 13,
  burnChecked: 15,
} as const;

/** Token and Token-2022: nothing this app's commands do at the top level but close to the wallet. */
function checkToken(ix: ResolvedInstruction, wallet: string, refuse: Refuse): Refused | null {
  const kind = ix.data[0];
  const a = ix.accounts;
  const amount = u64(ix.data, 1);
  switch (kind) {
    case TOKEN_KIND.closeAccount: {
      // Closing an account to the wallet gives its rent back; to anyone else it is a gift.
      if (a[1] === wallet) return null;
      return refuse(
        (s) =>
          `it would close ${s.account(a[0] ?? '')} and send what it holds to ${s.account(a[1] ?? '')}`,
      );
    }
    case TOKEN_KIND.approve:
    case TOKEN_KIND.approveChecked: {
      const checked = kind === TOKEN_KIND.approveChecked;
      const [source, delegate] = checked ? [a[0], a[2]] : [a[0], a[1]];
      const mint = checked ? a[1] : undefined;
      return refuse(
        (s) =>
          `it would let ${s.account(delegate ?? '')} spend ${tokenAmount(s, amount, mint, checked ? ix.data[9] : undefined)} from ${s.account(source ?? '')} whenever it likes (a token approval)`,
        mint ? [mint] : [],
      );
    }
    case TOKEN_KIND.setAuthority:
      return refuse(
        (s) =>
          `it would hand control of ${s.account(a[0] ?? '')} to ${ix.data[2] === 1 && ix.data.length >= 35 ? 'another address' : 'nobody'} (a change of the account’s authority)`,
      );
    case TOKEN_KIND.transfer:
    case TOKEN_KIND.transferChecked: {
      const checked = kind === TOKEN_KIND.transferChecked;
      const [source, mint, destination] = checked ? [a[0], a[1], a[2]] : [a[0], undefined, a[1]];
      return refuse(
        (s) =>
          `it would move ${tokenAmount(s, amount, mint, checked ? ix.data[9] : undefined)} from ${s.account(source ?? '')} to ${s.account(destination ?? '')}, which this operation does not do`,
        mint ? [mint] : [],
      );
    }
    case TOKEN_KIND.burn:
    case TOKEN_KIND.burnChecked:
      return refuse((s) => `it would burn tokens from ${s.account(a[0] ?? '')}`);
    default:
      return refuse(() => 'it calls the Token program in a way this operation does not need');
  }
}

function tokenAmount(
  s: Speech,
  amount: bigint | undefined,
  mint: string | undefined,
  decimals: number | undefined,
): string {
  if (amount === undefined) return 'tokens';
  if (mint && decimals !== undefined) {
    return `${formatTokenAmount(amount, decimals, 'exact')} ${s.token(mint)}`;
  }
  return `${amount.toLocaleString('en-US')} base units of the tokens`;
}

/**
 * Checks every instruction of a transaction that is not the Basket program's. Returns the lines
 * the review shows, or the first refusal.
 */
export function checkOtherPrograms(
  instructions: readonly ResolvedInstruction[],
  wallet: string,
  opens: readonly OpenRule[],
  refuse: Refuse,
  isBasketsProgram: (program: string) => boolean,
): OtherChecked | Refused {
  const does: string[] = [];
  for (const ix of instructions) {
    if (isBasketsProgram(ix.program)) continue;
    switch (ix.program) {
      case COMPUTE_BUDGET_PROGRAM_ID:
      case MEMO_PROGRAM_ID:
      case MEMO_V1_PROGRAM_ID:
        continue;
      case ASSOCIATED_TOKEN_PROGRAM_ID: {
        const opened = checkOpen(ix, wallet, opens, refuse);
        if (typeof opened !== 'string') return opened;
        if (!does.includes(opened)) does.push(opened);
        continue;
      }
      case SYSTEM_PROGRAM_ID:
        return checkSystem(ix, refuse);
      case TOKEN_PROGRAM_ID:
      case TOKEN_2022_PROGRAM_ID: {
        const refused = checkToken(ix, wallet, refuse);
        if (refused) return refused;
        continue;
      }
      default: {
        const name = programName(ix.program);
        return refuse(
          () =>
            `it calls ${name ? `the ${name} program (${shortenAddress(ix.program)})` : `a program this app does not know (${ix.program})`}, which no basket operation needs`,
        );
      }
    }
  }
  const budget = checkComputeBudget(instructions, refuse);
  if (budget !== null && typeof budget !== 'string') return budget;
  if (budget) does.push(budget);
  return { does };
}
