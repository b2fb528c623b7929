// Accounts of the real service that its instructions name besides the program's own (baskets-sdk
// 0.0.45 config.ts): where the service's own fees go. The app checks the API's transactions name
// them (src/flow/intent); the sandbox's emulation of the program (sandbox/program/emulator) checks
// them and pays the service's deposit fees into them.
import { PublicKey } from '@solana/web3.js';

/** createBasket's `createFeeSweeper` (config.ts CREATE_FEE_ACCOUNT). */
export const CREATE_FEE_ACCOUNT = new PublicKey('AWfpfzA6FYbqx4JLz75PDgsjH7jtBnnmJ6MXW5zNY2Ei');
/** buyFund's `smfFeeAccount` (config.ts BUY_FEE_ACCOUNT). */
export const BUY_FEE_ACCOUNT = new PublicKey('48jWdAAChBznvLngKcRMBvJZ19VbuzU7WYgNtCaQgvK7');
/** Owner of singleTokenDeposit's `symmetryFeeAccount` (config.ts BUY_FEE_WALLET). */
export const BUY_FEE_WALLET = new PublicKey('AWfpfzA6FYbqx4JLz75PDgsjH7jtBnnmJ6MXW5zNY2Ei');
/** Owner of depositAfterRebalance's `rebalanceFeeAccount` (config.ts REBALANCE_FEE_WALLET). */
export const REBALANCE_FEE_WALLET = new PublicKey('2WEjwiy3W8U3EJ5E8Zgm2kWKzEDdndboiyVJnv6yqUYB');
