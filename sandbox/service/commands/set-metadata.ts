// set-metadata → Token-2022 token-metadata field updates (name, symbol, uri) signed by the
// creator, the mint's metadata update authority; lamports are topped up first when the longer
// metadata needs more rent (Token-2022 grows the account in place).
import { TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { Field, createUpdateFieldInstruction, pack } from '@solana/spl-token-metadata';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import type { SetMetadataRequest } from '../../../src/api/schemas';
import { basketOr404, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../errors';
import { lamportsOf, mintMetadata } from '../ledger';
import { refuseTakenNameOrSymbol } from '../names';

export function buildSetMetadata(ctx: ServiceContext, req: SetMetadataRequest) {
  const basket = basketOr404(ctx, req.basket);
  const mint = new PublicKey(basket.mint);
  const current = mintMetadata(ctx.chain, mint);
  if (!current) {
    throw new ApiFailure(409, 'BASKET_NOT_READY', 'The basket token has no metadata yet', 'basket');
  }
  if (basket.creator !== req.creator || current.updateAuthority?.toBase58() !== req.creator) {
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
  const next = { ...current, name: req.name, symbol: req.symbol, uri: req.uri };
  const account = ctx.chain.getAccount(mint);
  const grow = pack(next).length - pack(current).length;
  const size = (account?.data.length ?? 0) + Math.max(grow, 0);
  const topUp = ctx.chain.minimumBalanceForRentExemption(size) - lamportsOf(ctx.chain, mint);
  const ixs: TransactionInstruction[] = [];
  if (topUp > 0)
    ixs.push(SystemProgram.transfer({ fromPubkey: creator, toPubkey: mint, lamports: topUp }));
  const fields = [
    [Field.Name, req.name],
    [Field.Symbol, req.symbol],
    [Field.Uri, req.uri],
  ] as const;
  for (const [field, value] of fields) {
    ixs.push(
      createUpdateFieldInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: mint,
        updateAuthority: creator,
        field,
        value,
      }),
    );
  }
  return { success: true as const, transaction: unsignedTransaction(ctx, creator, ixs, 'uri') };
}
