// Writes src/history/fixtures/*.json: one real transaction per basket operation, as the sandbox's
// JSON-RPC answers getTransaction (encoding json, maxSupportedTransactionVersion 0) and
// getSignaturesForAddress, for the history decoder's unit tests. One wallet creates a basket,
// deposits (and the keeper credits it), withdraws, claims, mints and redeems single assets, edits,
// sets metadata, and sends one deposit that fails on chain. Run: `npx tsx scripts/history-fixtures.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TOKEN_PROGRAM_ID,
  createBurnCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Keypair, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { rpcRequest } from '../src/solana/jsonRpc';
import { KNOWN_TOKENS, USDC_MINT } from '../src/solana/tokens';
import * as testing from '../sandbox/service/testing';

const OUT = join(import.meta.dirname, '..', 'src', 'history', 'fixtures');
const mintOf = (symbol: string) => {
  const t = KNOWN_TOKENS.find((k) => k.symbol === symbol);
  if (!t) throw new Error(symbol);
  return t.mint;
};

async function main() {
  const sandbox = await testing.startTestSandbox(20);
  try {
    const { connection, apiUrl, rpc } = sandbox;
    const wallet = Keypair.generate();
    const w = wallet.publicKey.toBase58();
    await testing.call(apiUrl, '/sandbox/faucet', { address: w });
    const named: Record<string, string> = {};
    const send = async (name: string, base64: unknown) => {
      named[name] = await testing.signAndSend(connection, base64, wallet);
    };

    const created = await testing.command(
      apiUrl,
      'create',
      testing.createRequest(w, {
        symbol: 'HIST',
        name: 'History basket',
        depositFee: 100,
        composition: [
          { token: USDC_MINT, weight: 20 },
          { token: mintOf('wSOL'), weight: 50 },
          { token: mintOf('JUP'), weight: 30 },
        ],
      }),
    );
    await send('create', created.createTransaction);
    await send('create-composition', created.compositionTransaction);
    await send('create-restructure', created.restructureTransaction);
    const basket = created.basket as string;
    const basketMint = new PublicKey(created.mint as string);
    const holding = getAssociatedTokenAddressSync(
      basketMint,
      wallet.publicKey,
      false,
      TOKEN_PROGRAM_ID,
    );

    const deposit = await testing.command(apiUrl, 'deposit', { user: w, basket, amount: 100 });
    await send('deposit', deposit.transaction);
    await testing.eventually(async () =>
      (await testing.tokenAmount(connection, holding)) > 0n ? true : undefined,
    );
    // The keeper's credit: the newest signature of the wallet's basket-token account not its own.
    const holdingSignatures = (await rpcRequest(rpc, 'getSignaturesForAddress', [
      holding.toBase58(),
    ])) as { signature: string }[];
    const credit = holdingSignatures.find((s) => !Object.values(named).includes(s.signature));
    if (!credit) throw new Error('no keeper credit found');
    named.credit = credit.signature;

    const withdraw = await testing.command(apiUrl, 'withdraw', { user: w, basket, amount: 30 });
    await send('withdraw', withdraw.transaction);
    const withdrawAccount = withdraw.withdrawAccount as string;
    await testing.eventually(async () => {
      const reply = await testing.call(apiUrl, `/sandbox/withdrawals?user=${w}`);
      const list = reply.body.withdrawals as { address: string; status: string }[];
      return list.find((x) => x.address === withdrawAccount)?.status === 'ready' ? true : undefined;
    });
    const claim = await testing.command(apiUrl, 'claim', { user: w, basket: withdrawAccount });
    await send('claim-accounts', claim.createATAsTx);
    await send('claim', claim.claimTokensTx);

    const mint = await testing.command(apiUrl, 'mint', {
      user: w,
      basket,
      tokenMint: mintOf('JUP'),
      amount: 10,
    });
    await send('mint', mint.transaction);
    const burn = await testing.command(apiUrl, 'burn', {
      user: w,
      basket,
      tokenMint: mintOf('wSOL'),
      amount: 3,
    });
    await send('burn', burn.transaction);
    const edit = await testing.command(apiUrl, 'edit', {
      basket,
      creator: w,
      depositFee: 50,
      rebalanceInterval: 7200,
      rebalanceThreshold: 300,
      slippage: 100,
      lpOffsetThreshold: 0,
      disableRebalance: 0,
      disableLp: 1,
      composition: [
        { token: USDC_MINT, weight: 30 },
        { token: mintOf('wSOL'), weight: 40 },
        { token: mintOf('JUP'), weight: 30 },
      ],
    });
    await send('edit', edit.editTransaction);
    const metadata = await testing.command(apiUrl, 'set-metadata', {
      basket,
      creator: w,
      symbol: 'HIST2',
      name: 'History basket two',
      uri: 'https://example.com/h.json',
    });
    await send('set-metadata', metadata.transaction);

    // A deposit that fails on chain: the wallet burns most of its USDC before sending it.
    const failing = await testing.command(apiUrl, 'deposit', { user: w, basket, amount: 50 });
    const usdc = new PublicKey(USDC_MINT);
    const mine = getAssociatedTokenAddressSync(usdc, wallet.publicKey);
    const balance = await testing.tokenAmount(connection, mine);
    const drain = new Transaction({
      feePayer: wallet.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(createBurnCheckedInstruction(mine, usdc, wallet.publicKey, balance - 10_000_000n, 6));
    drain.sign(wallet);
    await connection.confirmTransaction(
      {
        signature: await connection.sendRawTransaction(drain.serialize()),
        ...(await connection.getLatestBlockhash()),
      },
      'confirmed',
    );
    const tx = VersionedTransaction.deserialize(
      Buffer.from(failing.transaction as string, 'base64'),
    );
    tx.sign([wallet]);
    const failedSignature = await connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    await testing.eventually(async () => {
      const s = await connection.getSignatureStatus(failedSignature);
      return s.value ? true : undefined;
    });
    named['deposit-failed'] = failedSignature;

    mkdirSync(OUT, { recursive: true });
    const signatures = (await rpcRequest(rpc, 'getSignaturesForAddress', [
      w,
      { limit: 1000 },
    ])) as unknown[];
    writeFileSync(
      join(OUT, 'story.json'),
      JSON.stringify(
        {
          wallet: w,
          basket,
          basketMint: basketMint.toBase58(),
          withdrawAccount,
          named,
          signatures,
        },
        null,
        1,
      ) + '\n',
    );
    for (const [name, signature] of Object.entries(named)) {
      const result = await rpcRequest(rpc, 'getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]);
      writeFileSync(join(OUT, `${name}.json`), JSON.stringify(result, null, 1) + '\n');
    }
    console.log(`wrote ${Object.keys(named).length} transactions to ${OUT}`);
  } finally {
    await sandbox.close();
  }
}

await main();
