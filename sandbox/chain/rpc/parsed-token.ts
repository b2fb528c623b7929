// `jsonParsed` views of SPL Token / Token-2022 mints and token accounts, in a node's shape, decoded
// with @solana/spl-token's own unpackers.
import {
  ExtensionType,
  NATIVE_MINT,
  NATIVE_MINT_2022,
  getExtensionData,
  getExtensionTypes,
  unpackAccount,
  unpackMint,
  type Mint,
} from '@solana/spl-token';
import { unpack as unpackTokenMetadata } from '@solana/spl-token-metadata';
import { PublicKey } from '@solana/web3.js';
import type { RawAccount } from '../chain';
import {
  TOKEN_2022_PROGRAM,
  TOKEN_ACCOUNT_SIZE,
  isTokenAccount,
  isTokenProgram,
  uiTokenAmount,
} from '../token-balances';

const NATIVE_MINTS = new Set([NATIVE_MINT.toBase58(), NATIVE_MINT_2022.toBase58()]);
const NATIVE_DECIMALS = 9;
const MINT_SIZE = 82;

export interface ParsedAccountData {
  program: 'spl-token' | 'spl-token-2022';
  parsed: { type: 'account' | 'mint'; info: Record<string, unknown> };
  space: number;
}

function asInfo(address: string, a: RawAccount) {
  return {
    address: new PublicKey(address),
    info: {
      data: Buffer.from(a.data),
      executable: a.executable,
      lamports: Number(a.lamports),
      owner: new PublicKey(a.owner),
      rentEpoch: 0,
    },
    programId: new PublicKey(a.owner),
  };
}

const camel = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

function extensionsJson(tlv: Buffer): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const type of getExtensionTypes(tlv)) {
    const name = ExtensionType[type];
    const data = getExtensionData(type, tlv);
    if (!name || !data) {
      out.push({ extension: 'unparseableExtension' });
      continue;
    }
    const key = (offset: number): string | null => {
      const k = new PublicKey(data.subarray(offset, offset + 32));
      return k.equals(PublicKey.default) ? null : k.toBase58();
    };
    switch (type) {
      case ExtensionType.ImmutableOwner:
      case ExtensionType.NonTransferable:
      case ExtensionType.NonTransferableAccount:
        out.push({ extension: camel(name) });
        break;
      case ExtensionType.MintCloseAuthority:
        out.push({ extension: 'mintCloseAuthority', state: { closeAuthority: key(0) } });
        break;
      case ExtensionType.PermanentDelegate:
        out.push({ extension: 'permanentDelegate', state: { delegate: key(0) } });
        break;
      case ExtensionType.MetadataPointer:
        out.push({
          extension: 'metadataPointer',
          state: { authority: key(0), metadataAddress: key(32) },
        });
        break;
      case ExtensionType.TokenMetadata: {
        const m = unpackTokenMetadata(data);
        out.push({
          extension: 'tokenMetadata',
          state: {
            updateAuthority: m.updateAuthority?.toBase58() ?? null,
            mint: m.mint.toBase58(),
            name: m.name,
            symbol: m.symbol,
            uri: m.uri,
            additionalMetadata: m.additionalMetadata,
          },
        });
        break;
      }
      default:
        out.push({ extension: 'unparseableExtension' });
    }
  }
  return out;
}

function parseMint(address: string, a: RawAccount): ParsedAccountData {
  const { address: pk, info, programId } = asInfo(address, a);
  const mint: Mint = unpackMint(pk, info, programId);
  const parsed: Record<string, unknown> = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority?.toBase58() ?? null,
    supply: mint.supply.toString(),
  };
  if (a.owner === TOKEN_2022_PROGRAM && mint.tlvData.length > 0) {
    parsed.extensions = extensionsJson(mint.tlvData);
  }
  return {
    program: a.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token',
    parsed: { type: 'mint', info: parsed },
    space: a.data.length,
  };
}

function parseTokenAccount(
  address: string,
  a: RawAccount,
  decimalsOf: (mint: string) => number | null,
): ParsedAccountData | null {
  const { address: pk, info, programId } = asInfo(address, a);
  const acc = unpackAccount(pk, info, programId);
  const mint = acc.mint.toBase58();
  const native = NATIVE_MINTS.has(mint);
  const decimals = native ? NATIVE_DECIMALS : decimalsOf(mint);
  if (decimals === null) return null;
  const parsed: Record<string, unknown> = {
    isNative: acc.isNative,
    mint,
    owner: acc.owner.toBase58(),
    state: acc.isFrozen ? 'frozen' : acc.isInitialized ? 'initialized' : 'uninitialized',
    tokenAmount: uiTokenAmount(acc.amount, decimals),
  };
  if (acc.delegate) {
    parsed.delegate = acc.delegate.toBase58();
    parsed.delegatedAmount = uiTokenAmount(acc.delegatedAmount, decimals);
  }
  if (acc.rentExemptReserve !== null) {
    parsed.rentExemptReserve = uiTokenAmount(acc.rentExemptReserve, decimals);
  }
  if (acc.closeAuthority) parsed.closeAuthority = acc.closeAuthority.toBase58();
  if (a.owner === TOKEN_2022_PROGRAM && acc.tlvData.length > 0) {
    parsed.extensions = extensionsJson(acc.tlvData);
  }
  return {
    program: a.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token',
    parsed: { type: 'account', info: parsed },
    space: a.data.length,
  };
}

/**
 * The `jsonParsed` data of a token mint or token account, or null when the account is something
 * else (the caller then falls back to base64, as a node does).
 */
export function parseTokenData(
  address: string,
  a: RawAccount,
  readAccount: (address: string) => RawAccount | null,
): ParsedAccountData | null {
  if (!isTokenProgram(a.owner)) return null;
  try {
    if (isTokenAccount({ owner: a.owner, data: a.data })) {
      return parseTokenAccount(address, a, (mint) => {
        const m = readAccount(mint);
        return m && m.data.length >= MINT_SIZE ? (m.data[44] ?? null) : null;
      });
    }
    if (a.data.length === MINT_SIZE || (a.data.length > TOKEN_ACCOUNT_SIZE && a.data[165] === 1)) {
      return parseMint(address, a);
    }
  } catch {
    return null; // not decodable as a token account or mint: a node then answers base64
  }
  return null;
}
