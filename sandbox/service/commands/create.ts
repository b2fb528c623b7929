// create → three transactions, each signed by the creator alone, that work only in order:
//  1. createTransaction: the basket account and the basket token mint at createWithSeed(creator)
//     addresses; a Token-2022 mint with the metadata extension (update authority: creator) whose
//     mint authority moves to the basket's authority (held by the sandbox keeper).
//  2. compositionTransaction: opens a staging account, creates the creator's basket-token account
//     (which fails unless the mint of step 1 exists), opens the vaults (token accounts of the
//     basket authority) that fit the packet, and records the composition in a memo.
//  3. restructureTransaction: folds the staging account into the basket (fails unless step 2
//     landed) and records the settings in a memo; the basket is then active.
import {
  AuthorityType,
  ExtensionType,
  LENGTH_SIZE,
  TYPE_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createSetAuthorityInstruction,
  getMintLen,
} from '@solana/spl-token';
import { createInitializeInstruction, pack } from '@solana/spl-token-metadata';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { CreateRequest } from '../../../src/api/schemas';
import {
  BASKET_DECIMALS,
  TOKEN_2022_PROGRAM_ID,
  ata,
  basketSeeds,
  freshSeedId,
  seedOf,
} from '../addresses';
import { type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../errors';
import { memoInstruction } from '../memo';
import { refuseTakenNameOrSymbol } from '../names';
import { checkSupported, compactComposition } from './composition';

export function buildCreate(ctx: ServiceContext, req: CreateRequest) {
  checkSupported(ctx, req.composition);
  refuseTakenNameOrSymbol(ctx, req);
  const creator = new PublicKey(req.creator);
  // A new basket per request, even for the same request (see freshSeedId).
  const id = freshSeedId();
  const seeds = basketSeeds(creator, id);
  const authority = ctx.keys.basketAuthority(seeds.basket).publicKey;
  const emptyAccountRent = ctx.chain.minimumBalanceForRentExemption(0);

  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const metadataLen =
    TYPE_SIZE +
    LENGTH_SIZE +
    pack({
      updateAuthority: creator,
      mint: seeds.mint,
      name: req.name,
      symbol: req.symbol,
      uri: req.uri,
      additionalMetadata: [],
    }).length;

  const createTransaction = unsignedTransaction(
    ctx,
    creator,
    [
      SystemProgram.createAccountWithSeed({
        fromPubkey: creator,
        newAccountPubkey: seeds.basket,
        basePubkey: creator,
        seed: seedOf.basket(id),
        lamports: emptyAccountRent,
        space: 0,
        programId: SystemProgram.programId,
      }),
      SystemProgram.createAccountWithSeed({
        fromPubkey: creator,
        newAccountPubkey: seeds.mint,
        basePubkey: creator,
        seed: seedOf.mint(id),
        // Rent for the metadata too: Token-2022 grows the account when the metadata is written.
        lamports: ctx.chain.minimumBalanceForRentExemption(mintLen + metadataLen),
        space: mintLen,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializeMetadataPointerInstruction(
        seeds.mint,
        creator,
        seeds.mint,
        TOKEN_2022_PROGRAM_ID,
      ),
      createInitializeMint2Instruction(
        seeds.mint,
        BASKET_DECIMALS,
        creator,
        null,
        TOKEN_2022_PROGRAM_ID,
      ),
      createInitializeInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: seeds.mint,
        updateAuthority: creator,
        mint: seeds.mint,
        mintAuthority: creator,
        name: req.name,
        symbol: req.symbol,
        uri: req.uri,
      }),
      createSetAuthorityInstruction(
        seeds.mint,
        creator,
        AuthorityType.MintTokens,
        authority,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
      memoInstruction(creator, { op: 'create', id }),
    ],
    'uri',
  );

  const staging = [
    SystemProgram.createAccountWithSeed({
      fromPubkey: creator,
      newAccountPubkey: seeds.staging,
      basePubkey: creator,
      seed: seedOf.staging(id),
      lamports: emptyAccountRent,
      space: 0,
      programId: SystemProgram.programId,
    }),
    createAssociatedTokenAccountIdempotentInstruction(
      creator,
      ata(creator, seeds.mint, TOKEN_2022_PROGRAM_ID),
      creator,
      seeds.mint,
      TOKEN_2022_PROGRAM_ID,
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
    basket: seeds.basket.toBase58(),
    composition: compactComposition(req.composition),
  });
  // The creator opens (and pays for) as many vaults as fit in the packet; the keeper opens the rest
  // when the basket becomes active.
  let compositionTransaction = '';
  for (let n = vaults.length; n >= 0; n--) {
    try {
      compositionTransaction = unsignedTransaction(ctx, creator, [
        ...staging,
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
      fromPubkey: seeds.staging,
      basePubkey: creator,
      toPubkey: seeds.basket,
      lamports: emptyAccountRent,
      seed: seedOf.staging(id),
      programId: SystemProgram.programId,
    }),
    memoInstruction(creator, {
      op: 'activate',
      basket: seeds.basket.toBase58(),
      settings: {
        hostPlatform: req.hostPlatform,
        hostPlatformFees: req.hostPlatformFees,
        type: req.type,
        depositFee: req.depositFee,
        rebalanceInterval: req.rebalanceInterval,
        rebalanceThreshold: req.rebalanceThreshold,
        slippage: req.slippage,
        lpOffsetThreshold: req.lpOffsetThreshold,
        disableRebalance: req.disableRebalance,
        disableLp: req.disableLp,
      },
    }),
  ]);

  return {
    success: true as const,
    createTransaction,
    compositionTransaction,
    restructureTransaction,
    basket: seeds.basket.toBase58(),
    mint: seeds.mint.toBase58(),
  };
}
