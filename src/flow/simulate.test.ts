import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { AddressLookupTableAccount, Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { inspectTransaction } from '../solana/inspect';
import { v0Transaction } from '../solana/testing/transactions';
import { USDC_MINT } from '../solana/tokens';
import { checkTransaction, rentFromInstructions } from './simulate';
import {
  basketMint,
  depositTx,
  FakeSimulationPort,
  tokenAccount,
  transaction,
  usdc,
  vault,
  wallet,
  walletBasket,
  walletUsdc,
} from './testing/fakeSimulation';
import { readTokenAccount } from './walletEffects';

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
