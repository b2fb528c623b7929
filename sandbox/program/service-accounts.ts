// Accounts of the real service that its instructions name besides the program's own (baskets-sdk
// 0.0.45 config.ts). In the sandbox they hold nothing: the stand-in program never touches them,
// and the sandbox's fees go where its keeper pays them (../keeper/deposits.ts).
import { PublicKey } from '@solana/web3.js';

/** createBasket's `createFeeSweeper` (config.ts CREATE_FEE_ACCOUNT). */
export const CREATE_FEE_ACCOUNT = new PublicKey('AWfpfzA6FYbqx4JLz75PDgsjH7jtBnnmJ6MXW5zNY2Ei');
/** buyFund's `smfFeeAccount` (config.ts BUY_FEE_ACCOUNT). */
export const BUY_FEE_ACCOUNT = new PublicKey('48jWdAAChBznvLngKcRMBvJZ19VbuzU7WYgNtCaQgvK7');
/** Owner of singleTokenDeposit's `symmetryFeeAccount` (config.ts BUY_FEE_WALLET). */
export const BUY_FEE_WALLET = new PublicKey('AWfpfzA6FYbqx4JLz75PDgsjH7jtBnnmJ6MXW5zNY2Ei');
