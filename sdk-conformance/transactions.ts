// The SDK's own transaction paths on a sandbox (issue 23 item 5): transactions the SDK builds,
// signs with its wallet and sends itself — none from the sandbox's API — land, and have the
// effects the SDK expects: buyBasket (then the sandbox's automation mints), sellBasket,
// claimTokens (one claimToken per token, each in its own transaction), buyWithSingleToken and
// sellBasketToSingleToken (the oracles appended), createBasket and editBasket (v0 transactions
// against the program's lookup table, which the sandbox holds at its address), setMetadata.
import assert from 'node:assert/strict';
import { Keypair, PublicKey } from '@solana/web3.js';
import * as testing from '../sandbox/service/testing';
import { requireAsSdk, sdk } from './sdk';
import { standInTokenListHost } from './token-list-host';

const NodeWallet = (
  requireAsSdk('@coral-xyz/anchor/dist/cjs/nodewallet') as {
    default: new (payer: Keypair) => import('@coral-xyz/anchor').Wallet;
  }
).default;

async function balance(
  connection: testing.TestSandbox['connection'],
  owner: PublicKey,
  mint: string,
) {
  const accounts = await connection.getParsedTokenAccountsByOwner(owner, {
    mint: new PublicKey(mint),
  });
  return accounts.value.reduce(
    (sum, a) =>
      sum +
      BigInt(
        (a.account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount
          .amount,
      ),
    0n,
  );
}

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
    const mintOf = (symbol: string) => {
      const found = tokens.find((t) => t.symbol === symbol);
      if (!found) throw new Error(`no ${symbol} on the sandbox`);
      return found.mint;
    };
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
      5n * 10n ** BigInt(tokens.find((t) => t.symbol === 'JUP')?.decimals ?? 6),
    );
    const afterSingle = await balance(connection, user.publicKey, demo.mint);
    assert.ok(afterSingle > minted, 'basket tokens for the JUP');
    passed.push(`buyWithSingleToken: 5 JUP in, ${afterSingle - minted} basket token units out`);

    // sellBasketToSingleToken: basket tokens burned, wSOL out.
    const wsolBefore = await balance(connection, user.publicKey, mintOf('wSOL'));
    await client.sellBasketToSingleToken(basket, new PublicKey(mintOf('wSOL')), 1);
    assert.equal(afterSingle - (await balance(connection, user.publicKey, demo.mint)), 1_000_000n);
    assert.ok((await balance(connection, user.publicKey, mintOf('wSOL'))) > wsolBefore);
    passed.push('sellBasketToSingleToken: 1 basket token in, wSOL out');

    // sellBasket, then claimTokens: a sell state, claimed one token per transaction.
    const sellState = await client.sellBasket(basket, 2, 0);
    assert.equal(sellState.data.manager.toBase58(), user.publicKey.toBase58());
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
    passed.push(
      `sellBasket + claimTokens: ${claims.length} claim transactions, the sell state closed`,
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
    const own = await client.createBasket({
      name: 'SDK basket',
      symbol: 'SDKB',
      uri: '',
      hostPlatform: user.publicKey,
      hostPlatformFee: 0,
      manager: user.publicKey,
      activelyManaged: 1,
      ...settings,
      composition: composition({ USDC: 50, wSOL: 50 }),
    });
    assert.equal(own.data.manager.toBase58(), user.publicKey.toBase58());
    const createdTargets = own.data.targetWeight.slice(0, own.data.numOfTokens.toNumber());
    assert.equal(createdTargets.length, 2);
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
