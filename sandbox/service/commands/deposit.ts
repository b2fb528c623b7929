// deposit → the Basket program's buyFund, its accounts in their real positions (baskets-sdk 0.0.45
// instructionsBuilder.ts buildBuyBasketIx), after any fee account it pays that does not exist yet
// (./fee-accounts.ts). The program takes the USDC (fees to the creator, the host platform and the
// service; the rest into its USDC account) and opens the buy state ["buy", seed]; the keeper then
// mints the basket tokens (mintFund) and buys the composition.
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { DepositRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  buyStateAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { BUY_FEE_ACCOUNT } from '../../../src/solana/basketsProgram/serviceAccounts';
import { programTokenAccount } from '../../program/token-list';
import { USDC_DECIMALS, USDC_MINT, ata, freshSeed } from '../../model/addresses';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { feeOwner, openMissing } from './fee-accounts';
import { userPayment, type PaidToken } from './wallet-spending';

const USDC_PAID: PaidToken = { mint: USDC_MINT, decimals: USDC_DECIMALS, symbol: 'USDC' };

export function buildDeposit(ctx: ServiceContext, req: DepositRequest) {
  const { record, state } = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const { amount, source } = userPayment(ctx, user, USDC_PAID, req);
  const mint = new PublicKey(record.mint);
  const creatorFees = feeOwner(state);
  const host = new PublicKey(state.hostPubkey);
  // A new buy state per request (buildBuyBasketIx: seedPubkey = Keypair.generate().publicKey).
  const seed = freshSeed();
  const buyFund = basketsInstruction(
    'buyFund',
    {
      buyer: user,
      fundState: new PublicKey(record.address),
      fundToken: mint,
      tokenList: TOKEN_LIST_ADDRESS,
      pdaAccount: BASKETS_PROGRAM_PDA,
      pdaUsdcAccount: programTokenAccount(USDC_MINT),
      buyerUsdcAccount: source,
      managerUsdcAccount: ata(creatorFees, USDC_MINT),
      smfFeeAccount: BUY_FEE_ACCOUNT,
      hostUsdcAccount: ata(host, USDC_MINT),
      buyerFundTokenAccount: ata(user, mint),
      buyState: buyStateAddress(seed),
      systemProgram: SystemProgram.programId,
      tokenProgram: TOKEN_PROGRAM_ID,
      rent: SYSVAR_RENT_PUBKEY,
      associatedTokenProgram: ASSOCIATED_TOKEN_PROGRAM_ID,
      seedPubkey: seed,
    },
    { amount },
  );
  const opened = openMissing(ctx, user, USDC_MINT, [
    { owner: creatorFees, paid: state.managerFee > 0 },
    { owner: host, paid: state.hostFee > 0 },
  ]);
  const transaction = unsignedTransaction(ctx, user, [...opened, buyFund]);
  return { success: true as const, transaction };
}
