// The SDK's own transaction paths on a sandbox (issue 23 item 5): transactions the SDK builds,
// signs with its wallet and sends itself — none from the sandbox's API — land, and have the
// effects the SDK expects: buyBasket (then the sandbox's automation mints), sellBasket,
// claimTokens (one claimToken per token, each in its own transaction), buyWithSingleToken and
// sellBasketToSingleToken (the oracles appended), createBasket and editBasket (v0 transactions
// against the program's lookup table, which the sandbox holds at its address), setMetadata. The
// amounts are checked to the unit (issue 46 item 7): a single-token sell against the SDK's own
// quote, each claim against what the sell state held, the created basket against the create call.
import assert from 'node:assert/strict';
import { Keypair, PublicKey } from '@solana/web3.js';
import * as testing from '../sandbox/service/testing';
import { balance } from './chain';
import { checkCreated } from './created';
import { requireAsSdk, sdk, type Client } from './sdk';
import { standInTokenListHost } from './token-list-host';

const NodeWallet = (
  requireAsSdk('@coral-xyz/anchor/dist/cjs/nodewallet') as {
    default: new (payer: Keypair) => import('@coral-xyz/anchor').Wallet;
  }
).default;

const KEEPER_DELAY_MS = 8_000;
/** The program's lookup table (baskets-sdk 0.0.45 config.ts BASKETS_LOOKUP_TABLE). */
const BASKETS_LOOKUP_TABLE = '4Bp4czjcokF4WSvLaqnhA4vdRWwV1k3JB5zEUkVRfF1M';

export async function checkTransactions(): Promise<string[]> {
  const passed: string[] = [];
  const user = Keypair.generate();
  // The automation mints a few seconds after a deposit (on mainnet within 3 minutes): the SDK reads
  // the buy state it opened before anything closes it.
  const sandbox = await testing.startTestSandbox(KEEPER_DELAY_MS);
  const { connection } = sandbox;
  try {
    const tokens = await standInTokenListHost(sandbox.apiUrl);
    const tokenOf = (symbol: string) => {
      const found = tokens.find((t) => t.symbol === symbol);
      if (!found) throw new Error(`no ${symbol} on the sandbox`);
      return found;
    };
    const mintOf = (symbol: string) => tokenOf(symbol).mint;
    await testing.call(sandbox.apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
    const client = await sdk.BasketsSDK.init(connection, new NodeWallet(user));
    const demo = await testing.demoBasket(sandbox);
    const basket = await client.loadFromPubkey(new PublicKey(demo.address));

    // buyBasket: USDC leaves, a buy state opens; the automation mints basket tokens for it.
    const usdcBefore = await balance(connection, user.publicKey, mintOf('USDC'));
    const buyState = await client.buyBasket(basket, 10);
    assert.equal(
      usdcBefore - (await balance(connection, user.publicKey, mintOf('USDC'))),
      10_000_000n,
    );
    const minted = await testing.eventually(async () => {
      const held = await balance(connection, user.publicKey, demo.mint);
      return held > 0n ? held : undefined;
    });
    assert.equal(await connection.getAccountInfo(buyState.ownAddress, 'confirmed'), null);
    passed.push(`buyBasket: 10 USDC in, ${minted} basket token units minted, the buy state closed`);

    // buyWithSingleToken: JUP in, basket tokens out in the same transaction.
    const jupBefore = await balance(connection, user.publicKey, mintOf('JUP'));
    await client.buyWithSingleToken(basket, new PublicKey(mintOf('JUP')), 5);
    assert.equal(
      jupBefore - (await balance(connection, user.publicKey, mintOf('JUP'))),
      5n * 10n ** BigInt(tokenOf('JUP').decimals),
    );
    const afterSingle = await balance(connection, user.publicKey, demo.mint);
    assert.ok(afterSingle > minted, 'basket tokens for the JUP');
    passed.push(`buyWithSingleToken: 5 JUP in, ${afterSingle - minted} basket token units out`);

    // sellBasketToSingleToken: basket tokens burned, wSOL out — as much as the SDK's own quote for
    // that sell, taken from the basket as it stood when the burn landed.
    const sold = await sellAtQuote(
      connection,
      client,
      user.publicKey,
      { address: basket.ownAddress, mint: demo.mint },
      mintOf('wSOL'),
    );
    assert.equal(sold.burned, 1_000_000n, 'one basket token burned');
    const quotedUnits = sold.quote * 10 ** tokenOf('wSOL').decimals;
    const shortBy = quotedUnits - Number(sold.received);
    assert.ok(
      shortBy > -FLOAT_SLACK * quotedUnits && shortBy < 1 + FLOAT_SLACK * quotedUnits,
      `sellBasketToSingleToken: ${sold.received} wSOL units received, the SDK quoted ` +
        `${quotedUnits} (${sold.quote} wSOL); paid in whole units, rounded down, it is less ` +
        'than one unit under the quote',
    );
    passed.push(
      `sellBasketToSingleToken: 1 basket token in, ${sold.received} wSOL units out, as quoted`,
    );

    // sellBasket, then claimTokens: the sell state holds what the seller is owed of each token;
    // each claim moves exactly that into the wallet.
    const sellState = await client.sellBasket(basket, 2, 0);
    assert.equal(sellState.data.manager.toBase58(), user.publicKey.toBase58());
    const listed = client.getTokenListData();
    const owed = sellState.data.currentCompToken
      .slice(0, sellState.data.numOfTokens.toNumber())
      .map((id, i) => {
        const entry = listed[id.toNumber()];
        if (!entry) throw new Error(`the sell state names token ${id.toString()}, not listed`);
        const units = BigInt(sellState.data.currentCompAmount[i]?.toString() ?? '0');
        return { symbol: entry.symbol, mint: entry.tokenMint, units };
      });
    assert.ok(
      owed.some((o) => o.units > 0n),
      'the sell state holds something to claim',
    );
    const walletBefore = await Promise.all(
      owed.map((o) => balance(connection, user.publicKey, o.mint)),
    );
    const claims = await client.claimTokens(sellState);
    assert.ok(
      claims.length >= 1 && claims.every((s) => s !== 'Error'),
      `claims sent: ${claims.join(', ')}`,
    );
    await testing.eventually(async () =>
      (await connection.getAccountInfo(sellState.ownAddress, 'confirmed')) === null
        ? true
        : undefined,
    );
    for (const [i, o] of owed.entries()) {
      const rose = (await balance(connection, user.publicKey, o.mint)) - (walletBefore[i] ?? 0n);
      assert.equal(
        rose,
        o.units,
        `claim ${o.symbol}: the wallet rose by ${rose} units, the sell state held ${o.units}`,
      );
    }
    passed.push(
      `sellBasket + claimTokens: ${claims.length} claim transactions, the wallet rose by what ` +
        'the sell state held of each token, the sell state closed',
    );

    // createBasket and editBasket: v0 transactions against the program's lookup table.
    const composition = (weights: Record<string, number>) =>
      Object.entries(weights).map(([symbol, weight]) => ({
        token: new PublicKey(mintOf(symbol)),
        weight,
      }));
    const settings = {
      managerFee: 50,
      rebalanceInterval: 3600,
      rebalanceThreshold: 300,
      rebalanceSlippage: 100,
      lpOffsetThreshold: 0,
      disableRebalance: false,
      disableLp: true,
    };
    const asked = {
      name: 'SDK basket',
      symbol: 'SDKB',
      uri: 'https://basket.invalid/sdkb.json',
      hostPlatform: user.publicKey,
      hostPlatformFee: 0,
      manager: user.publicKey,
      activelyManaged: 1,
      ...settings,
      composition: composition({ USDC: 30, wSOL: 45, JUP: 25 }),
    };
    const own = await client.createBasket(asked);
    passed.push(await checkCreated(connection, client, own.ownAddress, asked));
    // The landed create is a v0 transaction that loaded accounts from the table.
    const [createSig] = await connection.getSignaturesForAddress(own.ownAddress, {}, 'confirmed');
    const landed = await connection.getTransaction(createSig?.signature ?? '', {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    assert.equal(landed?.version, 0);
    assert.equal(
      landed?.transaction.message.addressTableLookups[0]?.accountKey.toBase58(),
      BASKETS_LOOKUP_TABLE,
    );
    assert.ok((landed?.meta?.loadedAddresses?.readonly.length ?? 0) > 0, 'addresses loaded');
    passed.push(`createBasket (v0, the lookup table): ${own.ownAddress.toBase58()}`);

    await client.editBasket(own, {
      ...settings,
      managerFee: 75,
      composition: composition({ USDC: 20, JUP: 80 }),
    });
    const edited = await client.loadFromPubkey(own.ownAddress);
    assert.equal(edited.data.managerFee.toNumber(), 75);
    const heldTokens = edited.data.currentCompToken
      .slice(0, edited.data.numOfTokens.toNumber())
      .map((id) => id.toNumber());
    assert.ok(heldTokens.includes(client.tokenIdFromMint(mintOf('JUP'))), 'JUP is in the basket');
    passed.push('editBasket (v0, the lookup table): the fee and composition changed');

    // setMetadata, by the basket's manager: the basket's texts follow.
    await client.setMetadata(own, 'SDKM2', 'Renamed by the SDK', '');
    const [renamed] = await client.getCurrentCompositions([
      await client.loadFromPubkey(own.ownAddress),
    ]);
    assert.equal(renamed.symbol, 'SDKM2');
    assert.equal(renamed.name, 'Renamed by the SDK');
    passed.push('setMetadata: the basket renamed by its manager');

    return passed;
  } finally {
    await sandbox.close();
  }
}

/**
 * The SDK's quote and the program compute the same float formula in their own order; what that
 * order may shift, relative to the result (doubles carry about 16 digits).
 */
const FLOAT_SLACK = 1e-9;

/**
 * Sells 1 basket token for `mint` with the SDK, after its quote from the basket as loaded; resolves
 * with the quote and the units received once no other transaction touched the basket between the
 * load and the burn (the automation rebalances it at times; a sell it interleaved is repeated).
 */
async function sellAtQuote(
  connection: testing.TestSandbox['connection'],
  client: Client,
  owner: PublicKey,
  basket: { address: PublicKey; mint: string },
  mint: string,
) {
  const { address } = basket;
  return testing.eventually(async () => {
    const lastTouch = async () =>
      (await connection.getSignaturesForAddress(address, { limit: 1 }))[0]?.signature;
    const touched = await lastTouch();
    const quoted = await client.loadFromPubkey(address);
    if (touched === undefined || (await lastTouch()) !== touched) return undefined;
    const quote = await client.computeOutputAmountWithSingleToken(quoted, new PublicKey(mint), 1);
    const held = () =>
      Promise.all([balance(connection, owner, mint), balance(connection, owner, basket.mint)]);
    const [before, basketBefore] = await held();
    const burn = await client.sellBasketToSingleToken(quoted, new PublicKey(mint), 1);
    const [after, basketAfter] = await held();
    const since = await connection.getSignaturesForAddress(address, { until: touched });
    if (since.length !== 1 || since[0]?.signature !== burn) return undefined;
    return { quote, received: after - before, burned: basketBefore - basketAfter };
  });
}
