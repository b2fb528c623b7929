import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { inspectTransaction } from '../solana/inspect';
import { TOKEN_PROGRAM_ID } from '../solana/programs';
import { v0Transaction } from '../solana/testing/transactions';
import { USDC_MINT } from '../solana/tokens';
import {
  checkTransaction,
  readTokenAccount,
  rentFromInstructions,
  type RawAccount,
  type SimulationPort,
  type SimulationResult,
  type WalletTokenAccount,
} from './simulate';
import { SERVICE_ANSWER_GRACE_MS } from './replicaGrace';
import { FakeClock } from './testing/fakeChain';
import { checkReviewedTx, type ReviewedTx } from './useTxChecks';

const wallet = Keypair.generate().publicKey;
const usdc = new PublicKey(USDC_MINT);
const basketMint = Keypair.generate().publicKey;
const vault = Keypair.generate().publicKey;
const walletUsdc = getAssociatedTokenAddressSync(usdc, wallet);
const walletBasket = getAssociatedTokenAddressSync(
  basketMint,
  wallet,
  false,
  TOKEN_2022_PROGRAM_ID,
);
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

function tokenAccount(
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

const transaction = (instructions: TransactionInstruction[]) => v0Transaction(wallet, instructions);

/** A deposit-like transaction: 10 USDC to a vault, and a basket token account for the wallet. */
const depositTx = () =>
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

class FakeSimulationPort implements SimulationPort {
  requested: string[] = [];
  decimalsAsked: string[] = [];
  tokenAccounts: WalletTokenAccount[] = [
    { address: walletUsdc.toBase58(), mint: USDC_MINT, amount: 25_000_000n, decimals: 6 },
    // Not in the transaction: not simulated, not shown.
    { address: Keypair.generate().publicKey.toBase58(), mint: BONK, amount: 5n, decimals: 5 },
  ];
  result: (addresses: readonly string[]) => SimulationResult = () => ({
    err: null,
    logs: [],
    accounts: null,
  });
  async simulate(_tx: VersionedTransaction, addresses: readonly string[]) {
    this.requested = [...addresses];
    return this.result(addresses);
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

describe('checkTransaction', () => {
  it('shows the wallet’s SOL and token changes in display units, with fee and rent', async () => {
    const port = new FakeSimulationPort();
    port.result = (addresses) => ({
      err: null,
      logs: ['Program log: ok'],
      unitsConsumed: 12_345,
      accounts: addresses.map((a) => {
        if (a === wallet.toBase58()) {
          return {
            lamports: 2_000_000_000n - 5_000n - 2_039_280n,
            owner: '11111111111111111111111111111111',
            data: new Uint8Array(),
          };
        }
        if (a === walletUsdc.toBase58()) return tokenAccount(usdc, wallet, 15_000_000n);
        if (a === walletBasket.toBase58()) {
          return tokenAccount(basketMint, wallet, 3_500_000_000n, TOKEN_2022_PROGRAM_ID.toBase58());
        }
        return null;
      }),
    });
    const check = await checkTransaction(port, depositTx(), wallet.toBase58());

    // The wallet, its USDC account (in the transaction) and the account being created.
    expect(port.requested).toEqual([
      wallet.toBase58(),
      walletUsdc.toBase58(),
      walletBasket.toBase58(),
    ]);
    expect(check.simulation.status).toBe('ok');
    expect(check.simulation.unitsConsumed).toBe(12_345);
    expect(check.simulation.balanceChanges).toEqual([
      { mint: 'SOL', symbol: 'SOL', before: '2', after: '1.99795572', delta: '-0.00204428' },
      { mint: USDC_MINT, symbol: 'USDC', before: '25', after: '15', delta: '-10' },
      {
        mint: basketMint.toBase58(),
        symbol: undefined,
        before: '0',
        after: '3.5',
        delta: '3.5',
      },
    ]);
    expect(port.decimalsAsked).toEqual([basketMint.toBase58()]);
    expect(check.feeLamports).toBe(5_000n);
    expect(check.rentLamports).toBe(2_039_280n);
  });

  it('leaves out tokens whose balance does not change', async () => {
    const port = new FakeSimulationPort();
    port.result = (addresses) => ({
      err: null,
      logs: [],
      accounts: addresses.map((a) =>
        a === walletUsdc.toBase58()
          ? tokenAccount(usdc, wallet, 25_000_000n)
          : a === wallet.toBase58()
            ? {
                lamports: 1_999_995_000n,
                owner: '11111111111111111111111111111111',
                data: new Uint8Array(),
              }
            : null,
      ),
    });
    const check = await checkTransaction(port, depositTx(), wallet.toBase58());
    expect(check.simulation.balanceChanges).toEqual([
      { mint: 'SOL', symbol: 'SOL', before: '2', after: '1.999995', delta: '-0.000005' },
    ]);
    expect(check.rentLamports).toBe(0n);
  });

  it('a failed simulation says why in words, keeps the logs and the fee', async () => {
    const port = new FakeSimulationPort();
    port.result = () => ({
      err: { InstructionError: [1, { Custom: 1 }] },
      logs: ['Program log: Error: insufficient funds'],
      unitsConsumed: 900,
      accounts: null,
    });
    const check = await checkTransaction(port, depositTx(), wallet.toBase58());
    expect(check.simulation.status).toBe('error');
    expect(check.simulation.error).toBe('Insufficient token balance for this amount.');
    expect(check.simulation.logs).toEqual(['Program log: Error: insufficient funds']);
    expect(check.simulation.balanceChanges).toBeUndefined();
    expect(check.feeLamports).toBe(5_000n);
    // Rent read from the instructions instead: one associated token account.
    expect(check.rentLamports).toBe(2_039_280n);
    expect(check.rentEstimated).toBe(true);
    expect(check.blockhashExpired).toBe(false);
  });

  it('an idempotent create of an account that already exists costs no rent', async () => {
    const other = Keypair.generate().publicKey;
    const otherUsdc = getAssociatedTokenAddressSync(usdc, other);
    const tx = transaction([
      createAssociatedTokenAccountIdempotentInstruction(wallet, otherUsdc, other, usdc),
      createTransferCheckedInstruction(walletUsdc, usdc, otherUsdc, wallet, 1_000_000n, 6),
    ]);
    const port = new FakeSimulationPort();
    port.lamports.set(otherUsdc.toBase58(), 2_039_280n);
    port.result = (addresses) => ({
      err: null,
      logs: [],
      accounts: addresses.map((a) =>
        a === otherUsdc.toBase58() ? tokenAccount(usdc, other, 1_000_000n) : null,
      ),
    });
    const check = await checkTransaction(port, tx, wallet.toBase58());
    expect(port.requested).toContain(otherUsdc.toBase58());
    expect(check.rentLamports).toBe(0n);
    expect(await rentFromInstructions(port, tx)).toBe(0n);
    port.lamports.delete(otherUsdc.toBase58());
    expect(await rentFromInstructions(port, tx)).toBe(2_039_280n);
  });

  it('says when the blockhash expired during the review', async () => {
    const port = new FakeSimulationPort();
    port.result = () => ({ err: 'BlockhashNotFound', logs: [], accounts: null });
    const check = await checkTransaction(port, depositTx(), wallet.toBase58());
    expect(check.blockhashExpired).toBe(true);
  });
});

describe('rentFromInstructions', () => {
  it('adds the lamports System createAccount(WithSeed) fund and the rent of new token accounts', async () => {
    const seeded = await PublicKey.createWithSeed(wallet, 'basket-1', TOKEN_2022_PROGRAM_ID);
    const tx = transaction([
      SystemProgram.createAccount({
        fromPubkey: wallet,
        newAccountPubkey: vault,
        lamports: 1_000_000,
        space: 10,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      SystemProgram.createAccountWithSeed({
        fromPubkey: wallet,
        newAccountPubkey: seeded,
        basePubkey: wallet,
        seed: 'basket-1',
        lamports: 3_500_000,
        space: 200,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createAssociatedTokenAccountIdempotentInstruction(wallet, walletUsdc, wallet, usdc),
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: vault, lamports: 999 }),
    ]);
    const port = new FakeSimulationPort();
    expect(await rentFromInstructions(port, tx)).toBe(1_000_000n + 3_500_000n + 2_039_280n);
  });
});

describe('readTokenAccount', () => {
  it('reads mint, owner and amount of either token program’s accounts, and nothing else', () => {
    const classic = readTokenAccount(tokenAccount(usdc, wallet, 42n));
    expect(classic).toEqual({ mint: USDC_MINT, owner: wallet.toBase58(), amount: 42n });
    const t22 = tokenAccount(basketMint, wallet, 7n, TOKEN_2022_PROGRAM_ID.toBase58());
    expect(readTokenAccount(t22)?.amount).toBe(7n);
    const notToken = { ...tokenAccount(usdc, wallet, 1n), owner: vault.toBase58() };
    expect(readTokenAccount(notToken)).toBeNull();
    expect(readTokenAccount(null)).toBeNull();
  });
});

describe('checkReviewedTx (the review under a lagging replica)', () => {
  const refused = () => ({
    err: { InstructionError: [1, 'IncorrectProgramId'] },
    logs: ['Program log: no such account yet'],
    accounts: null,
  });
  const reviewed = (receivedAt: number, retryLag = true): ReviewedTx => ({
    base64: Buffer.from(depositTx().serialize()).toString('base64'),
    receivedAt,
    retryLag,
  });

  it('a simulation refused right after the service answered is checked again until it passes', async () => {
    const port = new FakeSimulationPort();
    let calls = 0;
    port.result = () => (++calls <= 2 ? refused() : { err: null, logs: [], accounts: null });
    const clock = new FakeClock();
    const check = await checkReviewedTx(port, reviewed(clock.now()), wallet.toBase58(), clock);
    expect(calls).toBe(3);
    expect(check.simulation.status).toBe('ok');
  });

  it('a refusal that lasts is reported once the grace after the answer has passed', async () => {
    const port = new FakeSimulationPort();
    port.result = refused;
    const clock = new FakeClock();
    const receivedAt = clock.now();
    const check = await checkReviewedTx(port, reviewed(receivedAt), wallet.toBase58(), clock);
    expect(check.simulation.status).toBe('error');
    expect(clock.now() - receivedAt).toBeLessThanOrEqual(SERVICE_ANSWER_GRACE_MS);
    expect(clock.now() - receivedAt).toBeGreaterThan(0);
  });

  it('a later step (which needs the earlier ones landed) and an old answer are checked once', async () => {
    const clock = new FakeClock();
    for (const tx of [
      reviewed(clock.now(), false),
      reviewed(clock.now() - SERVICE_ANSWER_GRACE_MS),
    ]) {
      const port = new FakeSimulationPort();
      let calls = 0;
      port.result = () => (++calls, refused());
      const check = await checkReviewedTx(port, tx, wallet.toBase58(), clock);
      expect(calls).toBe(1);
      expect(check.simulation.status).toBe('error');
    }
  });
});

describe('checkTransaction of a v0 transaction', () => {
  const table = new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: {
      deactivationSlot: BigInt('0xffffffffffffffff'),
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [vault],
    },
  });
  const tx = () =>
    v0Transaction(
      wallet,
      [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: vault, lamports: 1_000 })],
      [table],
    );

  it('reads its lookup tables, so the review names the accounts it loads from them', async () => {
    const port = new (class extends FakeSimulationPort {
      asked: string[][] = [];
      async getLookupTables(addresses: readonly string[]) {
        this.asked.push([...addresses]);
        return [table];
      }
    })();
    const check = await checkTransaction(port, tx(), wallet.toBase58());
    expect(port.asked).toEqual([[table.key.toBase58()]]);
    expect(check.lookupTables).toEqual([table]);
    expect(inspectTransaction(tx()).unresolvedLookupAccounts).toBe(1);
    const named = inspectTransaction(tx(), { lookupTables: check.lookupTables });
    expect(named.unresolvedLookupAccounts).toBe(0);
    expect(named.accounts.map((a) => a.address)).toContain(vault.toBase58());
  });

  it('a port that cannot read tables leaves them out (the review says the accounts are unresolved)', async () => {
    const check = await checkTransaction(new FakeSimulationPort(), tx(), wallet.toBase58());
    expect(check.lookupTables).toBeUndefined();
  });
});
