// deposit → the user's USDC goes to the basket's deposit vault (created on first use), the user pays
// the rent of a new buy state ["buy", seed], and the Basket program's buyFund names them all in
// their real positions. When it lands, the keeper (standing in for the program) writes the buy
// state; after its delay it settles the deposit — fees, basket tokens — closes the buy state
// (rent back to the user) and buys the composition.
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { DepositRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  buyStateAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { BUY_STATE } from '../../../src/solana/basketsProgram/layout';
import { basketsInstruction } from '../../program/instructions';
import { BUY_FEE_ACCOUNT } from '../../program/service-accounts';
import { programTokenAccount } from '../../program/token-list';
import {
  BASKET_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  USDC_DECIMALS,
  USDC_MINT,
  ata,
  freshSeed,
} from '../../model/addresses';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { userPayment, type PaidToken } from './wallet-spending';

const USDC_PAID: PaidToken = { mint: USDC_MINT, decimals: USDC_DECIMALS, symbol: 'USDC' };

export function buildDeposit(ctx: ServiceContext, req: DepositRequest) {
  const basket = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const { amount, source } = userPayment(ctx, user, USDC_PAID, req);
  const address = new PublicKey(basket.address);
  const mint = new PublicKey(basket.mint);
  const depositAuthority = ctx.keys.depositAuthority(address).publicKey;
  const vault = ata(depositAuthority, USDC_MINT);
  // A new buy state per request (baskets-sdk 0.0.45 instructionsBuilder.ts buildBuyBasketIx).
  const seed = freshSeed();
  const buyState = buyStateAddress(seed);
  const buyFund = basketsInstruction(
    'buyFund',
    {
      buyer: user,
      fundState: address,
      fundToken: mint,
      tokenList: TOKEN_LIST_ADDRESS,
      pdaAccount: BASKETS_PROGRAM_PDA,
      pdaUsdcAccount: programTokenAccount(USDC_MINT),
      buyerUsdcAccount: source,
      // The SDK pays the manager's fee to the creator's USDC account (no fee delegate here).
      managerUsdcAccount: ata(new PublicKey(basket.creator), USDC_MINT),
      smfFeeAccount: BUY_FEE_ACCOUNT,
      hostUsdcAccount: ata(new PublicKey(basket.settings.hostPlatform), USDC_MINT),
      buyerFundTokenAccount: ata(user, mint, BASKET_TOKEN_PROGRAM_ID),
      buyState,
      systemProgram: SystemProgram.programId,
      tokenProgram: TOKEN_PROGRAM_ID,
      rent: SYSVAR_RENT_PUBKEY,
      associatedTokenProgram: ASSOCIATED_TOKEN_PROGRAM_ID,
      seedPubkey: seed,
    },
    { amount },
  );
  const transaction = unsignedTransaction(ctx, user, [
    createAssociatedTokenAccountIdempotentInstruction(user, vault, depositAuthority, USDC_MINT),
    createTransferCheckedInstruction(source, USDC_MINT, vault, user, amount, USDC_DECIMALS),
    SystemProgram.transfer({
      fromPubkey: user,
      toPubkey: buyState,
      lamports: ctx.chain.minimumBalanceForRentExemption(BUY_STATE.size),
    }),
    buyFund,
  ]);
  return { success: true as const, transaction };
}
