// singleTokenDeposit, instantBurn and the automation's rebalance as the sandbox's program runs them,
// and what the chain does with any program instruction: a failure undoes the instructions before it
// (the fee stays), simulation and preflight report what sending would, an unknown instruction fails
// as Anchor's dispatcher fails it.
import {
  TOKEN_PROGRAM_ID,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { KNOWN_TOKENS } from '../../../src/solana/tokens';
import * as testing from '../../service/testing';
import { basketsInstruction } from '../instructions';
import { oracleAddress } from '../oracle';
import { REBALANCE_FEE_WALLET } from '../../../src/solana/basketsProgram/serviceAccounts';
import { programTokenAccount } from '../token-list';
import {
  ata,
  instructionsOf,
  land,
  landAsBuilt,
  landRefused,
  onlyTheFee,
  programFailure,
  programInstruction,
  tokenChange,
  withMeta,
} from './testing';

const [USDC, WSOL, JUP] = KNOWN_TOKENS.map((t) => new PublicKey(t.mint)) as [
  PublicKey,
  PublicKey,
  PublicKey,
];
const creator = Keypair.generate();
const user = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, user] });
const fileBasket = testing.basketForFile(
  sandbox,
  testing.createRequest(creator.publicKey.toBase58(), {
    symbol: 'TRADE',
    composition: [
      { token: USDC.toBase58(), weight: 50 },
      { token: JUP.toBase58(), weight: 50 },
    ],
  }),
  creator,
);

beforeAll(async () => {
  const { basket, mint } = fileBasket();
  await testing.deposit(sandbox(), user, basket, 100);
  await testing.eventually(async () => {
    const n = await testing.tokenAmount(sandbox().connection, ata(mint, user.publicKey));
    return n > 0n ? true : undefined;
  });
});

describe('singleTokenDeposit and instantBurn', () => {
  it('mint: without the slots’ oracles after its accounts the program cannot price it', async () => {
    const { basket, mint } = fileBasket();
    const res = await testing.command(sandbox().apiUrl, 'mint', {
      user: user.publicKey.toBase58(),
      basket,
      tokenMint: JUP.toBase58(),
      amount: 5,
    });
    const ixs = instructionsOf(res.transaction);
    const ix = programInstruction(ixs);
    ix.keys = ix.keys.slice(0, 14); // the IDL's accounts only
    await landRefused(sandbox().connection, user, ixs, ixs.indexOf(ix), 'AccountNotEnoughKeys');
    // As the API built it: JUP in (fees out of it), basket tokens out.
    const good = await landAsBuilt(sandbox().connection, user, res.transaction);
    expect(tokenChange(good, ata(JUP, user.publicKey))).toBe(-5_000_000n);
    expect(tokenChange(good, programTokenAccount(JUP))).toBe(5_000_000n - 5_000n);
    expect(tokenChange(good, ata(mint, user.publicKey))).toBeGreaterThan(0n);
  });

  it('burn: naming another token’s mint than the one withdrawn fails with ConstraintTokenMint', async () => {
    const { basket, mint } = fileBasket();
    const res = await testing.command(sandbox().apiUrl, 'burn', {
      user: user.publicKey.toBase58(),
      basket,
      tokenMint: JUP.toBase58(),
      amount: 2,
    });
    const ixs = instructionsOf(res.transaction);
    withMeta(programInstruction(ixs), 5, { pubkey: USDC }); // withdrawTokenMint
    await landRefused(sandbox().connection, user, ixs, ixs.length - 1, 'ConstraintTokenMint');
    const good = await landAsBuilt(sandbox().connection, user, res.transaction);
    expect(tokenChange(good, ata(mint, user.publicKey))).toBe(-2_000_000n);
    expect(tokenChange(good, ata(JUP, user.publicKey))).toBeGreaterThan(0n);
  });
});

describe('the automation’s rebalance', () => {
  /** withdrawBeforeRebalance of `amount` USDC toward JUP, signed by `signer`. */
  function withdrawBefore(signer: PublicKey, amount: bigint): TransactionInstruction {
    const { basket } = fileBasket();
    return basketsInstruction(
      'withdrawBeforeRebalance',
      {
        signer,
        basketState: new PublicKey(basket),
        tokenList: TOKEN_LIST_ADDRESS,
        oracleSol: oracleAddress(WSOL),
        oracleTokenFrom: oracleAddress(USDC),
        oracleTokenTo: oracleAddress(JUP),
        pdaAccount: BASKETS_PROGRAM_PDA,
        pdaTokenFrom: programTokenAccount(USDC),
        pdaTokenTo: programTokenAccount(JUP),
        signerTokenFrom: ata(USDC, signer),
        signerTokenTo: ata(JUP, signer),
        rebalanceState: PublicKey.findProgramAddressSync(
          [Buffer.from('flashrebalance')],
          BASKETS_PROGRAM_ID,
        )[0],
        tokenProgram: TOKEN_PROGRAM_ID,
        systemProgram: SystemProgram.programId,
        rent: SYSVAR_RENT_PUBKEY,
        instructionsSysvar: SYSVAR_INSTRUCTIONS_PUBKEY,
      },
      { tokenFrom: 0, tokenTo: 2, withdrawAmount: amount },
    );
  }
  function depositAfter(signer: PublicKey): TransactionInstruction {
    const { basket } = fileBasket();
    return basketsInstruction(
      'depositAfterRebalance',
      {
        signer,
        basketState: new PublicKey(basket),
        tokenList: TOKEN_LIST_ADDRESS,
        oracleSol: oracleAddress(WSOL),
        oracleTokenTo: oracleAddress(JUP),
        pdaAccount: BASKETS_PROGRAM_PDA,
        pdaTokenTo: programTokenAccount(JUP),
        signerTokenTo: ata(JUP, signer),
        rebalanceState: PublicKey.findProgramAddressSync(
          [Buffer.from('flashrebalance')],
          BASKETS_PROGRAM_ID,
        )[0],
        rebalanceFeeAccount: getAssociatedTokenAddressSync(JUP, REBALANCE_FEE_WALLET, true),
        tokenProgram: TOKEN_PROGRAM_ID,
        systemProgram: SystemProgram.programId,
      },
      {},
    );
  }

  it('taking tokens out without putting the swap’s proceeds back in the same transaction fails', async () => {
    await landRefused(
      sandbox().connection,
      user,
      [withdrawBefore(user.publicKey, 1_000_000n)],
      0,
      'NoDepositInstruction',
    );
  });

  it('a swap that returns less than the basket’s slippage allows fails with SlippageExceeded', async () => {
    // 1 USDC out, 0.1 JUP (worth 0.08 USDC) back in from the signer's own account.
    const ixs = [
      withdrawBefore(user.publicKey, 1_000_000n),
      createTransferInstruction(
        ata(USDC, user.publicKey),
        ata(USDC, creator.publicKey),
        user.publicKey,
        1_000_000n,
      ),
      createTransferInstruction(
        ata(JUP, creator.publicKey),
        ata(JUP, user.publicKey),
        creator.publicKey,
        100_000n,
      ),
      depositAfter(user.publicKey),
    ];
    const landed = await land(sandbox().connection, user, ixs, [creator]);
    expect(landed.response.meta?.err).toEqual(programFailure(3, 'SlippageExceeded'));
    // Nothing moved, the transfers between the two instructions included.
    expect(tokenChange(landed, ata(USDC, user.publicKey))).toBe(0n);
    expect(tokenChange(landed, ata(JUP, creator.publicKey))).toBe(0n);
    onlyTheFee(landed, user.publicKey);
  });
});

describe('the chain around the program', () => {
  it('an unknown instruction of the program fails as Anchor’s dispatcher does', async () => {
    const ix = new TransactionInstruction({
      programId: BASKETS_PROGRAM_ID,
      keys: [{ pubkey: user.publicKey, isSigner: true, isWritable: true }],
      data: Buffer.from('0102030405060708', 'hex'),
    });
    const landed = await land(sandbox().connection, user, [ix]);
    expect(landed.response.meta?.err).toEqual(programFailure(0, 'InstructionFallbackNotFound'));
  });

  it('simulation, preflight and the landed transaction agree: outcome, logs, balance changes', async () => {
    const { basket } = fileBasket();
    const res = await testing.command(sandbox().apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 7,
    });
    const tx = VersionedTransaction.deserialize(Buffer.from(res.transaction as string, 'base64'));
    tx.sign([user]);
    const usdc = ata(USDC, user.publicKey);
    const sim = await sandbox().connection.simulateTransaction(tx, {
      accounts: { encoding: 'base64', addresses: [usdc.toBase58()] },
    });
    expect(sim.value.err).toBeNull();
    const simulated = Buffer.from(sim.value.accounts?.[0]?.data[0] ?? '', 'base64');
    const before = await testing.tokenAmount(sandbox().connection, usdc);
    expect(simulated.readBigUInt64LE(64)).toBe(before - 7_000_000n);
    // Nothing stayed: the simulation changed no account.
    expect(await testing.tokenAmount(sandbox().connection, usdc)).toBe(before);
    // A wrongly built one: preflight refuses it with what simulation says.
    const ixs = TransactionMessage.decompile(tx.message).instructions;
    withMeta(programInstruction(ixs), 5, { pubkey: usdc }); // pdaUsdcAccount → the buyer's own
    const { blockhash } = await sandbox().connection.getLatestBlockhash();
    const bad = new VersionedTransaction(
      new TransactionMessage({
        payerKey: user.publicKey,
        recentBlockhash: blockhash,
        instructions: ixs,
      }).compileToLegacyMessage(),
    );
    bad.sign([user]);
    const badSim = await sandbox().connection.simulateTransaction(bad);
    const error = await sandbox()
      .connection.sendRawTransaction(bad.serialize())
      .then(() => null)
      .catch((e: unknown) => e as { transactionError?: unknown; transactionLogs?: string[] });
    expect(badSim.value.err).toEqual(programFailure(ixs.length - 1, 'IncorrectPdaUsdcAccount'));
    expect(error?.transactionLogs).toEqual(badSim.value.logs);
    // And sent for real, as it landed.
    const landed = await land(sandbox().connection, user, instructionsOf(res.transaction));
    expect(tokenChange(landed, usdc)).toBe(-7_000_000n);
  });
});
