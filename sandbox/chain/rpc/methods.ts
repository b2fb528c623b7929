// The HTTP JSON-RPC methods, each a thin translation between a node's wire format and the chain
// (or the chain as a network profile shows it: ./backend.ts).
import { VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { SLOTS_PER_EPOCH } from '../chain';
import { ChainRpcError, RPC_ERROR, invalidParams } from '../errors';
import { LedgerIndex } from '../ledger-index';
import {
  isTokenAccount,
  isTokenProgram,
  mintDecimals,
  readU64,
  uiTokenAmount,
} from '../token-balances';
import type { RpcBackend } from './backend';
import { encodeAccount, readEncoding, u64, type AccountConfig } from './encoding';
import { getProgramAccounts } from './program-accounts';
import { simulateBundle } from './simulate-bundle';
import {
  config,
  context,
  pubkeyParam,
  signatureParam,
  SOLANA_CORE_VERSION,
  transactionBytes,
  withContext,
} from './params';
import { transactionResponse, type GetTransactionConfig } from './transaction-json';

const FEATURE_SET = 3_294_202_862;
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;
type Params = unknown[];
export type Handler = (chain: RpcBackend, params: Params) => unknown;

function tokenProgramFilter(
  chain: RpcBackend,
  filter: unknown,
): { mint?: string; programs: string[] } {
  const f = config<{ mint?: unknown; programId?: unknown }>(filter);
  if (f.mint !== undefined) {
    const mint = pubkeyParam(f.mint);
    const m = chain.getRawAccount(mint);
    if (!m || mintDecimals(m) === null) throw invalidParams('Invalid param: could not find mint');
    return { mint, programs: [m.owner] };
  }
  if (f.programId !== undefined) {
    const program = pubkeyParam(f.programId);
    if (!isTokenProgram(program))
      throw invalidParams('Invalid param: unrecognized Token program id');
    return { programs: [program] };
  }
  throw invalidParams('Invalid params: expected a `mint` or `programId` filter');
}

function tokenAccountsBy(chain: RpcBackend, field: 'owner' | 'delegate', params: Params): unknown {
  const who = pubkeyParam(params[0]);
  const { mint, programs } = tokenProgramFilter(chain, params[1]);
  const cfg = config<AccountConfig>(params[2]);
  readEncoding(cfg, 'binary');
  const whoBytes = bs58.decode(who);
  const value: { pubkey: string; account: unknown }[] = [];
  for (const program of programs) {
    for (const { pubkey, account } of chain.getProgramAccounts(program)) {
      if (!isTokenAccount(account)) continue;
      if (mint && bs58.encode(account.data.subarray(0, 32)) !== mint) continue;
      if (field === 'owner' && !sameBytes(account.data.subarray(32, 64), whoBytes)) continue;
      if (field === 'delegate') {
        const tag = account.data[72];
        if (tag !== 1 || !sameBytes(account.data.subarray(76, 108), whoBytes)) continue;
      }
      value.push({ pubkey, account: encodeAccount(chain, pubkey, account, cfg) });
    }
  }
  return withContext(chain, value);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export const METHODS: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),
  getGenesisHash: (chain) => chain.genesisHash(),
  getIdentity: (chain) => ({ identity: chain.faucet.publicKey.toBase58() }),
  getSlot: (chain) => chain.slot(),
  getBlockHeight: (chain) => chain.blockHeight(),
  getTransactionCount: (chain) => chain.transactionCount(),
  getFirstAvailableBlock: () => 0,
  getMaxRetransmitSlot: (chain) => chain.slot(),
  getMaxShredInsertSlot: (chain) => chain.slot(),
  getRecentPrioritizationFees: () => [],
  getEpochInfo: (chain) => {
    const slot = chain.slot();
    return {
      absoluteSlot: slot,
      blockHeight: chain.blockHeight(),
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: chain.transactionCount(),
    };
  },
  getEpochSchedule: () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    slotsPerEpoch: SLOTS_PER_EPOCH,
    warmup: false,
  }),
  getBlockTime: (chain, params) => {
    const slot = Number(params[0]);
    const time = chain.blockTimeOf(slot);
    if (time === null) {
      throw new ChainRpcError(RPC_ERROR.blockNotAvailable, `Block not available for slot ${slot}`);
    }
    return time;
  },
  getLatestBlockhash: (chain) => withContext(chain, chain.latestBlockhash()),
  isBlockhashValid: (chain, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid param: Invalid');
    return withContext(chain, chain.isBlockhashValid(params[0]));
  },
  getMinimumBalanceForRentExemption: (chain, params) => {
    const len = Number(params[0] ?? 0);
    if (!Number.isInteger(len) || len < 0)
      throw invalidParams('Invalid params: expected a data length');
    return chain.minimumBalanceForRentExemption(len);
  },
  getFeeForMessage: (chain, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid params: expected a message');
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(Buffer.from(params[0], 'base64'));
    } catch (e) {
      throw invalidParams(`invalid message: ${(e as Error).message}`);
    }
    if (!chain.isBlockhashValid(message.recentBlockhash)) return withContext(chain, null);
    return withContext(chain, chain.feeFor(new VersionedTransaction(message)));
  },

  getBalance: (chain, params) => {
    const address = pubkeyParam(params[0]);
    const a = chain.getRawAccount(address);
    return withContext(chain, u64(a?.lamports ?? 0n));
  },
  getAccountInfo: (chain, params) => {
    const address = pubkeyParam(params[0]);
    const cfg = config<AccountConfig>(params[1]);
    return withContext(chain, encodeAccount(chain, address, chain.getRawAccount(address), cfg));
  },
  getMultipleAccounts: (chain, params) => {
    if (!Array.isArray(params[0]))
      throw invalidParams('Invalid params: expected an array of pubkeys');
    if (params[0].length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    }
    const cfg = config<AccountConfig>(params[1]);
    const value = params[0].map((p) => {
      const address = pubkeyParam(p);
      return encodeAccount(chain, address, chain.getRawAccount(address), cfg);
    });
    return withContext(chain, value);
  },
  getProgramAccounts: (chain, params) => getProgramAccounts(chain, params, context(chain)),
  getTokenAccountBalance: (chain, params) => {
    const address = pubkeyParam(params[0]);
    const a = chain.getRawAccount(address);
    if (!a || !isTokenAccount(a)) throw invalidParams('Invalid param: not a Token account');
    const decimals = mintDecimals(chain.getRawAccount(bs58.encode(a.data.subarray(0, 32))));
    if (decimals === null) throw invalidParams('Invalid param: could not find mint');
    return withContext(chain, uiTokenAmount(readU64(a.data, 64), decimals));
  },
  getTokenSupply: (chain, params) => {
    const mint = pubkeyParam(params[0]);
    const m = chain.getRawAccount(mint);
    const decimals = mintDecimals(m);
    if (!m || decimals === null) throw invalidParams('Invalid param: not a Token mint');
    return withContext(chain, uiTokenAmount(readU64(m.data, 36), decimals));
  },
  getTokenLargestAccounts: (chain, params) => {
    const mint = pubkeyParam(params[0]);
    const m = chain.getRawAccount(mint);
    const decimals = mintDecimals(m);
    if (!m || decimals === null) throw invalidParams('Invalid param: could not find mint');
    const value = chain
      .getProgramAccounts(m.owner)
      .filter(
        (e) => isTokenAccount(e.account) && bs58.encode(e.account.data.subarray(0, 32)) === mint,
      )
      .map((e) => ({ address: e.pubkey, amount: readU64(e.account.data, 64) }))
      .sort((a, b) => (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0))
      .slice(0, 20)
      .map((e) => ({ address: e.address, ...uiTokenAmount(e.amount, decimals) }));
    return withContext(chain, value);
  },
  getTokenAccountsByOwner: (chain, params) => tokenAccountsBy(chain, 'owner', params),
  getTokenAccountsByDelegate: (chain, params) => tokenAccountsBy(chain, 'delegate', params),

  sendTransaction: (chain, params) => {
    const cfg = config<{ encoding?: string; skipPreflight?: boolean }>(params[1]);
    return chain.sendTransaction(transactionBytes(params[0], cfg.encoding), {
      skipPreflight: cfg.skipPreflight === true,
    }).signature;
  },
  simulateTransaction: (chain, params) => {
    const cfg = config<{
      encoding?: string;
      sigVerify?: boolean;
      replaceRecentBlockhash?: boolean;
      accounts?: { addresses: string[]; encoding?: string };
      innerInstructions?: boolean;
    }>(params[1]);
    const sim = chain.simulateTransaction(transactionBytes(params[0], cfg.encoding), {
      sigVerify: cfg.sigVerify === true,
      replaceRecentBlockhash: cfg.replaceRecentBlockhash === true,
    });
    let accounts: unknown = null;
    if (cfg.accounts) {
      const accCfg = { encoding: cfg.accounts.encoding ?? 'base64' };
      accounts = cfg.accounts.addresses.map((p) => {
        const address = pubkeyParam(p);
        const post = sim.postAccounts.has(address)
          ? (sim.postAccounts.get(address) ?? null)
          : chain.getRawAccount(address);
        return encodeAccount(chain, address, post, accCfg);
      });
    }
    return withContext(chain, {
      accounts,
      err: sim.err,
      innerInstructions: cfg.innerInstructions ? sim.innerInstructions : null,
      loadedAccountsDataSize: null,
      logs: sim.logs,
      replacementBlockhash: sim.replacementBlockhash,
      returnData: sim.returnData,
      unitsConsumed: sim.unitsConsumed,
    });
  },
  simulateBundle,
  requestAirdrop: (chain, params) => {
    const address = pubkeyParam(params[0]);
    const lamports = params[1];
    if (typeof lamports !== 'number' || !Number.isInteger(lamports) || lamports <= 0) {
      throw invalidParams('Invalid params: expected a positive integer lamports amount');
    }
    return chain.airdrop(address, lamports).signature;
  },

  getSignatureStatuses: (chain, params) => {
    if (!Array.isArray(params[0]))
      throw invalidParams('Invalid params: expected an array of signatures');
    if (params[0].length > MAX_SIGNATURE_STATUSES) {
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    }
    const search = config<{ searchTransactionHistory?: boolean }>(
      params[1],
    ).searchTransactionHistory;
    return withContext(
      chain,
      params[0].map((s) => chain.getSignatureStatus(signatureParam(s), search === true)),
    );
  },
  getTransaction: (chain, params) => {
    const signature = signatureParam(params[0]);
    const cfg =
      typeof params[1] === 'string'
        ? { encoding: params[1] }
        : config<GetTransactionConfig>(params[1]);
    const r = chain.getTransaction(signature);
    return r ? transactionResponse(r, cfg) : null;
  },
  getSignaturesForAddress: (chain, params) => {
    const address = pubkeyParam(params[0]);
    const cfg = config<{ limit?: number; before?: string; until?: string }>(params[1]);
    const limit = cfg.limit ?? MAX_SIGNATURES_FOR_ADDRESS;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
      throw invalidParams('Invalid limit; max 1000');
    }
    const slot = chain.slot();
    return chain
      .getSignaturesForAddress(address, { limit, before: cfg.before, until: cfg.until })
      .map((r) => ({
        blockTime: r.blockTime,
        confirmationStatus: LedgerIndex.status(r, slot).confirmationStatus,
        err: r.err,
        memo: r.memo,
        signature: r.signature,
        slot: r.slot,
      }));
  },
};
