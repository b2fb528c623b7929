// The Basket service's published client (@symmetry-hq/baskets-sdk 0.0.45, installed in this
// folder) reading a sandbox as it reads mainnet (issue 23 item 5): init and the token list, find
// and load baskets, buy and sell states, holdings, and current compositions priced by the
// sandbox's Pyth oracles. Each read is checked against what the sandbox says it holds; the
// compositions against the program's token accounts read from the chain (issue 46 item 7).
// Stood in, and only that: the retired token list host init asks (./token-list-host.ts).
import assert from 'node:assert/strict';
import { Keypair, PublicKey, type Connection } from '@solana/web3.js';
import * as testing from '../sandbox/service/testing';
import { sameAccounts, unitsIn } from './chain';
import { sdk, type Client } from './sdk';
import { standInTokenListHost, type SandboxToken } from './token-list-host';

export async function checkReads(): Promise<string[]> {
  const passed: string[] = [];
  const holder = Keypair.generate();
  const sandbox = await testing.startTestSandbox();
  try {
    const tokens = await standInTokenListHost(sandbox.apiUrl);

    // init: the token list account, decoded by the SDK's IDL.
    const client = await sdk.BasketsSDK.init(sandbox.connection);
    const list = client.getTokenListData();
    assert.equal(list.length, tokens.length, 'one token list entry per sandbox token');
    for (const t of tokens) {
      const entry = list[client.tokenIdFromMint(t.mint)];
      assert.equal(entry?.tokenMint, t.mint);
      assert.equal(entry?.decimals, t.decimals);
      assert.equal(entry?.symbol, t.symbol);
      assert.equal(entry?.oracleType, 'Pyth');
    }
    passed.push(`init: the token list (${list.length} tokens, each with its Pyth oracle)`);

    // Oracle prices, parsed by @pythnetwork/client as the SDK does, at the sandbox's prices.
    const prices = await client.getOraclePrices();
    for (const t of tokens) {
      const price = prices[client.tokenIdFromMint(t.mint)];
      assert.ok(
        price !== undefined && Math.abs(price - t.price) <= 1e-6 * t.price,
        `${t.symbol}: the oracle says ${String(price)}, the sandbox ${t.price}`,
      );
    }
    passed.push(`getOraclePrices: ${prices.length} prices from the Pyth accounts`);

    // Find and load: the demo basket, by its manager and by its address.
    const demo = await testing.demoBasket(sandbox);
    const loaded = await client.loadFromPubkey(new PublicKey(demo.address));
    assert.equal(loaded.data.fundToken.toBase58(), demo.mint);
    const byManager = await client.findBaskets([
      { filterType: 'manager', filterPubkey: loaded.data.manager },
    ]);
    assert.ok(byManager.some((b) => b.ownAddress.toBase58() === demo.address));
    passed.push(`findBaskets / loadFromPubkey: the demo basket (${demo.address})`);

    // Current compositions against the chain: each token's amount is what the program's token
    // account of it holds (the demo basket is, here, the only program account holding tokens),
    // each worth at the sandbox's price.
    const held = await demoHoldings(sandbox.connection, new PublicKey(demo.address), client);
    const [composition] = (await client.getCurrentCompositions([held.basket])) as Composition[];
    assert.ok(composition, 'a composition for the demo basket');
    checkComposition(composition, held.units, tokens);
    passed.push(
      `getCurrentCompositions: ${composition.currentComposition.length} tokens as the program's ` +
        `accounts hold them, worth ${composition.basketWorth.toFixed(2)} USD`,
    );

    // A holder's buy state, holding and sell state, through the service's own transactions.
    await testing.call(sandbox.apiUrl, '/sandbox/faucet', { address: holder.publicKey.toBase58() });
    const deposit = await testing.command(sandbox.apiUrl, 'deposit', {
      user: holder.publicKey.toBase58(),
      basket: demo.address,
      amount: 20,
    });
    await testing.signAndSend(sandbox.connection, deposit.transaction, holder);
    const holdings = await testing.eventually(async () => {
      const held = await client.fetchAllHoldings(holder.publicKey);
      return held.find((h) => h.basketAddress === demo.address && h.balance > 0) ? held : undefined;
    });
    passed.push(`buy state minted; fetchAllHoldings: ${holdings.length} holding`);

    const withdraw = await testing.command(sandbox.apiUrl, 'withdraw', {
      user: holder.publicKey.toBase58(),
      basket: demo.address,
      amount: 5,
    });
    await testing.signAndSend(sandbox.connection, withdraw.transaction, holder);
    const sellStates = await client.findActiveSellStates(holder.publicKey);
    assert.equal(sellStates.length, 1, 'one sell state for the withdrawal');
    assert.equal(sellStates[0]?.ownAddress.toBase58(), withdraw.withdrawAccount);
    passed.push(`findActiveSellStates: the withdraw account ${String(withdraw.withdrawAccount)}`);
    assert.deepEqual(await client.findActiveBuyStates(holder.publicKey), []);
    passed.push('findActiveBuyStates: none left once the deposit is minted');
  } finally {
    await sandbox.close();
  }
  return passed;
}

/** What getCurrentCompositions gives for a basket (typed `any` by the SDK), as far as read here. */
interface Composition {
  basketWorth: number;
  currentComposition: {
    mintAddress: string;
    lockedAmount: number;
    usdValue: number;
    currentWeight: number;
  }[];
}

/** Relative error the oracle check above allows a price; worth and weights inherit it. */
const PRICE_ROUNDING = 1e-6;

/** The program's accounts of one size (the SDK's: 10208 a basket or sell state, 680 a buy state). */
async function programAccountsOfSize(connection: Connection, dataSize: number) {
  const found = await connection.getProgramAccounts(new PublicKey(sdk.BASKETS_PROGRAM_ID), {
    filters: [{ dataSize }],
    dataSlice: { offset: 0, length: 0 },
  });
  return found.map((a) => a.pubkey.toBase58());
}

/**
 * The demo basket as the SDK loads it, with the base units each program token account holds, read
 * while nothing lands (the same bytes before and after the SDK's load) and once no buy state is
 * open (its USDC sits in the program's account before the basket counts it).
 */
async function demoHoldings(connection: Connection, address: PublicKey, client: Client) {
  const programAccounts = client
    .getTokenListData()
    .map((t) => ({ mint: t.tokenMint, account: new PublicKey(t.pdaTokenAccount) }));
  const watched = [address, ...programAccounts.map((p) => p.account)];
  return testing.eventually(async () => {
    const before = await connection.getMultipleAccountsInfo(watched);
    const basket = await client.loadFromPubkey(address);
    const buyStates = await programAccountsOfSize(connection, 680);
    const after = await connection.getMultipleAccountsInfo(watched);
    if (buyStates.length > 0 || !sameAccounts(before, after)) return undefined;
    assert.deepEqual(
      await programAccountsOfSize(connection, 10208),
      [address.toBase58()],
      'the demo basket is the only basket or sell state, so the program holds its tokens alone',
    );
    return {
      basket,
      units: new Map(programAccounts.map((p, i) => [p.mint, unitsIn(after[i + 1] ?? null)])),
    };
  });
}

/**
 * Each token of the composition at the base units the chain holds (exactly: the SDK divides the
 * same integer), worth those units at the sandbox's price (within PRICE_ROUNDING: the oracle holds
 * the price to 8 decimals); the weights each worth over their sum; no held token left out.
 */
function checkComposition(
  composition: Composition,
  units: ReadonlyMap<string, bigint>,
  tokens: readonly SandboxToken[],
) {
  const listed = composition.currentComposition;
  const token = (mint: string) => {
    const found = tokens.find((t) => t.mint === mint);
    if (!found) throw new Error(`the composition names ${mint}, not a sandbox token`);
    return found;
  };
  const worthOf = (mint: string) => {
    const t = token(mint);
    return (Number(units.get(mint) ?? 0n) / 10 ** t.decimals) * t.price;
  };
  const heldMints = [...units].filter(([, u]) => u > 0n).map(([mint]) => mint);
  assert.deepEqual(
    heldMints.filter((mint) => !listed.some((c) => c.mintAddress === mint)),
    [],
    'every token the program holds is in the composition',
  );
  const worth = heldMints.reduce((sum, mint) => sum + worthOf(mint), 0);
  const near = (actual: number, expected: number, scale: number) =>
    Math.abs(actual - expected) <= PRICE_ROUNDING * scale;
  assert.ok(
    near(composition.basketWorth, worth, worth),
    `basketWorth ${composition.basketWorth}, the chain's holdings are worth ${worth}`,
  );
  for (const c of listed) {
    const t = token(c.mintAddress);
    const chainUnits = units.get(c.mintAddress) ?? 0n;
    assert.equal(
      BigInt(Math.round(c.lockedAmount * 10 ** t.decimals)),
      chainUnits,
      `${t.symbol}: the SDK says ${c.lockedAmount}, the program's account holds ${chainUnits} units`,
    );
    assert.ok(
      near(c.usdValue, worthOf(c.mintAddress), worthOf(c.mintAddress)),
      `${t.symbol}: worth ${c.usdValue}, at the sandbox's price ${worthOf(c.mintAddress)}`,
    );
    // A ratio of two worths, each within PRICE_ROUNDING: within twice that.
    const weight = (100 * worthOf(c.mintAddress)) / worth;
    assert.ok(
      near(c.currentWeight, weight, 2 * weight),
      `${t.symbol}: weight ${c.currentWeight} %, the chain's holdings make it ${weight} %`,
    );
  }
}
