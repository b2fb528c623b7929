// The test's own reading of a basket on the baskets program, from the chain, apart from the app's
// code: what its state account records it holds now (decoded by Anchor's coder from the SDK's
// IDL), and its holdings after each of its transactions, worked back from there. Every basket's
// tokens sit together in the program's token accounts (the token list's `pdaTokenAccount`s), so
// no balance is one basket's alone: the past comes from the state now and what each of the
// basket's transactions did (sandbox/program/README.md, the instructions' table):
// - singleTokenDeposit, instantBurn and a rebalance move the program's accounts for this basket;
// - buyFund pays USDC in for a buy state, which mintFund (naming that buy state) adds to the basket;
// - sellFund moves no account: the seller's share of every token (pro rata of the supply) passes
//   to a sell state, so holdings before = holdings after × supply before ÷ supply after.
import { readFileSync } from 'node:fs';
import { BorshAccountsCoder, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor';
import { PublicKey, type ParsedTransactionWithMeta } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID, BASKETS_TOKEN_LIST_ADDRESS } from '../../src/solana/programs';
import { connection, waitUntilQuiet } from './chain';
import { demoBasket, type IndexedBasket } from './sandbox-index';

/** The SDK's IDL, as the sandbox's tests keep it (sandbox/program/fixtures). */
const idlFixture = (name: string): Idl =>
  JSON.parse(readFileSync(new URL(`../../sandbox/program/fixtures/${name}`, import.meta.url), 'utf8'));
const instructionsIdl = idlFixture('baskets-idl-instructions.json');
const accountsCoder = new BorshAccountsCoder(idlFixture('baskets-idl.json'));
const instructionsCoder = new BorshInstructionCoder(instructionsIdl);

/** Amounts in base units, by mint. */
export type Amounts = Map<string, bigint>;

export interface BasketNow {
  mint: string;
  /** The basket token's decimals. */
  decimals: number;
  /** Base units of the basket token in circulation (the mint's supply). */
  supply: bigint;
  /** What the state records it holds, by mint. */
  holdings: Amounts;
  /** Decimals of every listed token, by mint. */
  tokenDecimals: Map<string, number>;
  /** The program's token accounts (the list's `pdaTokenAccount`s). */
  vaults: Set<string>;
}

interface BnLike {
  toString(): string;
}
interface FundStateFields {
  fundToken: PublicKey;
  numOfTokens: BnLike;
  currentCompToken: BnLike[];
  currentCompAmount: BnLike[];
}
interface TokenListFields {
  numTokens: BnLike;
  list: { tokenMint: PublicKey; decimals: number; pdaTokenAccount: PublicKey }[];
}

async function accountData(rpcUrl: string, address: string): Promise<Buffer> {
  const info = await connection(rpcUrl).getAccountInfo(new PublicKey(address));
  if (!info) throw new Error(`no account ${address} on the chain`);
  return info.data;
}

export async function basketNow(rpcUrl: string, basket: string): Promise<BasketNow> {
  const state = accountsCoder.decode<FundStateFields>('fundState', await accountData(rpcUrl, basket));
  const list = accountsCoder.decode<TokenListFields>('tokenList', await accountData(rpcUrl, BASKETS_TOKEN_LIST_ADDRESS));
  const listed = list.list.slice(0, Number(list.numTokens.toString()));
  const mint = state.fundToken.toBase58();
  const supply = await connection(rpcUrl).getTokenSupply(state.fundToken);
  const holdings: Amounts = new Map();
  for (let slot = 0; slot < Number(state.numOfTokens.toString()); slot++) {
    const token = listed[Number(state.currentCompToken[slot]?.toString())];
    if (!token) throw new Error(`slot ${slot} of ${basket} names no listed token`);
    const key = token.tokenMint.toBase58();
    holdings.set(key, (holdings.get(key) ?? 0n) + BigInt(state.currentCompAmount[slot]?.toString() ?? '0'));
  }
  return {
    mint,
    decimals: supply.value.decimals,
    supply: BigInt(supply.value.amount),
    holdings,
    tokenDecimals: new Map(listed.map((t) => [t.tokenMint.toBase58(), t.decimals])),
    vaults: new Set(listed.map((t) => t.pdaTokenAccount.toBase58())),
  };
}

/** The basket's holdings and supply after one of its landed transactions. */
export interface After {
  signature: string;
  time: number;
  /** Whole tokens, by mint. */
  holdings: Map<string, number>;
  /** Whole basket tokens. */
  supply: number;
  /** Base units the transaction minted (+) or burnt (−) of the basket token. */
  supplyChange: bigint;
}

export interface Call {
  name: string;
  accounts: Map<string, string>;
}

/** The baskets-program instructions of a transaction, by the IDL's names. */
export function programCalls(tx: ParsedTransactionWithMeta): Call[] {
  const calls: Call[] = [];
  for (const ix of tx.transaction.message.instructions) {
    if (!ix.programId.equals(new PublicKey(BASKETS_PROGRAM_ID)) || !('data' in ix)) continue;
    const decoded = instructionsCoder.decode(ix.data, 'base58');
    if (!decoded) throw new Error(`${tx.transaction.signatures[0]}: an instruction the IDL lacks`);
    const idlAccounts = instructionsIdl.instructions.find((i) => i.name === decoded.name)?.accounts;
    const accounts = new Map<string, string>();
    (idlAccounts ?? []).forEach((a, i) => {
      const key = ix.accounts[i];
      if (key) accounts.set(a.name, key.toBase58());
    });
    calls.push({ name: decoded.name, accounts });
  }
  return calls;
}

/** Post − pre of the token accounts `keep` selects, by mint. */
function tokenChange(tx: ParsedTransactionWithMeta, keep: (account: string, mint: string) => boolean) {
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58());
  const change: Amounts = new Map();
  const addRows = (side: 'preTokenBalances' | 'postTokenBalances', sign: bigint) => {
    for (const row of tx.meta?.[side] ?? []) {
      if (!keep(keys[row.accountIndex] ?? '', row.mint)) continue;
      change.set(row.mint, (change.get(row.mint) ?? 0n) + sign * BigInt(row.uiTokenAmount.amount));
    }
  };
  addRows('preTokenBalances', -1n);
  addRows('postTokenBalances', 1n);
  return change;
}

/** Every signature of `address`, paged back to its first. */
export async function allSignatures(rpcUrl: string, address: string): Promise<string[]> {
  const chain = connection(rpcUrl);
  const found: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await chain.getSignaturesForAddress(new PublicKey(address), {
      before,
      limit: 1000,
    });
    found.push(...page.map((s) => s.signature));
    if (page.length < 1000) return found;
    before = page.at(-1)?.signature;
  }
}

/** Instructions whose movement of the program's accounts is the basket's own. */
const BASKETS_OWN = new Set(['singleTokenDeposit', 'instantBurn', 'withdrawBeforeRebalance', 'depositAfterRebalance']);

export interface BasketPast {
  now: BasketNow;
  /** Oldest first, one per landed transaction of the basket's state or its token's mint. */
  after: After[];
  /** What the walk leaves before the oldest transaction (its creation: nothing), base units. */
  beforeFirst: Amounts;
}

/**
 * The demo basket of a sandbox started in the past and its past, once its keeper is quiet (a new
 * sandbox's keeper may still be acting on it: the test and the app must read one history).
 */
export async function quietDemoBasketPast(sandbox: {
  rpcUrl: string;
  apiUrl: string;
}): Promise<{ basket: IndexedBasket; past: BasketPast }> {
  const basket = await demoBasket(sandbox.apiUrl);
  await waitUntilQuiet(sandbox.rpcUrl, basket.address);
  return { basket, past: await basketPast(sandbox.rpcUrl, basket.address) };
}

/** The basket's holdings after each of its transactions, worked back from its state now. */
export async function basketPast(rpcUrl: string, basket: string): Promise<BasketPast> {
  const chain = connection(rpcUrl);
  const now = await basketNow(rpcUrl, basket);
  // The state's list first: transactions sharing a slot (the automation's mint and its
  // rebalances) keep its order, the RPC's, newest first; the sort below is stable.
  const signatures = new Set((await Promise.all([basket, now.mint].map((a) => allSignatures(rpcUrl, a)))).flat());
  const txs: ParsedTransactionWithMeta[] = [];
  for (const signature of signatures) {
    const tx = await chain.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (tx?.meta && tx.meta.err === null && tx.blockTime) txs.push(tx);
  }
  txs.sort((a, b) => b.slot - a.slot);

  const vaultChange = (tx: ParsedTransactionWithMeta) => tokenChange(tx, (account) => now.vaults.has(account));
  // What each buyFund paid in, by its buy state: the basket's at the mintFund naming it.
  const paid = new Map<string, Amounts>();
  for (const tx of txs) {
    for (const call of programCalls(tx)) {
      const buyState = call.accounts.get('buyState');
      if (call.name === 'buyFund' && buyState) paid.set(buyState, vaultChange(tx));
    }
  }
  const whole = (amounts: Amounts) =>
    new Map([...amounts].map(([mint, amount]) => [mint, Number(amount) / 10 ** (now.tokenDecimals.get(mint) ?? 0)]));

  let holdings: Amounts = new Map(now.holdings);
  let supply = now.supply;
  const newestFirst: After[] = [];
  for (const tx of txs) {
    const calls = programCalls(tx);
    const supplyChange = tokenChange(tx, (_account, mint) => mint === now.mint).get(now.mint) ?? 0n;
    newestFirst.push({
      signature: tx.transaction.signatures[0] ?? '',
      time: tx.blockTime ?? 0,
      holdings: whole(holdings),
      supply: Number(supply) / 10 ** now.decimals,
      supplyChange,
    });
    const change: Amounts = new Map();
    const add = (mint: string, amount: bigint) => change.set(mint, (change.get(mint) ?? 0n) + amount);
    if (calls.some((c) => BASKETS_OWN.has(c.name))) for (const [mint, amount] of vaultChange(tx)) add(mint, amount);
    for (const call of calls.filter((c) => c.name === 'mintFund')) {
      const bought = paid.get(call.accounts.get('buyState') ?? '');
      if (!bought) throw new Error(`${newestFirst.at(-1)?.signature}: a mint whose buy was not read`);
      for (const [mint, amount] of bought) add(mint, amount);
    }
    const supplyBefore = supply - supplyChange;
    const before: Amounts = new Map(holdings);
    for (const [mint, amount] of change) before.set(mint, (before.get(mint) ?? 0n) - amount);
    if (calls.some((c) => c.name === 'sellFund')) {
      if (supply === 0n) throw new Error(`${tx.transaction.signatures[0]}: a sale of every token`);
      for (const [mint, amount] of before) before.set(mint, (amount * supplyBefore) / supply);
    }
    holdings = before;
    supply = supplyBefore;
  }
  return { now, after: newestFirst.reverse(), beforeFirst: holdings };
}
