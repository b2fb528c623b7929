// A basket travels as a link (docs/edge.md): its page, served with the edge handler beside the app as
// `npm start` serves them, offers a Blink and a share link. The Blink is followed by a client that
// follows the Solana Actions spec (support/actions-client.ts) to a transaction the test wallet's key
// signs, which lands on the sandbox and is minted; the share link's og:image is the basket's card.
import { VersionedTransaction } from '@solana/web3.js';
import { decode } from 'fast-png';
import { BAR, CARD_HEIGHT, CARD_WIDTH, segmentWidths } from '../src/edge/shareCard';
import { COMPOSITION_COLOURS } from '../src/edge/shareCardPalette';
import { expect, test } from './fixtures';
import { actionOfPage, actionUrlOf, getAction, postAction } from './support/actions-client';
import { sendUntilConfirmed } from './support/direct';
import { startEdgeServer, type EdgeServer } from './support/edge-server';

let server: EdgeServer | undefined;
// The page goes first: closed under it, the server would fail the chunks it still fetches (the
// value chart's library loads after the heading) and the page would report that as its error.
test.afterEach(async ({ page }) => {
  await page.close();
  await server?.close();
  server = undefined;
});

// actions.json, GET and POST as the spec's client does them; the wallet's key signs what the POST
// answered, it lands on the sandbox and the keeper mints the basket tokens.
test('the Blink is followed to a deposit that lands and is minted', async ({ app, page, wallet, sandbox, given, chain, network }) => {
  await given.funds();
  const basket = await given.demoBasket();
  server = await startEdgeServer(sandbox);
  network.allow(server.url);
  const pageUrl = `${server.url}/baskets/${basket.address}`;
  await page.goto(pageUrl); // the app's settings, seeded by `app`, name this worker's sandbox
  await expect(app.page.getByRole('heading', { level: 1, name: new RegExp(basket.symbol ?? '') })).toBeVisible();
  const share = page.getByRole('region', { name: 'Share this basket' });
  const blink = (await share.locator('code', { hasText: /^solana-action:/ }).textContent()) ?? '';
  const actionUrl = actionUrlOf(blink);
  // The page's own address unfurls as the same Action through actions.json.
  expect(await actionOfPage(pageUrl)).toBe(actionUrl);

  const action = await getAction(actionUrl);
  expect(action.title).toContain(basket.name ?? '');
  const custom = action.links?.actions.find((linked) => linked.parameters?.some((p) => p.name === 'amount'));
  if (!custom) throw new Error('the Action has no amount field');
  const before = await chain.balance(basket.mint);
  const answer = await postAction(actionUrl, custom, wallet.address, { amount: '7.5' });
  expect(answer.message).toContain('Deposits exactly 7.5 USDC');

  const tx = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'));
  tx.sign([wallet.keypair]);
  // Sent as a wallet's node sends it: again until it lands.
  await sendUntilConfirmed(chain.connection, tx.serialize(), tx.message.recentBlockhash);
  await expect.poll(() => chain.balance(basket.mint), { timeout: 60_000 }).toBeGreaterThan(before);
});

test('the share URL’s og:image is the basket’s 1200×630 card', async ({ app, page, sandbox, given, network, request }) => {
  const basket = await given.demoBasket();
  server = await startEdgeServer(sandbox);
  network.allow(server.url);
  await page.goto(`${server.url}/baskets/${basket.address}`);
  await expect(app.page.getByRole('heading', { level: 1, name: new RegExp(basket.symbol ?? '') })).toBeVisible();
  const share = page.getByRole('region', { name: 'Share this basket' });
  const shareUrl = (await share.locator('code', { hasText: /\/share\/baskets\// }).textContent()) ?? '';
  expect(shareUrl).toBe(`${server.url}/share/baskets/${basket.address}`);

  const html = await (await request.get(shareUrl)).text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  expect(meta('og:title')).toContain(basket.name ?? '');
  expect(meta('twitter:card')).toBe('summary_large_image');
  const image = meta('og:image') ?? '';
  expect(meta('twitter:image')).toBe(image);
  const png = await request.get(image);
  expect(png.headers()['content-type']).toBe('image/png');
  const card = decode(await png.body());
  expect([card.width, card.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);

  // The composition bar, read back from the pixels: one run of each segment's colour, as wide as
  // the basket's target weight (largest first).
  const weights = basket.composition.map((c) => c.weight).sort((a, b) => b - a);
  const widths = segmentWidths(weights);
  const row = BAR.y + BAR.height / 2;
  const colourAt = (x: number) => {
    const i = (row * card.width + x) * card.channels;
    return `#${[0, 1, 2]
      .map((k) =>
        Number(card.data[i + k])
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  };
  const counted = COMPOSITION_COLOURS.slice(0, widths.length).map((colour) => {
    let n = 0;
    for (let x = BAR.x; x < BAR.x + BAR.width; x++) if (colourAt(x) === colour) n++;
    return n;
  });
  expect(widths.length).toBeGreaterThan(1);
  counted.forEach((n, i) => expect(Math.abs(n - (widths[i] ?? 0)), `segment ${i}`).toBeLessThanOrEqual(2));
});
