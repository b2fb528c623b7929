// A fake of the review's simulation port and a deposit-like transaction for the simulation tests:
// a wallet with USDC, a basket mint, and the accounts a deposit names.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { v0Transaction } from '../../solana/testing/transactions';
import { USDC_MINT } from '../../solana/tokens';
import type {
  RawAccount,
  SimulationPort,
  SimulationResult,
  WalletTokenAccount,
} from '../simulationTypes';

export const wallet = Keypair.generate().publicKey;
export const usdc = new PublicKey(USDC_MINT);
export const basketMint = Keypair.generate().publicKey;
export const vault = Keypair.generate().publicKey;
export const walletUsdc = getAssociatedTokenAddressSync(usdc, wallet);
export const walletBasket = getAssociatedTokenAddressSync(
  basketMint,
  wallet,
  false,
  TOKEN_2022_PROGRAM_ID,
);
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

export function tokenAccount(
  mint: PublicKey,
  owner: PublicKey,
  amount: bigint,
  program = TOKEN_PROGRAM_ID,
  lamports = 2_039_280n,
): RawAccount {
  const data = new Uint8Array(165);
  data.set(mint.toBytes(), 0);
  data.set(owner.toBytes(), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  return { lamports, owner: program, data };
}

export const transaction = (instructions: TransactionInstruction[]) =>
  v0Transaction(wallet, instructions);

/** A deposit-like transaction: 10 USDC to a vault, and a basket token account for the wallet. */
export const depositTx = () =>
  transaction([
    createAssociatedTokenAccountIdempotentInstruction(
      wallet,
      walletBasket,
      wallet,
      basketMint,
      TOKEN_2022_PROGRAM_ID,
    ),
    createTransferCheckedInstruction(walletUsdc, usdc, vault, wallet, 10_000_000n, 6),
  ]);

export class FakeSimulationPort implements SimulationPort {
  requested: string[] = [];
  decimalsAsked: string[] = [];
  tokenAccounts: WalletTokenAccount[] = [
    { address: walletUsdc.toBase58(), mint: USDC_MINT, amount: 25_000_000n, decimals: 6 },
    // Not in the transaction: not simulated, not shown.
    { address: Keypair.generate().publicKey.toBase58(), mint: BONK, amount: 5n, decimals: 5 },
  ];
  result: (addresses: readonly string[], tx: VersionedTransaction) => SimulationResult = () => ({
    err: null,
    logs: [],
    accounts: null,
  });
  async simulate(tx: VersionedTransaction, addresses: readonly string[]) {
    this.requested = [...addresses];
    return this.result(addresses, tx);
  }
  lamports = new Map<string, bigint>([[wallet.toBase58(), 2_000_000_000n]]);
  async getLamports(addresses: readonly string[]) {
    return addresses.map((a) => this.lamports.get(a) ?? null);
  }
  async getTokenAccounts() {
    return this.tokenAccounts;
  }
  async getMintDecimals(mint: string) {
    this.decimalsAsked.push(mint);
    return mint === basketMint.toBase58() ? 9 : null;
  }
  async getFee() {
    return 5_000n;
  }
  async getRentExemption(size: number) {
    return size === 165 ? 2_039_280n : 1n;
  }
}

/** A port on which every transaction simulates without error and changes nothing it reports. */
export function passingSimulation(): SimulationPort {
  return {
    simulate: async () => ({ err: null, logs: [], accounts: null }),
    getLamports: async (addresses) => addresses.map(() => null),
    getTokenAccounts: async () => [],
    getMintDecimals: async () => null,
    getFee: async () => 5_000n,
    getRentExemption: async () => 0n,
  };
}
