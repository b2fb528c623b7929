// What the baskets program finds on chain before anyone uses it, written at the sandbox's first
// start (and checked at every start): the token list; a Pyth price account per token, at the
// sandbox's price; the program's own token account of each token (its PDA's associated account,
// where every basket's holdings sit); the service's fee accounts (config.ts BUY_FEE_ACCOUNT, a
// USDC account; the fee wallet's associated account of each token, which single-asset deposits pay).
// Accounts a transaction could make are made by transactions `payer` signs; the rest — whose
// addresses no transaction can create here (the token list, oracles, the fee account) — are
// written directly.
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../src/solana/basketsProgram/addresses';
import type { Chain } from '../chain/chain';
import { encodeTokenList } from './encode';
import { writeLookupTable } from './lookup-table';
import {
  PYTH_ORACLE_PROGRAM_ID,
  encodePythPrice,
  oracleAddress,
  oraclePriceOf,
  readPythPrice,
} from './oracle';
import { BUY_FEE_ACCOUNT, BUY_FEE_WALLET } from '../../src/solana/basketsProgram/serviceAccounts';
import { sandboxTokenList, type ListedToken } from './token-list';

/** A token the program lists, at its price in USD. */
export interface GenesisToken extends ListedToken {
  price: number;
}

const USDC_ID = 0;
/** Instructions per genesis transaction: keeps each well under the packet size. */
const PER_TRANSACTION = 4;

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

function send(chain: Chain, payer: Keypair, instructions: TransactionInstruction[]): void {
  for (let i = 0; i < instructions.length; i += PER_TRANSACTION) {
    const tx = new Transaction({ feePayer: payer.publicKey, ...chain.latestBlockhash() }).add(
      ...instructions.slice(i, i + PER_TRANSACTION),
    );
    tx.sign(payer);
    chain.sendTransaction(tx.serialize());
  }
}

/** The token list account: written when missing or when the sandbox's tokens changed. */
export function writeTokenList(chain: Chain, tokens: readonly ListedToken[]): void {
  const data = encodeTokenList(sandboxTokenList(tokens));
  const current = chain.getRawAccount(TOKEN_LIST_ADDRESS);
  if (current?.owner === BASKETS_PROGRAM_ID.toBase58() && sameBytes(current.data, data)) return;
  chain.setAccount(TOKEN_LIST_ADDRESS, {
    lamports: chain.minimumBalanceForRentExemption(data.length),
    owner: BASKETS_PROGRAM_ID,
    data,
  });
}

/**
 * Each token's price account, written when missing or when its price is not the one given: the
 * sandbox's own by default (`priceOf`: another, e.g. a past day's while a seed writes history).
 */
export function writeOracles(
  chain: Chain,
  tokens: readonly GenesisToken[],
  priceOf: (token: GenesisToken) => number = (token) => token.price,
): void {
  for (const token of tokens) {
    const address = oracleAddress(token.mint);
    const price = oraclePriceOf(priceOf(token));
    const current = chain.getRawAccount(address);
    const held = current ? readPythPrice(current.data) : null;
    if (held?.price === price.price && held.exponent === price.exponent) continue;
    const data = encodePythPrice(price, {
      slot: BigInt(chain.slot()),
      timestamp: BigInt(chain.blockTime()),
      product: token.mint,
    });
    chain.setAccount(address, {
      lamports: chain.minimumBalanceForRentExemption(data.length),
      owner: PYTH_ORACLE_PROGRAM_ID,
      data,
    });
  }
}

/** The service's USDC fee account of buyFund, owned by its fee wallet (not an associated account). */
function writeBuyFeeAccount(chain: Chain, usdc: PublicKey): void {
  if (chain.getRawAccount(BUY_FEE_ACCOUNT)) return;
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint: usdc,
      owner: BUY_FEE_WALLET,
      amount: 0n,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  chain.setAccount(BUY_FEE_ACCOUNT, {
    lamports: chain.minimumBalanceForRentExemption(ACCOUNT_SIZE),
    owner: TOKEN_PROGRAM_ID,
    data,
  });
}

/** Associated token accounts of `owner` for every token that lacks one, paid by `payer`. */
export function openTokenAccounts(
  chain: Chain,
  payer: Keypair,
  owner: PublicKey,
  tokens: readonly ListedToken[],
): void {
  const missing = tokens
    .map((t) => ({ mint: t.mint, account: getAssociatedTokenAddressSync(t.mint, owner, true) }))
    .filter(({ account }) => !chain.getRawAccount(account));
  send(
    chain,
    payer,
    missing.map(({ mint, account }) =>
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, account, owner, mint),
    ),
  );
}

/** Every account the program needs before its first instruction (the mints must exist). */
export function deployProgramAccounts(
  chain: Chain,
  tokens: readonly GenesisToken[],
  payer: Keypair,
): void {
  const usdc = tokens[USDC_ID];
  if (!usdc) throw new Error('the program lists USDC first');
  writeTokenList(chain, tokens);
  writeOracles(chain, tokens);
  writeLookupTable(chain);
  openTokenAccounts(chain, payer, BASKETS_PROGRAM_PDA, tokens);
  writeBuyFeeAccount(chain, usdc.mint);
  openTokenAccounts(chain, payer, BUY_FEE_WALLET, tokens);
}
