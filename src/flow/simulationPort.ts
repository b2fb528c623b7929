// The review's SimulationPort over a web3.js v1 Connection (commitment 'confirmed'), and Jito's
// simulateBundle through the app's JSON-RPC path (the Connection's rate-limit-aware fetch).
import { PublicKey, type Connection } from '@solana/web3.js';
import type { RpcEndpoint } from '../solana/jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../solana/programs';
import { base64ToBytes } from './codec';
import { MAX_BUNDLE_TRANSACTIONS, simulateBundle } from './simulateBundleRpc';
import type { RawAccount, SimulationPort, WalletTokenAccount } from './simulationTypes';

const COMMITMENT = 'confirmed' as const;
/** Offset of `decimals` in a mint account (both token programs). */
const MINT_DECIMALS_OFFSET = 44;

interface ParsedTokenAccount {
  info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } };
}

/** `endpoint`: the Connection's RPC through its fetch, for the method web3.js lacks. */
export function connectionSimulationPort(
  connection: Connection,
  endpoint: RpcEndpoint,
): SimulationPort {
  // An RPC without simulateBundle is not asked again on this connection.
  let hasMethod = true;
  return {
    async simulateInOrder(txs, addresses) {
      if (!hasMethod || txs.length > MAX_BUNDLE_TRANSACTIONS) return null;
      const result = await simulateBundle(endpoint, txs, addresses);
      if (result === 'no-method') hasMethod = false;
      return typeof result === 'string' ? null : result;
    },
    async getLookupTables(addresses) {
      const tables = await Promise.all(
        addresses.map(
          async (a) => (await connection.getAddressLookupTable(new PublicKey(a))).value,
        ),
      );
      return tables.filter((t) => t !== null);
    },
    async simulate(tx, addresses) {
      const { value } = await connection.simulateTransaction(tx, {
        sigVerify: false,
        // The transaction as the wallet will sign it: its own blockhash, not a replacement.
        replaceRecentBlockhash: false,
        commitment: COMMITMENT,
        accounts: { encoding: 'base64', addresses: [...addresses] },
      });
      return {
        err: value.err,
        logs: value.logs ?? [],
        unitsConsumed: value.unitsConsumed,
        accounts:
          value.accounts?.map(
            (a): RawAccount | null =>
              a && {
                lamports: BigInt(a.lamports),
                owner: a.owner,
                data: base64ToBytes(a.data[0] ?? ''),
              },
          ) ?? null,
      };
    },
    async getLamports(addresses) {
      if (addresses.length === 0) return [];
      const infos = await connection.getMultipleAccountsInfo(
        addresses.map((a) => new PublicKey(a)),
        COMMITMENT,
      );
      return infos.map((info) => (info ? BigInt(info.lamports) : null));
    },
    async getTokenAccounts(owner) {
      const ownerKey = new PublicKey(owner);
      const lists = await Promise.all(
        [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
          connection.getParsedTokenAccountsByOwner(
            ownerKey,
            { programId: new PublicKey(programId) },
            COMMITMENT,
          ),
        ),
      );
      return lists.flatMap(({ value }) =>
        value.flatMap(({ pubkey, account }): WalletTokenAccount[] => {
          const parsed = (account.data as { parsed?: ParsedTokenAccount }).parsed;
          const mint = parsed?.info?.mint;
          const amount = parsed?.info?.tokenAmount?.amount;
          const decimals = parsed?.info?.tokenAmount?.decimals;
          if (!mint || amount === undefined || decimals === undefined) return [];
          return [{ address: pubkey.toBase58(), mint, amount: BigInt(amount), decimals }];
        }),
      );
    },
    async getMintDecimals(mint) {
      const info = await connection.getAccountInfo(new PublicKey(mint), COMMITMENT);
      if (!info || info.data.length <= MINT_DECIMALS_OFFSET) return null;
      return info.data[MINT_DECIMALS_OFFSET] ?? null;
    },
    async getRentExemption(size) {
      return BigInt(await connection.getMinimumBalanceForRentExemption(size, COMMITMENT));
    },
    async getFee(tx) {
      const { value } = await connection.getFeeForMessage(tx.message, COMMITMENT);
      return value === null ? null : BigInt(value);
    },
  };
}
