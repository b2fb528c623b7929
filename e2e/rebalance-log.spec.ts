// The automation's work in the rebalance log: after a deposit into a new basket, the sandbox's
// keeper mints its basket tokens (mintFund) and invests its USDC in rebalance legs
// (withdrawBeforeRebalance / swap / depositAfterRebalance). The basket page's card and the log's
// page show that mint with the supply it added, and each leg's tokens sold and bought as the test
// reads them from the leg's meta (the program's vaults, before and after), apart from the app.
import { PublicKey, type ParsedTransactionWithMeta } from '@solana/web3.js';
import { formatTokenAmount } from '../src/solana/amounts';
import { BASKETS_PROGRAM_PDA } from '../src/solana/programs';
import { expect, test } from './fixtures';
import { allSignatures, programCalls } from './support/basket-past';
import { connection, JUP, USDC, WSOL } from './support/chain';
import { depositStatuses } from './support/sandbox-index';

const SYMBOLS: Record<string, string> = { [USDC]: 'USDC', [WSOL]: 'wSOL', [JUP]: 'JUP' };

/** "12.5 wSOL" for each token whose vault balance moved that way (−1 sold, +1 bought). */
function moved(tx: ParsedTransactionWithMeta, sign: 1n | -1n): string[] {
  const change = new Map<string, { amount: bigint; decimals: number }>();
  for (const [side, s] of [
    ['preTokenBalances', -1n],
    ['postTokenBalances', 1n],
  ] as const) {
    for (const row of tx.meta?.[side] ?? []) {
      if (row.owner !== BASKETS_PROGRAM_PDA) continue;
      const known = change.get(row.mint);
      change.set(row.mint, { amount: (known?.amount ?? 0n) + s * BigInt(row.uiTokenAmount.amount), decimals: row.uiTokenAmount.decimals });
    }
  }
  return [...change]
    .filter(([, c]) => c.amount * sign > 0n)
    .map(([mint, c]) => `${formatTokenAmount(c.amount * sign, c.decimals, 'exact')} ${SYMBOLS[mint] ?? mint}`);
}

test('a deposit’s mint and the legs that invested it, with the amounts of their metas', async ({ app, page, sandbox, wallet, given }) => {
  test.setTimeout(180_000);
  await given.funds();
  const basket = await given.createdBasket({
    symbol: 'RBLOG',
    composition: [
      { token: USDC, weight: 20 },
      { token: WSOL, weight: 50 },
      { token: JUP, weight: 30 },
    ],
  });
  await given.command('deposit', { basket: basket.address, amount: 60 });
  await expect.poll(() => depositStatuses(sandbox.apiUrl, wallet.address, basket.address), { timeout: 60_000 }).toEqual(['complete']);

  // The test's own reading of the basket's transactions: the keeper's mint and its legs.
  const chain = connection(sandbox.rpcUrl);
  const txs: ParsedTransactionWithMeta[] = [];
  for (const signature of await allSignatures(sandbox.rpcUrl, basket.address)) {
    const tx = await chain.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    if (tx?.meta && tx.meta.err === null) txs.push(tx);
  }
  const named = (name: string) => txs.filter((tx) => programCalls(tx).some((c) => c.name === name));
  const legs = named('withdrawBeforeRebalance');
  const [mintTx] = named('mintFund');
  expect(legs.length).toBeGreaterThanOrEqual(2);
  if (!mintTx) throw new Error('no mintFund among the basket’s transactions');
  const supply = (await chain.getTokenSupply(new PublicKey(basket.mint))).value;

  await app.goto(`/baskets/${basket.address}`);
  const card = page.getByRole('region', { name: 'Rebalances and automated mints' });
  const table = card.getByRole('table', { name: 'Latest rebalances and mints of RBLOG' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const rowOf = (signature: string) =>
    table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^Transaction ${signature} `) }) });
  // The mint: every basket token in existence (nothing was withdrawn), for the buyer.
  const mintRow = rowOf(mintTx.transaction.signatures[0] ?? '');
  await expect(mintRow).toContainText(`Automated mint for ${wallet.address.slice(0, 4)}…${wallet.address.slice(-4)}`);
  await expect(mintRow).toContainText(`${formatTokenAmount(BigInt(supply.amount), supply.decimals, 'exact')} RBLOG minted`);
  // One rebalance, its legs together; each leg's sold and bought as its meta says.
  const rebalance = rowOf(legs[0]?.transaction.signatures[0] ?? '');
  await expect(rebalance).toContainText(`Rebalance, ${legs.length} trades`);
  for (const leg of legs) {
    await expect(rowOf(leg.transaction.signatures[0] ?? '')).toHaveCount(1);
    for (const text of moved(leg, -1n)) await expect(rebalance.getByRole('cell').nth(1)).toContainText(text);
    for (const text of moved(leg, 1n)) await expect(rebalance.getByRole('cell').nth(2)).toContainText(text);
  }
  // Its cost and drift are figures or say why not, never blank.
  await expect(rebalance.getByRole('cell').nth(4)).toHaveText(/^[+−]\$|^Unknown: /);

  // The whole log, on a page of its own.
  await card.getByRole('link', { name: /^The whole log of RBLOG/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rebalance log of RBLOG' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rebalances and mints of RBLOG' }).getByRole('row')).toHaveCount(3, { timeout: 60_000 });

  // With no past price to be had (the price history refused), the cost and the drift say why in
  // words (the value moved is the USDC sold, a dollar each), and on a desktop every column of the
  // basket page's card stays in view, down to the narrowest desktop layout (1024 px: below 64rem
  // the header folds its links into a menu). The cells that say so wrap instead of widening the
  // table past its frame: at 12rem each they made it 1005 px in 927 here, and with a third such
  // cell 1133 px in 1070 at 1280 px (overflow.spec, a CI run at 9562e50).
  await page.route(/\/chart\/solana:/, (route) => route.abort());
  await page.setViewportSize({ width: 1024, height: 800 });
  await app.goto(`/baskets/${basket.address}`);
  const unpriced = table.getByRole('row').filter({ hasText: /Rebalance, \d+ trades/ });
  for (const column of [4, 5]) {
    await expect(unpriced.getByRole('cell').nth(column)).toHaveText(/unknown: /i, { timeout: 60_000 });
  }
  const widths = await table.evaluate((el) => {
    const frame = el.closest('.ui-table-frame');
    return frame ? { table: frame.scrollWidth, frame: frame.clientWidth } : null;
  });
  expect(widths, 'the table is as wide as its frame').toEqual({ table: widths?.frame, frame: widths?.frame });
});
