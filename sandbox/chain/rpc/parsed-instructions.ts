// `jsonParsed` instructions for the programs sandbox transactions use most (System, Memo,
// Associated Token Account, SPL Token / Token-2022 transfers, mints and burns), in a node's shape.
// Anything else comes back partially decoded ({programId, accounts, data}), as a node does for
// programs it has no parser for.
import bs58 from 'bs58';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../../../src/solana/programs';
import { uiTokenAmount } from '../token-balances';

export interface RawInstruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
  stackHeight: number | null;
}

type Parsed = { program: string; parsed: unknown };

const u64 = (d: Uint8Array, at: number): bigint | null =>
  d.length >= at + 8
    ? new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(at, true)
    : null;
const u32 = (d: Uint8Array, at: number): number | null =>
  d.length >= at + 4
    ? new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(at, true)
    : null;

function parseSystem(ix: RawInstruction): Parsed | null {
  const tag = u32(ix.data, 0);
  const a = ix.accounts;
  const out = (type: string, info: Record<string, unknown>): Parsed => ({
    program: 'system',
    parsed: { info, type },
  });
  if (tag === 2) {
    const lamports = u64(ix.data, 4);
    if (lamports === null || a.length < 2) return null;
    return out('transfer', { destination: a[1], lamports: Number(lamports), source: a[0] });
  }
  if (tag === 0) {
    const lamports = u64(ix.data, 4);
    const space = u64(ix.data, 12);
    if (lamports === null || space === null || ix.data.length < 52 || a.length < 2) return null;
    return out('createAccount', {
      lamports: Number(lamports),
      newAccount: a[1],
      owner: bs58.encode(ix.data.subarray(20, 52)),
      source: a[0],
      space: Number(space),
    });
  }
  if (tag === 3) {
    // base (32), seed (u64 length + bytes), lamports, space, owner
    const seedLen = u64(ix.data, 36);
    if (seedLen === null || a.length < 2) return null;
    const at = 44 + Number(seedLen);
    const lamports = u64(ix.data, at);
    const space = u64(ix.data, at + 8);
    if (lamports === null || space === null || ix.data.length < at + 48) return null;
    return out('createAccountWithSeed', {
      base: bs58.encode(ix.data.subarray(4, 36)),
      lamports: Number(lamports),
      newAccount: a[1],
      owner: bs58.encode(ix.data.subarray(at + 16, at + 48)),
      seed: Buffer.from(ix.data.subarray(44, at)).toString('utf8'),
      source: a[0],
      space: Number(space),
    });
  }
  return null;
}

function parseAta(ix: RawInstruction): Parsed | null {
  const tag = ix.data.length === 0 ? 0 : ix.data[0];
  if ((tag !== 0 && tag !== 1) || ix.accounts.length < 6) return null;
  const [source, account, wallet, mint, systemProgram, tokenProgram] = ix.accounts;
  return {
    program: 'spl-associated-token-account',
    parsed: {
      info: { account, mint, source, systemProgram, tokenProgram, wallet },
      type: tag === 0 ? 'create' : 'createIdempotent',
    },
  };
}

function parseToken(ix: RawInstruction, program: string): Parsed | null {
  const d = ix.data;
  const a = ix.accounts;
  const out = (type: string, info: Record<string, unknown>): Parsed => ({
    program,
    parsed: { info, type },
  });
  const amount = u64(d, 1);
  const decimals = d[9];
  // Single-signer forms only; multisig authorities fall back to partial decoding.
  switch (d[0]) {
    case 3: // Transfer
      if (amount === null || a.length !== 3) return null;
      return out('transfer', {
        amount: amount.toString(),
        authority: a[2],
        destination: a[1],
        source: a[0],
      });
    case 12: // TransferChecked
      if (amount === null || decimals === undefined || a.length !== 4) return null;
      return out('transferChecked', {
        authority: a[3],
        destination: a[2],
        mint: a[1],
        source: a[0],
        tokenAmount: uiTokenAmount(amount, decimals),
      });
    case 7: // MintTo
      if (amount === null || a.length !== 3) return null;
      return out('mintTo', {
        account: a[1],
        amount: amount.toString(),
        mint: a[0],
        mintAuthority: a[2],
      });
    case 14: // MintToChecked
      if (amount === null || decimals === undefined || a.length !== 3) return null;
      return out('mintToChecked', {
        account: a[1],
        mint: a[0],
        mintAuthority: a[2],
        tokenAmount: uiTokenAmount(amount, decimals),
      });
    case 8: // Burn
      if (amount === null || a.length !== 3) return null;
      return out('burn', { account: a[0], amount: amount.toString(), authority: a[2], mint: a[1] });
    case 15: // BurnChecked
      if (amount === null || decimals === undefined || a.length !== 3) return null;
      return out('burnChecked', {
        account: a[0],
        authority: a[2],
        mint: a[1],
        tokenAmount: uiTokenAmount(amount, decimals),
      });
    case 4: // Approve
      if (amount === null || a.length !== 3) return null;
      return out('approve', {
        amount: amount.toString(),
        delegate: a[1],
        owner: a[2],
        source: a[0],
      });
    case 9: // CloseAccount
      if (a.length !== 3) return null;
      return out('closeAccount', { account: a[0], destination: a[1], owner: a[2] });
    default:
      return null;
  }
}

function parse(ix: RawInstruction): Parsed | null {
  switch (ix.programId) {
    case SYSTEM_PROGRAM_ID:
      return parseSystem(ix);
    case MEMO_PROGRAM_ID:
    case MEMO_V1_PROGRAM_ID:
      return { program: 'spl-memo', parsed: Buffer.from(ix.data).toString('utf8') };
    case ASSOCIATED_TOKEN_PROGRAM_ID:
      return parseAta(ix);
    case TOKEN_PROGRAM_ID:
      return parseToken(ix, 'spl-token');
    case TOKEN_2022_PROGRAM_ID:
      return parseToken(ix, 'spl-token-2022');
    default:
      return null;
  }
}

/** One instruction as getTransaction's jsonParsed encoding writes it. */
export function parsedInstructionJson(ix: RawInstruction): Record<string, unknown> {
  let parsed: Parsed | null = null;
  try {
    parsed = parse(ix);
  } catch {
    parsed = null;
  }
  if (parsed) {
    return {
      parsed: parsed.parsed,
      program: parsed.program,
      programId: ix.programId,
      stackHeight: ix.stackHeight,
    };
  }
  return {
    accounts: ix.accounts,
    data: bs58.encode(ix.data),
    programId: ix.programId,
    stackHeight: ix.stackHeight,
  };
}
