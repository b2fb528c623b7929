// set-metadata → the Basket program's updateFundTokenMintMetadata, signed by the creator (the
// basket's manager), naming the mint, the basket and the mint's Metaplex metadata account in their
// real positions, the new name, symbol and uri as its arguments. The program updates the Metaplex
// account as its update authority (the program PDA) and the basket state's copy of the texts
// (../../program/emulator/create.ts).
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { SetMetadataRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { basketOr404, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../../model/errors';
import { refuseTakenNameOrSymbol } from '../names';

export function buildSetMetadata(ctx: ServiceContext, req: SetMetadataRequest) {
  const basket = basketOr404(ctx, req.basket);
  if (basket.creator !== req.creator) {
    throw new ApiFailure(
      403,
      'NOT_CREATOR',
      'Only the basket’s creator can change its metadata',
      'creator',
    );
  }
  // Keeping the basket's own name or symbol is fine; another basket's is not.
  refuseTakenNameOrSymbol(ctx, req, basket.address);
  const creator = new PublicKey(req.creator);
  const update = basketsInstruction(
    'updateFundTokenMintMetadata',
    {
      manager: creator,
      fundToken: new PublicKey(basket.mint),
      fundState: new PublicKey(basket.address),
      updateAuthority: BASKETS_PROGRAM_PDA,
      metadataAccount: new PublicKey(basket.metadataAccount),
      metadataProgram: TOKEN_METADATA_PROGRAM_ID,
      systemProgram: SystemProgram.programId,
      rent: SYSVAR_RENT_PUBKEY,
    },
    { name: req.name, symbol: req.symbol, uri: req.uri },
  );
  return {
    success: true as const,
    transaction: unsignedTransaction(ctx, creator, [update], 'uri'),
  };
}
