// Names and key facts of instructions of the well-known programs, read from their data bytes.
// Covers what a user reviews before signing: transfers, account creation, mint/burn, memos,
// compute budget, and the Basket program's instructions (named, with the accounts they create).
// Anything else is left unnamed rather than guessed.
import { formatTokenAmount } from './amounts';
import { decodeBasketsInstruction } from './basketsInstructions';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programs';
import { findToken } from './tokens';

export interface DecodedInstruction {
  /** camelCase instruction name, e.g. "transfer", "createIdempotent". */
  name?: string;
  /** For memo instructions: the memo text. */
  memo?: string;
  /** Key facts in display form, e.g. { amount: '0.5 SOL', to: '…' }. */
  details?: Record<string, string>;
  /** Accounts this instruction creates (or may create, for createIdempotent). */
  creates?: string[];
}

const SYSTEM_NAMES = [
  'createAccount',
  'assign',
  'transfer',
  'createAccountWithSeed',
  'advanceNonceAccount',
  'withdrawNonceAccount',
  'initializeNonceAccount',
  'authorizeNonceAccount',
  'allocate',
  'allocateWithSeed',
  'assignWithSeed',
  'transferWithSeed',
  'upgradeNonceAccount',
];

/** SPL Token instructions 0–24 (shared by Token-2022, which adds 25 onwards). */
const TOKEN_NAMES = [
  'initializeMint',
  'initializeAccount',
  'initializeMultisig',
  'transfer',
  'approve',
  'revoke',
  'setAuthority',
  'mintTo',
  'burn',
  'closeAccount',
  'freezeAccount',
  'thawAccount',
  'transferChecked',
  'approveChecked',
  'mintToChecked',
  'burnChecked',
  'initializeAccount2',
  'syncNative',
  'initializeAccount3',
  'initializeMultisig2',
  'initializeMint2',
  'getAccountDataSize',
  'initializeImmutableOwner',
  'amountToUiAmount',
  'uiAmountToAmount',
];

const TOKEN_2022_EXTRA_NAMES = [
  'initializeMintCloseAuthority',
  'transferFeeExtension',
  'confidentialTransferExtension',
  'defaultAccountStateExtension',
  'reallocate',
  'memoTransferExtension',
  'createNativeMint',
  'initializeNonTransferableMint',
  'interestBearingMintExtension',
  'cpiGuardExtension',
  'initializePermanentDelegate',
  'transferHookExtension',
  'confidentialTransferFeeExtension',
  'withdrawExcessLamports',
  'metadataPointerExtension',
  'groupPointerExtension',
  'groupMemberPointerExtension',
  'confidentialMintBurnExtension',
  'scaledUiAmountExtension',
  'pausableExtension',
];

/**
 * Token-2022's token-metadata interface instructions, keyed by their 8-byte discriminator
 * (first 8 bytes of sha256 of "spl_token_metadata_interface:<name>").
 */
const TOKEN_METADATA_NAMES: Record<string, string> = {
  '210,225,30,162,88,184,77,141': 'initializeTokenMetadata',
  '221,233,49,45,181,202,220,200': 'updateTokenMetadataField',
  '234,18,32,56,89,141,37,181': 'removeTokenMetadataKey',
  '215,228,166,228,84,100,86,123': 'updateTokenMetadataAuthority',
  '250,166,180,250,13,12,184,70': 'emitTokenMetadata',
};

/** Token instructions whose data is [index, u64 amount, (u8 decimals)]. */
const AMOUNT_INSTRUCTIONS = new Set([
  'transfer',
  'approve',
  'mintTo',
  'burn',
  'transferChecked',
  'approveChecked',
  'mintToChecked',
  'burnChecked',
]);

/** Where the mint sits in the instruction's accounts. */
const MINT_POSITION: Record<string, number> = {
  transferChecked: 1,
  approveChecked: 1,
  mintTo: 0,
  mintToChecked: 0,
  burn: 1,
  burnChecked: 1,
};

const ATA_NAMES = ['create', 'createIdempotent', 'recoverNested'];

const COMPUTE_BUDGET_NAMES = [
  'requestUnits',
  'requestHeapFrame',
  'setComputeUnitLimit',
  'setComputeUnitPrice',
  'setLoadedAccountsDataSizeLimit',
];

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function u32(data: Uint8Array, offset: number): number | undefined {
  return data.length >= offset + 4 ? view(data).getUint32(offset, true) : undefined;
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  return data.length >= offset + 8 ? view(data).getBigUint64(offset, true) : undefined;
}

function sol(lamports: bigint): string {
  return `${formatTokenAmount(lamports, 9, 'exact')} SOL`;
}

function decodeSystem(data: Uint8Array, accounts: readonly string[]): DecodedInstruction {
  const index = u32(data, 0);
  const name = index === undefined ? undefined : SYSTEM_NAMES[index];
  if (name === 'transfer') {
    const lamports = u64(data, 4);
    return {
      name,
      details: {
        ...(lamports !== undefined && { amount: sol(lamports) }),
        ...(accounts[0] && { from: accounts[0] }),
        ...(accounts[1] && { to: accounts[1] }),
      },
    };
  }
  if (name === 'createAccount' || name === 'createAccountWithSeed') {
    // createAccount: lamports at 4, space at 12. WithSeed: base (32), seed (u64 len + bytes) first.
    let offset = 4;
    if (name === 'createAccountWithSeed') {
      const seedLength = u64(data, 36);
      offset = seedLength === undefined ? data.length : 44 + Number(seedLength);
    }
    const lamports = u64(data, offset);
    const space = u64(data, offset + 8);
    const created = accounts[1];
    return {
      name,
      ...(created && { creates: [created] }),
      details: {
        ...(created && { account: created }),
        ...(lamports !== undefined && { funding: sol(lamports) }),
        ...(space !== undefined && { space: `${space} bytes` }),
      },
    };
  }
  return name ? { name } : {};
}

function decodeToken(
  data: Uint8Array,
  accounts: readonly string[],
  is2022: boolean,
): DecodedInstruction {
  const index = data[0];
  if (index === undefined) return {};
  if (is2022 && data.length >= 8) {
    const metadataName = TOKEN_METADATA_NAMES[Array.from(data.subarray(0, 8)).join(',')];
    if (metadataName) return { name: metadataName };
  }
  const name = TOKEN_NAMES[index] ?? (is2022 ? TOKEN_2022_EXTRA_NAMES[index - 25] : undefined);
  if (!name) return {};
  const amount = AMOUNT_INSTRUCTIONS.has(name) ? u64(data, 1) : undefined;
  if (amount === undefined) return { name };
  const mintAt = MINT_POSITION[name];
  const mint = mintAt === undefined ? undefined : accounts[mintAt];
  const token = mint ? findToken(mint) : undefined;
  // Checked variants carry the decimals; otherwise only a known mint tells them.
  const decimals = name.endsWith('Checked') ? data[9] : token?.decimals;
  const shown =
    decimals === undefined
      ? `${amount} base units`
      : `${formatTokenAmount(amount, decimals, 'exact')}${token ? ` ${token.symbol}` : ''}`;
  return { name, details: { amount: shown, ...(mint && { mint }) } };
}

function decodeAta(data: Uint8Array, accounts: readonly string[]): DecodedInstruction {
  // An empty data field is the original "create".
  const name = data.length === 0 ? 'create' : ATA_NAMES[data[0]!];
  if (!name) return {};
  const created = accounts[1];
  if ((name === 'create' || name === 'createIdempotent') && created) {
    return {
      name,
      creates: [created],
      details: {
        account: created,
        ...(accounts[2] && { owner: accounts[2] }),
        ...(accounts[3] && { mint: accounts[3] }),
      },
    };
  }
  return { name };
}

function decodeMemo(data: Uint8Array): DecodedInstruction {
  try {
    return { name: 'memo', memo: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return { name: 'memo' };
  }
}

function decodeComputeBudget(data: Uint8Array): DecodedInstruction {
  const index = data[0];
  const name = index === undefined ? undefined : COMPUTE_BUDGET_NAMES[index];
  if (name === 'setComputeUnitLimit') {
    const units = u32(data, 1);
    return units === undefined ? { name } : { name, details: { units: String(units) } };
  }
  if (name === 'setComputeUnitPrice') {
    const price = u64(data, 1);
    return price === undefined
      ? { name }
      : { name, details: { microLamportsPerUnit: String(price) } };
  }
  return name ? { name } : {};
}

/** Decodes what is easy and certain; unknown programs and instructions give `{}`. */
export function decodeInstruction(
  programId: string,
  data: Uint8Array,
  accounts: readonly string[],
): DecodedInstruction {
  switch (programId) {
    case SYSTEM_PROGRAM_ID:
      return decodeSystem(data, accounts);
    case TOKEN_PROGRAM_ID:
      return decodeToken(data, accounts, false);
    case TOKEN_2022_PROGRAM_ID:
      return decodeToken(data, accounts, true);
    case ASSOCIATED_TOKEN_PROGRAM_ID:
      return decodeAta(data, accounts);
    case MEMO_PROGRAM_ID:
    case MEMO_V1_PROGRAM_ID:
      return decodeMemo(data);
    case COMPUTE_BUDGET_PROGRAM_ID:
      return decodeComputeBudget(data);
    case BASKETS_PROGRAM_ID: {
      const decoded = decodeBasketsInstruction(data, accounts);
      return decoded ? { name: decoded.name, creates: decoded.creates } : {};
    }
    default:
      return {};
  }
}
