// A basket's value line over past block times: the demo basket of a sandbox started in the past,
// with six months of deposits, withdrawals, single-asset mints and redemptions seeded at past block
// times (sandbox/seed/history.ts). Each point of the 1Y line where the app marks one of the
// basket's transactions equals what the test computes itself: the vaults' balances after the
// transactions at or before that time and the basket token's supply then, read from the chain's
// transaction metas, times the sandbox's past price nearest that time; the 1Y return equals the
// test's last value over its first.
import { PublicKey, type ParsedTransactionWithMeta } from '@solana/web3.js';
import { formatDate } from '../src/ui/format';
import { expect, test } from './fixtures';
import { readChange, sandboxChart, windowFor, type Point } from './price-history';
import { connection } from './support/chain';
import { demoBasket } from './support/sandbox-index';

test.use({ sandboxHistory: true });

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
];

interface After {
  time: number;
  /** Whole tokens in the vaults after the transactions at this time, by mint. */
  holdings: Map<string, number>;
  /** Whole basket tokens after them. */
  supply: number;
}

/** Every signature of `address`, paged back to its first. */
async function allSignatures(rpcUrl: string, address: string): Promise<string[]> {
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

/** Base units per account of the mints a row filter keeps, before or after the transaction. */
function balances(
  tx: ParsedTransactionWithMeta,
  side: 'preTokenBalances' | 'postTokenBalances',
  keep: (owner: string | undefined, mint: string) => boolean,
): Map<string, { mint: string; amount: bigint; decimals: number }> {
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58());
  const rows = tx.meta?.[side] ?? [];
  return new Map(
    rows
      .filter((r) => keep(r.owner, r.mint))
      .map((r) => [
        keys[r.accountIndex] ?? '',
        {
          mint: r.mint,
          amount: BigInt(r.uiTokenAmount.amount),
          decimals: r.uiTokenAmount.decimals,
        },
      ]),
  );
}

/** The nearest price within `within` seconds of `time`, or undefined. */
function nearest(points: readonly Point[], time: number, within: number): number | undefined {
  let best: Point | undefined;
  for (const p of points) {
    if (!best || Math.abs(p.timestamp - time) < Math.abs(best.timestamp - time)) best = p;
  }
  return best && Math.abs(best.timestamp - time) <= within ? best.price : undefined;
}

test('the demo basket’s value line at its past transactions equals holdings × past prices read by the test', async ({
  app,
  page,
  sandbox,
}) => {
  test.setTimeout(240_000);
  const chain = connection(sandbox.rpcUrl);
  const basket = await demoBasket(sandbox.apiUrl);
  const mint = new PublicKey(basket.mint);
  const parsedMint = await chain.getParsedAccountInfo(mint);
  const info = (parsedMint.value?.data as { parsed: { info: Record<string, unknown> } }).parsed
    .info;
  const authority = String(info.mintAuthority);
  const basketDecimals = Number(info.decimals);
  const supplyNow = BigInt((await chain.getTokenSupply(mint)).value.amount);

  // The basket's vaults: the token accounts of its token's mint authority (the sandbox's own).
  const vaults = (
    await Promise.all(
      TOKEN_PROGRAMS.map((programId) =>
        chain.getTokenAccountsByOwner(new PublicKey(authority), {
          programId: new PublicKey(programId),
        }),
      ),
    )
  ).flatMap((r) => r.value.map((a) => a.pubkey.toBase58()));
  expect(vaults.length).toBeGreaterThan(0);

  // Every transaction of the mint, the basket and its vaults, landed ones only, oldest first.
  const signatures = new Set(
    (
      await Promise.all(
        [basket.mint, basket.address, ...vaults].map((a) => allSignatures(sandbox.rpcUrl, a)),
      )
    ).flat(),
  );
  const txs: ParsedTransactionWithMeta[] = [];
  for (const signature of signatures) {
    const tx = await chain.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (tx?.meta && tx.meta.err === null && tx.blockTime) txs.push(tx);
  }
  txs.sort((a, b) => a.slot - b.slot);

  // The supply change of each: the sum over the basket token's accounts of after − before.
  const supplyDelta = txs.map((tx) => {
    const isBasketToken = (_owner: string | undefined, m: string) => m === basket.mint;
    const pre = balances(tx, 'preTokenBalances', isBasketToken);
    const post = balances(tx, 'postTokenBalances', isBasketToken);
    let delta = 0n;
    for (const account of new Set([...pre.keys(), ...post.keys()])) {
      delta += (post.get(account)?.amount ?? 0n) - (pre.get(account)?.amount ?? 0n);
    }
    return delta;
  });
  let supply = supplyNow - supplyDelta.reduce((s, d) => s + d, 0n);
  const vaultAmounts = new Map<string, { mint: string; amount: bigint; decimals: number }>();
  const afterByTime = new Map<number, After>();
  const changedSupply = new Set<number>();
  txs.forEach((tx, i) => {
    supply += supplyDelta[i] ?? 0n;
    if ((supplyDelta[i] ?? 0n) !== 0n) changedSupply.add(tx.blockTime ?? 0);
    const isVault = (owner: string | undefined, m: string) =>
      owner === authority && m !== basket.mint;
    for (const [account, row] of balances(tx, 'postTokenBalances', isVault))
      vaultAmounts.set(account, row);
    const holdings = new Map<string, number>();
    for (const v of vaultAmounts.values())
      holdings.set(v.mint, (holdings.get(v.mint) ?? 0) + Number(v.amount) / 10 ** v.decimals);
    // Several transactions in one block time: the value there is after the last of them.
    afterByTime.set(tx.blockTime ?? 0, {
      time: tx.blockTime ?? 0,
      holdings,
      supply: Number(supply) / 10 ** basketDecimals,
    });
  });
  const times = [...afterByTime.keys()].sort((a, b) => a - b);
  // Months of past block times, with deposits and withdrawals among them.
  expect(times[0] ?? Infinity).toBeLessThan(Date.now() / 1000 - 90 * 86_400);
  expect(changedSupply.size).toBeGreaterThan(10);

  // The sandbox's past prices over the window the app asks for a year (daily).
  const window = windowFor(365);
  const mints = [
    ...new Set(times.flatMap((t) => [...(afterByTime.get(t)?.holdings.keys() ?? [])])),
  ];
  const prices = await sandboxChart(sandbox.apiUrl, mints, window);
  const valueAt = (after: After, time: number, within: number): number => {
    let total = 0;
    for (const [m, amount] of after.holdings) {
      if (amount === 0) continue;
      const price = nearest(prices[m] ?? [], time, within);
      if (price === undefined) throw new Error(`the sandbox has no price of ${m} near ${time}`);
      total += amount * price;
    }
    return total / after.supply;
  };
  // By the chart's time label (to the minute); a label two times share is not compared.
  const expectedByLabel = new Map<string, number>();
  const shared = new Set<string>();
  for (const t of times) {
    const after = afterByTime.get(t);
    if (!after || after.supply <= 0) continue;
    const label = formatDate(t, true);
    if (expectedByLabel.has(label)) shared.add(label);
    // After the window's last day, that day's price (the sandbox's is flat since it started).
    const lastDay = window.start + (window.span - 1) * window.period;
    expectedByLabel.set(label, valueAt(after, t, t > lastDay ? Infinity : window.period / 2));
  }
  const firstValue = expectedByLabel.values().next().value ?? NaN;
  for (const label of shared) expectedByLabel.delete(label);

  await app.goto(`/baskets/${basket.address}`);
  const card = page.getByRole('region', { name: 'Value over time' });
  await card.getByRole('radio', { name: '1Y' }).check();
  const chart = card.getByRole('slider', { name: 'Value per basket token, 1Y' });
  await expect(card.getByRole('status')).toHaveText(/^1Y: /, { timeout: 60_000 });
  const count = Number(await chart.getAttribute('aria-valuemax')) + 1;
  expect(count).toBeGreaterThan(times.length);

  // Every point, read with the keyboard from the first.
  await chart.focus();
  await page.keyboard.press('Home');
  const readings: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    await expect(chart).toHaveAttribute('aria-valuenow', String(i));
    readings.push((await chart.getAttribute('aria-valuetext')) ?? '');
  }
  const read = readings.map((text) => ({
    label: text.split(' — ')[0] ?? '',
    value: Number(/Value per basket token \$([\d.,]+)/.exec(text)?.[1]?.replace(/,/g, '')),
    events: text.split(' — ').slice(2),
  }));

  // Each point at one of the basket's transactions equals the test's value there (4 decimals shown).
  const atTransactions = read.filter((r) => expectedByLabel.has(r.label));
  expect(atTransactions.length).toBeGreaterThanOrEqual(changedSupply.size - shared.size);
  for (const point of atTransactions) {
    const expected = expectedByLabel.get(point.label) ?? NaN;
    expect(Math.abs(point.value - expected), point.label).toBeLessThanOrEqual(
      0.00005 + expected * 1e-12,
    );
  }
  // Every supply change is marked on the line as a deposit or a withdrawal, at its time.
  for (const t of changedSupply) {
    const point = read.find((r) => r.label === formatDate(t, true));
    expect(point?.events.join(' ') ?? '', formatDate(t, true)).toMatch(/Deposit|Withdrawal/);
  }

  // The last point (now): the holdings now at the last past price; the 1Y return from the first.
  const lastTime = times.at(-1) ?? 0;
  const lastAfter = afterByTime.get(lastTime);
  const now = Date.now() / 1000;
  if (!lastAfter) throw new Error('no transaction read');
  const valueNow = valueAt(lastAfter, now, Infinity);
  const shownNow = read.at(-1)?.value ?? NaN;
  expect(Math.abs(shownNow - valueNow)).toBeLessThanOrEqual(0.00005 + valueNow * 1e-12);
  expect(read[0]?.value).toBeCloseTo(firstValue, 4);
  const shownReturn = readChange(
    (await card.locator('dl[aria-label="Returns"] dt:text-is("1Y") + dd').textContent()) ?? '',
  );
  // Shown to two decimals of a percent.
  expect(Math.abs(shownReturn - (valueNow / firstValue - 1))).toBeLessThanOrEqual(0.00005 + 1e-9);
});
