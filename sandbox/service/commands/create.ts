// create → three transactions, each signed by the creator alone, that work only in order:
//  1. createTransaction: the Basket program's createBasket, accounts in their real positions
//     (basket state ["basket", seed], mint ["mint", seed], the mint's Metaplex metadata, the seed
//     itself) and the request as its arguments; before it, the creator pays each new account's
//     rent with a System transfer — what the program's own account creation would charge. When it
//     lands, the keeper, standing in for the program, writes the three accounts
//     (../../keeper/program-accounts.ts).
//  2. compositionTransaction: opens a staging account, creates the creator's basket-token account
//     (which fails unless the mint of step 1 exists), opens the vaults (token accounts of the
//     basket authority) that fit the packet, and records the composition in a memo.
//  3. restructureTransaction: folds the staging account into the basket (fails unless step 2
//     landed) with a memo; the basket is then active.
import { MINT_SIZE, createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { CreateRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../../src/solana/basketsProgram/addresses';
import { BASKET_STATE } from '../../../src/solana/basketsProgram/layout';
import { basketsInstruction } from '../../program/instructions';
import { MAX_METADATA_LEN } from '../../program/metaplex';
import { CREATE_FEE_ACCOUNT } from '../../program/service-accounts';
import {
  BASKET_TOKEN_PROGRAM_ID,
  ata,
  basketAccounts,
  freshSeed,
  stagingAddress,
  stagingSeed,
} from '../../model/addresses';
import { type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../../model/errors';
import { memoInstruction } from '../../model/memo';
import { refuseTakenNameOrSymbol } from '../names';
import { checkSupported, compactComposition, programSettings } from './composition';

export function buildCreate(ctx: ServiceContext, req: CreateRequest) {
  checkSupported(ctx, req.composition);
  refuseTakenNameOrSymbol(ctx, req);
  const creator = new PublicKey(req.creator);
  // A new basket per request, even for the same request (see freshSeed).
  const accounts = basketAccounts(freshSeed());
  const staging = stagingAddress(creator, accounts.seed);
  const authority = ctx.keys.basketAuthority(accounts.basket).publicKey;
  const rent = (size: number) => ctx.chain.minimumBalanceForRentExemption(size);
  const payRent = (to: PublicKey, size: number) =>
    SystemProgram.transfer({ fromPubkey: creator, toPubkey: to, lamports: rent(size) });

  const createBasket = basketsInstruction(
    'createBasket',
    {
      manager: creator,
      tokenList: TOKEN_LIST_ADDRESS,
      fundState: accounts.basket,
      pdaAccount: BASKETS_PROGRAM_PDA,
      fundToken: accounts.mint,
      createFeeSweeper: CREATE_FEE_ACCOUNT,
      metadataAccount: accounts.metadata,
      metadataProgram: TOKEN_METADATA_PROGRAM_ID,
      systemProgram: SystemProgram.programId,
      tokenProgram: BASKET_TOKEN_PROGRAM_ID,
      rent: SYSVAR_RENT_PUBKEY,
      host: new PublicKey(req.hostPlatform),
      feeDelegate: creator,
      seedPubkey: accounts.seed,
    },
    {
      ...programSettings(ctx, req),
      hostFee: req.hostPlatformFees,
      basketType: req.type,
      metadata: { name: req.name, symbol: req.symbol, uri: req.uri },
    },
  );
  const createTransaction = unsignedTransaction(
    ctx,
    creator,
    [
      payRent(accounts.basket, BASKET_STATE.size),
      payRent(accounts.mint, MINT_SIZE),
      payRent(accounts.metadata, MAX_METADATA_LEN),
      createBasket,
    ],
    'uri',
  );

  const opening = [
    SystemProgram.createAccountWithSeed({
      fromPubkey: creator,
      newAccountPubkey: staging,
      basePubkey: creator,
      seed: stagingSeed(accounts.seed),
      lamports: rent(0),
      space: 0,
      programId: SystemProgram.programId,
    }),
    createAssociatedTokenAccountIdempotentInstruction(
      creator,
      ata(creator, accounts.mint, BASKET_TOKEN_PROGRAM_ID),
      creator,
      accounts.mint,
      BASKET_TOKEN_PROGRAM_ID,
    ),
  ];
  const vaults = req.composition.map((e) => {
    const mint = new PublicKey(e.token);
    return createAssociatedTokenAccountIdempotentInstruction(
      creator,
      ata(authority, mint),
      authority,
      mint,
    );
  });
  const compositionMemo = memoInstruction(creator, {
    op: 'composition',
    basket: accounts.basket.toBase58(),
    composition: compactComposition(req.composition),
  });
  // The creator opens (and pays for) as many vaults as fit in the packet; the keeper opens the rest
  // when the basket becomes active.
  let compositionTransaction = '';
  for (let n = vaults.length; n >= 0; n--) {
    try {
      compositionTransaction = unsignedTransaction(ctx, creator, [
        ...opening,
        ...vaults.slice(0, n),
        compositionMemo,
      ]);
      break;
    } catch (e) {
      if (!(e instanceof ApiFailure) || e.code !== 'TRANSACTION_TOO_LARGE' || n === 0) throw e;
    }
  }

  const restructureTransaction = unsignedTransaction(ctx, creator, [
    SystemProgram.transfer({
      fromPubkey: staging,
      basePubkey: creator,
      toPubkey: accounts.basket,
      lamports: rent(0),
      seed: stagingSeed(accounts.seed),
      programId: SystemProgram.programId,
    }),
    memoInstruction(creator, { op: 'activate', basket: accounts.basket.toBase58() }),
  ]);

  return {
    success: true as const,
    createTransaction,
    compositionTransaction,
    restructureTransaction,
    basket: accounts.basket.toBase58(),
    mint: accounts.mint.toBase58(),
  };
}
