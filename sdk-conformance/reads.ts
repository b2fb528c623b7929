// The Basket service's published client (@symmetry-hq/baskets-sdk 0.0.45, installed in this
// folder) reading a sandbox as it reads mainnet (issue 23 item 5): init and the token list, find
// and load baskets, buy and sell states, holdings, and current compositions priced by the
// sandbox's Pyth oracles. Each read is checked against what the sandbox says it holds.
// Stood in, and only that: the retired token list host init asks (./token-list-host.ts).
import assert from 'node:assert/strict';
import { Keypair, PublicKey } from '@solana/web3.js';
import * as testing from '../sandbox/service/testing';
import { sdk } from './sdk';
import { standInTokenListHost } from './token-list-host';

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

    // Current compositions: worth priced by the oracles, weights summing to 100.
    const [composition] = await client.getCurrentCompositions([loaded]);
    assert.ok(composition.basketWorth > 0, 'the demo basket is worth something');
    const weights = (composition.currentComposition as { currentWeight: number }[]).reduce(
      (sum, c) => sum + c.currentWeight,
      0,
    );
    assert.ok(Math.abs(weights - 100) < 1e-6, `current weights sum to ${weights}`);
    passed.push(`getCurrentCompositions: worth ${composition.basketWorth.toFixed(2)} USD`);

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
