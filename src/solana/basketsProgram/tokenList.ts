// The service's token list account: a basket names its tokens by id (an index into this list),
// not by mint. The SDK reads the list from TOKEN_LIST_ADDRESS and maps id → list[id].tokenMint
// (baskets-sdk 0.0.45 utils.ts fetchTokenList, basketState.ts getCompositionAndPrice); the app
// does the same: it fetches the account once per network and resolves ids with it.
import type { CompositionTarget } from './basketState';
import { decodeWith, type Decoded } from './errors';
import { requireDiscriminator, requireSize, u64Count, u8Flag, zeroPaddedText } from './fields';
import {
  TOKEN_LIST,
  TOKEN_LIST_CAPACITY,
  TOKEN_SETTINGS,
  tokenListEntryField,
  type Field,
} from './layout';
import { AccountReader } from './reader';

const S = TOKEN_SETTINGS.fields;

export type OracleType = 'Pyth' | 'Switchboard' | 'LST' | 'PythSponsored';
const ORACLE_TYPES: readonly OracleType[] = ['Pyth', 'Switchboard', 'LST', 'PythSponsored'];

export interface TokenListEntry {
  /** The token id baskets use: its index in the list. */
  readonly id: number;
  readonly mint: string;
  readonly decimals: number;
  readonly coingeckoId: string;
  /** The program's vault for this token. */
  readonly pdaTokenAccount: string;
  /** Null for a value the SDK does not name. */
  readonly oracleType: OracleType | null;
  readonly oracleAccount: string;
  readonly isLive: boolean;
  readonly lpOn: boolean;
}

export interface TokenList {
  readonly tokens: readonly TokenListEntry[];
}

function readEntry(reader: AccountReader, id: number): TokenListEntry {
  const field = (f: Field) => tokenListEntryField(f, id);
  return {
    id,
    mint: reader.pubkey(field(S.tokenMint)),
    decimals: reader.u8(field(S.decimals)),
    coingeckoId: zeroPaddedText(reader, field(S.coingeckoId)),
    pdaTokenAccount: reader.pubkey(field(S.pdaTokenAccount)),
    oracleType: ORACLE_TYPES[reader.u8(field(S.oracleType))] ?? null,
    oracleAccount: reader.pubkey(field(S.oracleAccount)),
    isLive: u8Flag(reader, field(S.isLive)),
    lpOn: u8Flag(reader, field(S.lpOn)),
  };
}

export function decodeTokenList(data: Uint8Array): Decoded<TokenList> {
  return decodeWith(() => {
    requireSize(data, TOKEN_LIST.size);
    const reader = AccountReader.whole(data);
    requireDiscriminator(reader, TOKEN_LIST.fields.discriminator, 'tokenList');
    const count = u64Count(reader, TOKEN_LIST.fields.numTokens, TOKEN_LIST_CAPACITY);
    return { tokens: Array.from({ length: count }, (_, id) => readEntry(reader, id)) };
  });
}

/** The list entry a token id names, or null when the list has no such id. */
export function tokenById(list: TokenList, id: number): TokenListEntry | null {
  return list.tokens[id] ?? null;
}

/** A composition slot with its token resolved (token null: the id is not in the list). */
export type ResolvedSlot<S extends CompositionTarget> = S & {
  readonly token: TokenListEntry | null;
};

export function resolveComposition<S extends CompositionTarget>(
  composition: readonly S[],
  list: TokenList,
): ResolvedSlot<S>[] {
  return composition.map((slot) => ({ ...slot, token: tokenById(list, slot.tokenId) }));
}

/** The program's shared vaults (each listed token's PDA account): where every basket's tokens sit. */
export function programVaultsOf(list: TokenList): Set<string> {
  return new Set(list.tokens.map((t) => t.pdaTokenAccount));
}
