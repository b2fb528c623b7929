// A basket the SDK created, read back whole: its state through the SDK's loadFromPubkey, its
// basket token's mint through spl-token and its Metaplex metadata through mpl-token-metadata's
// own reader — each field equal to what the create call asked.
import assert from 'node:assert/strict';
import { getMint } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type * as testing from '../sandbox/service/testing';
import { requireAsSdk, sdk, type Client } from './sdk';

// Metaplex's own account reader, the copy the SDK installs (a CommonJS package, as the SDK is).
const { Metadata } = requireAsSdk(
  '@metaplex-foundation/mpl-token-metadata',
) as typeof import('@metaplex-foundation/mpl-token-metadata');

type CreateParams = Parameters<Client['createBasket']>[0];

/** Metaplex's Token Metadata program (the SDK derives the metadata account under it). */
const TOKEN_METADATA_PROGRAM = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

/** Metaplex pads each text to its fixed length with NULs. */
const unpadded = (text: string) => text.replace(/\0+$/, '');

/** A text the basket state keeps as bytes and a length. */
const textOf = (bytes: number[], length: number) =>
  Buffer.from(bytes.slice(0, length)).toString('utf8');

/**
 * Checks the basket at `address` against `asked` (what createBasket was given); resolves with a
 * line saying what was checked.
 */
export async function checkCreated(
  connection: testing.TestSandbox['connection'],
  client: Client,
  address: PublicKey,
  asked: CreateParams,
): Promise<string> {
  const { data } = await client.loadFromPubkey(address);
  const listed = client.getTokenListData();
  const slots = data.currentCompToken.slice(0, data.numOfTokens.toNumber());
  // The SDK sends each weight in parts of 1000 of the composition's sum, rounded down
  // (baskets-sdk 0.0.45 instructionsBuilder.ts buildCreateBasketIx).
  const askedSum = asked.composition.reduce((sum, c) => sum + c.weight, 0);
  const partsOf = (weight: number) => Math.floor((weight * 1000) / askedSum);
  assert.deepEqual(
    {
      manager: data.manager.toBase58(),
      host: data.hostPubkey.toBase58(),
      // Unasked, the SDK names the manager as the fee delegate.
      feeDelegate: data.feeDelegate.toBase58(),
      managerFee: data.managerFee.toNumber(),
      hostFee: data.hostFee.toNumber(),
      activelyManaged: data.activelyManaged.toNumber(),
      rebalanceInterval: data.rebalanceInterval.toNumber(),
      rebalanceThreshold: data.rebalanceThreshold.toNumber(),
      rebalanceSlippage: data.rebalanceSlippage.toNumber(),
      lpOffsetThreshold: data.lpOffsetThreshold.toNumber(),
      disableRebalance: data.disableRebalance.toNumber() === 1,
      disableLp: data.disableLp.toNumber() === 1,
      tokens: slots.map((id, i) => ({
        mint: listed[id.toNumber()]?.tokenMint,
        targetWeight: data.targetWeight[i]?.toNumber(),
        amount: data.currentCompAmount[i]?.toNumber(),
      })),
      weightSum: data.weightSum.toNumber(),
      supplyOutstanding: data.supplyOutstanding.toNumber(),
      sellState: data.sellState.toNumber(),
      symbol: textOf(data.symbol, data.symbolLength),
      name: textOf(data.name, data.nameLength),
      uri: textOf(data.uri, data.uriLength),
    },
    {
      manager: asked.manager.toBase58(),
      host: asked.hostPlatform.toBase58(),
      feeDelegate: (asked.feeDelegate ?? asked.manager).toBase58(),
      managerFee: asked.managerFee,
      hostFee: asked.hostPlatformFee,
      activelyManaged: asked.activelyManaged,
      rebalanceInterval: asked.rebalanceInterval,
      rebalanceThreshold: asked.rebalanceThreshold,
      rebalanceSlippage: asked.rebalanceSlippage,
      lpOffsetThreshold: asked.lpOffsetThreshold,
      disableRebalance: asked.disableRebalance,
      disableLp: asked.disableLp,
      tokens: asked.composition.map((c) => ({
        mint: c.token.toBase58(),
        targetWeight: partsOf(c.weight),
        amount: 0,
      })),
      weightSum: asked.composition.reduce((sum, c) => sum + partsOf(c.weight), 0),
      supplyOutstanding: 0,
      sellState: 0,
      symbol: asked.symbol,
      name: asked.name,
      uri: asked.uri,
    },
    'the created basket, as loaded by the SDK, against the create call',
  );

  // The basket token: a mint of 6 decimals, nothing minted, only the program's PDA mints it.
  const programPda = new PublicKey(sdk.BASKETS_PROGRAM_PDA.toBase58());
  const fundToken = new PublicKey(data.fundToken.toBase58());
  const mint = await getMint(connection, fundToken);
  assert.deepEqual(
    {
      decimals: mint.decimals,
      supply: mint.supply,
      mintAuthority: mint.mintAuthority?.toBase58(),
      freezeAuthority: mint.freezeAuthority,
    },
    { decimals: 6, supply: 0n, mintAuthority: programPda.toBase58(), freezeAuthority: null },
    'the basket token mint',
  );

  // Its Metaplex metadata: the asked texts, for this mint, updatable by the program's PDA.
  const [metadataAddress] = PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), TOKEN_METADATA_PROGRAM.toBuffer(), fundToken.toBuffer()],
    TOKEN_METADATA_PROGRAM,
  );
  const account = await connection.getAccountInfo(metadataAddress);
  assert.ok(account, `the basket token's metadata account ${metadataAddress.toBase58()} exists`);
  const [metadata] = Metadata.deserialize(account.data);
  assert.deepEqual(
    {
      mint: metadata.mint.toBase58(),
      updateAuthority: metadata.updateAuthority.toBase58(),
      name: unpadded(metadata.data.name),
      symbol: unpadded(metadata.data.symbol),
      uri: unpadded(metadata.data.uri),
    },
    {
      mint: fundToken.toBase58(),
      updateAuthority: programPda.toBase58(),
      name: asked.name,
      symbol: asked.symbol,
      uri: asked.uri,
    },
    'the basket token metadata',
  );
  return (
    `createBasket: ${address.toBase58()} as asked — manager, host, fees, settings, ` +
    `${slots.length} tokens and their weights, texts; its mint and Metaplex metadata`
  );
}
