// create → three transactions, each signed by the creator alone, each working only after the one
// before it landed:
//  1. createTransaction: the Basket program's createBasket — accounts in their real positions
//     (basket state ["basket", seed], mint ["mint", seed], the mint's Metaplex metadata, the seed
//     itself), the request as its arguments. The program creates the three accounts, paid by the
//     creator (the SDK's createBasket sends only this: baskets-sdk 0.0.45 basketState.ts create).
//  2. compositionTransaction: the creator's account of the new basket token (fails without the
//     mint of step 1).
//  3. restructureTransaction: the program's updateCurrentWeights, pricing the new basket at its
//     tokens' oracles (fails without the basket of step 1).
// Which instructions the real service's second and third transactions carry is not public; these
// are the sandbox's choice, real instructions of real programs, nothing of the sandbox's own.
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
} from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { CreateRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { oracleAddress } from '../../program/oracle';
import { CREATE_FEE_ACCOUNT } from '../../../src/solana/basketsProgram/serviceAccounts';
import { ata, basketAccounts, freshSeed } from '../../model/addresses';
import { createOrEditTransaction, type ServiceContext, unsignedTransaction } from '../context';
import { refuseTakenNameOrSymbol } from '../names';
import { checkSupported, programSettings } from './composition';
import { oracleSol } from './oracles';

export function buildCreate(ctx: ServiceContext, req: CreateRequest) {
  checkSupported(ctx, req.composition);
  refuseTakenNameOrSymbol(ctx, req);
  const creator = new PublicKey(req.creator);
  // A new basket per request, even for the same request (see freshSeed).
  const accounts = basketAccounts(freshSeed());
  const settings = programSettings(ctx, req);

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
      tokenProgram: TOKEN_PROGRAM_ID,
      rent: SYSVAR_RENT_PUBKEY,
      host: new PublicKey(req.hostPlatform),
      feeDelegate: creator,
      seedPubkey: accounts.seed,
    },
    {
      ...settings,
      hostFee: req.hostPlatformFees,
      basketType: req.type,
      metadata: { name: req.name, symbol: req.symbol, uri: req.uri },
    },
  );
  // v0 against the program's lookup table under `--transactions v0`, as the SDK builds it.
  const createTransaction = createOrEditTransaction(ctx, creator, [createBasket], 'uri');

  const compositionTransaction = unsignedTransaction(ctx, creator, [
    createAssociatedTokenAccountIdempotentInstruction(
      creator,
      ata(creator, accounts.mint),
      creator,
      accounts.mint,
    ),
  ]);

  // The basket's slots are the composition's tokens in the request's order (the program keeps it).
  const oracles = req.composition.map((e) => oracleAddress(new PublicKey(e.token)));
  const restructureTransaction = unsignedTransaction(ctx, creator, [
    basketsInstruction(
      'updateCurrentWeights',
      { fundState: accounts.basket, tokenList: TOKEN_LIST_ADDRESS, oracleSol: oracleSol(ctx) },
      {},
      oracles,
    ),
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
