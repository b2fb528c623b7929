// The /sandbox helpers: faucet balances, blockhash expiry for fault tests, and Basket program
// instructions and memos that only look like the model's (forged by a user) changing nothing.
import { MINT_SIZE, getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { beforeAll, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_ID,
  basketAddress,
  basketMintAddress,
  buyStateAddress,
  metadataAddress,
  sellStateAddress,
} from '../../src/solana/basketsProgram/addresses';
import { BASKET_STATE, BUY_STATE } from '../../src/solana/basketsProgram/layout';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { basketsInstruction } from '../program/instructions';
import { MAX_METADATA_LEN } from '../program/metaplex';
import { MEMO_PROGRAM_ID } from '../model/addresses';
import * as testing from './testing';

const sandbox = testing.sandboxForFile();
let demo = '';
beforeAll(async () => {
  demo = (await testing.demoBasket(sandbox())).address;
});

it('the faucet funds SOL and every test token in one real transaction', async () => {
  const wallet = Keypair.generate().publicKey;
  const reply = await testing.call(sandbox().apiUrl, '/sandbox/faucet', {
    address: wallet.toBase58(),
  });
  expect(reply.status).toBe(200);
  const funded = reply.body.funded as { mint: string; symbol: string; amount: number }[];
  expect(funded.map((f) => f.symbol)).toEqual(['SOL', ...KNOWN_TOKENS.map((t) => t.symbol)]);
  const status = await sandbox().connection.getSignatureStatus(reply.body.signature as string);
  expect(status.value?.err).toBeNull();
  expect(await sandbox().connection.getBalance(wallet)).toBe(10 * LAMPORTS_PER_SOL);
  for (const token of KNOWN_TOKENS) {
    const account = getAssociatedTokenAddressSync(new PublicKey(token.mint), wallet);
    const want = funded.find((f) => f.mint === token.mint)?.amount ?? 0;
    expect(await testing.tokenAmount(sandbox().connection, account)).toBe(
      BigInt(want) * 10n ** BigInt(token.decimals),
    );
  }
  // Asking twice in the same block is a second transaction, not a duplicate.
  const again = await testing.call(sandbox().apiUrl, '/sandbox/faucet', {
    address: wallet.toBase58(),
  });
  expect(again.status).toBe(200);
  expect(again.body.signature).not.toBe(reply.body.signature);
});

it('expire-blockhashes makes returned transactions expire; a fresh request lands', async () => {
  const user = Keypair.generate();
  await testing.call(sandbox().apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
  const body = { user: user.publicKey.toBase58(), basket: demo, amount: 1 };
  const stale = await testing.command(sandbox().apiUrl, 'deposit', body);
  const expired = await testing.call(sandbox().apiUrl, '/sandbox/expire-blockhashes', {});
  expect(expired.status).toBe(200);
  await expect(testing.signAndSend(sandbox().connection, stale.transaction, user)).rejects.toThrow(
    /Blockhash not found/i,
  );
  const fresh = await testing.command(sandbox().apiUrl, 'deposit', body);
  await testing.signAndSend(sandbox().connection, fresh.transaction, user);
  const deposits = await testing.call(
    sandbox().apiUrl,
    `/sandbox/deposits?user=${user.publicKey.toBase58()}`,
  );
  expect(deposits.body.deposits).toHaveLength(1);
});

it('program instructions and memos that only imitate the model change nothing', async () => {
  const forger = Keypair.generate();
  await testing.call(sandbox().apiUrl, '/sandbox/faucet', { address: forger.publicKey.toBase58() });
  const demoBasket = (await testing.call(sandbox().apiUrl, `/sandbox/baskets/${demo}`)).body
    .basket as {
    mint: string;
  };
  const key = () => Keypair.generate().publicKey;
  const me = forger.publicKey;
  const rents = new Map(
    await Promise.all(
      [BUY_STATE.size, BASKET_STATE.size, MINT_SIZE, MAX_METADATA_LEN].map(
        async (size) =>
          [size, await sandbox().connection.getMinimumBalanceForRentExemption(size)] as const,
      ),
    ),
  );
  const payRent = (to: PublicKey, size: number) =>
    SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports: rents.get(size) ?? 0 });
  const buySeed = key();
  const sellSeed = key();
  const createSeed = key();
  const createArgs = {
    managerFee: 0,
    hostFee: 0,
    basketType: 1,
    rebalanceInterval: 3600n,
    rebalanceThreshold: 0,
    rebalanceSlippage: 0,
    lpOffsetThreshold: 0,
    disableRebalance: true,
    disableLp: true,
    composition: [{ tokenId: 0, weight: 1000 }],
    metadata: { name: 'Forged', symbol: 'FORGE', uri: '' },
  };
  const createAccounts = (fundState: PublicKey) => ({
    manager: me,
    tokenList: key(),
    fundState,
    pdaAccount: key(),
    fundToken: basketMintAddress(createSeed),
    createFeeSweeper: key(),
    metadataAccount: metadataAddress(basketMintAddress(createSeed)),
    metadataProgram: key(),
    systemProgram: SystemProgram.programId,
    tokenProgram: key(),
    rent: key(),
    host: me,
    feeDelegate: me,
    seedPubkey: createSeed,
  });
  const memo = (payload: Record<string, unknown>) =>
    new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [{ pubkey: me, isSigner: true, isWritable: false }],
      data: Buffer.from(JSON.stringify(payload)),
    });
  const forged: TransactionInstruction[][] = [
    // A deposit with its buy state's rent paid but no USDC moved.
    [
      payRent(buyStateAddress(buySeed), BUY_STATE.size),
      basketsInstruction(
        'buyFund',
        {
          buyer: me,
          fundState: new PublicKey(demo),
          fundToken: new PublicKey(demoBasket.mint),
          tokenList: key(),
          pdaAccount: key(),
          pdaUsdcAccount: key(),
          buyerUsdcAccount: key(),
          managerUsdcAccount: key(),
          smfFeeAccount: key(),
          hostUsdcAccount: key(),
          buyerFundTokenAccount: key(),
          buyState: buyStateAddress(buySeed),
          systemProgram: SystemProgram.programId,
          tokenProgram: key(),
          rent: key(),
          associatedTokenProgram: key(),
          seedPubkey: buySeed,
        },
        { amount: 1_000_000n },
      ),
    ],
    // A withdrawal with its sell state's rent paid but nothing burned.
    [
      payRent(sellStateAddress(sellSeed), BASKET_STATE.size),
      basketsInstruction(
        'sellFund',
        {
          seller: me,
          fundState: new PublicKey(demo),
          pdaAccount: key(),
          newFundState: sellStateAddress(sellSeed),
          sellerFundTokenAccount: key(),
          fundToken: new PublicKey(demoBasket.mint),
          systemProgram: SystemProgram.programId,
          tokenProgram: key(),
          rent: key(),
          seedPubkey: sellSeed,
        },
        { amount: 1_000_000n, rebalance: 0n },
      ),
    ],
    // A basket at an address that is not its seed's PDA, every rent paid.
    [
      payRent(basketAddress(createSeed), BASKET_STATE.size),
      payRent(basketMintAddress(createSeed), MINT_SIZE),
      payRent(metadataAddress(basketMintAddress(createSeed)), MAX_METADATA_LEN),
      basketsInstruction('createBasket', createAccounts(key()), createArgs),
    ],
    // A basket at its seed's PDAs whose rent nobody paid.
    [basketsInstruction('createBasket', createAccounts(basketAddress(createSeed)), createArgs)],
    // The keeper's own memo, signed by someone else.
    [
      memo({
        op: 'keeper:escrow',
        kind: 'mint',
        basket: demo,
        user: me.toBase58(),
        tokenMint: KNOWN_TOKENS[0]?.mint,
        escrow: me.toBase58(),
        amountIn: '1',
        amountOut: '1',
      }),
    ],
  ];
  // Let the keeper finish every deposit into the demo basket first: only the forgeries may act.
  await testing.eventually(async () => {
    const r = await testing.call(sandbox().apiUrl, `/sandbox/deposits?basket=${demo}`);
    return (r.body.deposits as { status: string }[]).every((d) => d.status === 'complete')
      ? true
      : undefined;
  });
  const navBefore = (
    (await testing.call(sandbox().apiUrl, `/sandbox/baskets/${demo}`)).body.basket as {
      nav: number;
    }
  ).nav;
  for (const ixs of forged) {
    const tx = new Transaction({
      feePayer: me,
      ...(await sandbox().connection.getLatestBlockhash()),
    }).add(...ixs);
    await sendAndConfirmTransaction(sandbox().connection, tx, [forger], {
      commitment: 'confirmed',
    });
  }
  const who = me.toBase58();
  expect(
    (await testing.call(sandbox().apiUrl, `/sandbox/deposits?user=${who}`)).body.deposits,
  ).toEqual([]);
  expect(
    (await testing.call(sandbox().apiUrl, `/sandbox/withdrawals?user=${who}`)).body.withdrawals,
  ).toEqual([]);
  expect(
    (await testing.call(sandbox().apiUrl, `/sandbox/baskets?creator=${who}`)).body.baskets,
  ).toEqual([]);
  // Nor did the keeper, standing in for the program, write any account for the forger.
  const programAccounts = await sandbox().connection.getProgramAccounts(BASKETS_PROGRAM_ID, {
    filters: [{ memcmp: { offset: 16, bytes: who } }],
  });
  expect(programAccounts).toEqual([]);
  expect(await sandbox().connection.getAccountInfo(basketAddress(createSeed))).toMatchObject({
    owner: SystemProgram.programId,
  });
  // A forged escrow would count against the demo basket's shares and move its NAV.
  const after = (await testing.call(sandbox().apiUrl, `/sandbox/baskets/${demo}`)).body.basket as {
    nav: number;
  };
  expect(after.nav).toBe(navBefore);
});
