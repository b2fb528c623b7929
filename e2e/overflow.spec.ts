// At a phone's width (375 px) no route is wider than the screen and every placeholder fits its
// field, with a connected wallet that holds funds and a position (the tables that grow with data
// are there). An element wider than the screen counts unless a frame of its own scrolls or clips
// it (a wide table scrolls in its frame, not the page). On a desktop (1280 px) no table needs
// that frame: every column is in view without scrolling sideways.
import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';
import { holdRequests } from './support/held-requests';
import { addCompositionRow } from './support/ui';

// This spec is about widths; where it runs axe (at a phone's width), it says so.
test.use({ axeAfterEach: false });

/** Elements that reach past the right edge of the screen, with no frame of their own around them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge) continue;
      let framed = false;
      // A frame that scrolls or clips it and itself ends on the screen (frames may nest).
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= edge) {
          framed = true;
          break;
        }
      }
      // Only the outermost offender: its children overflow with it.
      if (!framed && !el.parentElement?.closest('[data-overflow]')) {
        el.setAttribute('data-overflow', '');
        found.push(`${name(el)} reaches ${Math.round(box.right)} px`);
      }
    }
    document.querySelectorAll('[data-overflow]').forEach((el) => el.removeAttribute('data-overflow'));
    return found;
  });
}

/** Fields whose placeholder is wider than the room inside them (it would show cut). */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure text with'];
    const cut: string[] = [];
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    )) {
      // Shown only while the field is empty.
      if (!field.placeholder || field.value !== '' || field.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(field);
      context.font = style.font;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = context.measureText(field.placeholder).width;
      if (needed > room) {
        const label = field.labels?.[0]?.textContent?.trim() ?? field.name;
        cut.push(`"${field.placeholder}" in ${label}: ${Math.ceil(needed)} px > ${room} px`);
      }
    }
    return cut;
  });
}

/** Table frames whose table is wider than they are (a column hidden until scrolled to). */
function scrollingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.ui-table-frame'))
      .filter((frame) => frame.scrollWidth > frame.clientWidth + 0.5)
      .map(
        (frame) =>
          `"${frame.querySelector('caption')?.textContent?.trim() ?? 'a table'}": ${frame.scrollWidth} px in ${frame.clientWidth} px`,
      ),
  );
}

/** Every route at a phone's width: the app's own, the demo basket's page, its creator's and its forms. */
function phoneRoutes(demo: string, creator: string): string[] {
  return [
    ...ROUTES,
    `/baskets/${demo}`,
    `/creators/${creator}`,
    ...['/deposit', '/withdraw', '/mint', '/burn', '/edit', '/metadata'].map((path) => `${path}?basket=${demo}`),
  ];
}

// One page walks every route by the app's own navigation (a page load costs the browser several
// times what a route change does), checking each once its reads have answered.
test('at 375 px no route overflows, every placeholder fits', async ({ app, page, given, axe }) => {
  test.setTimeout(180_000);
  const { basket: demo } = await given.heldTokens(20); // in the demo basket
  await page.setViewportSize({ width: 375, height: 800 });
  await app.goto('/');
  await app.connectWallet();

  for (const route of phoneRoutes(demo.address, demo.creator)) {
    await app.navigate(route);
    // The page's reads have answered (tables and lists at their full size).
    await app.readsAnswered();
    expect(await overflowing(page), `${route} at 375 px`).toEqual([]);
    expect(await cutPlaceholders(page), `${route} at 375 px`).toEqual([]);
    // And accessible as a phone lays it out, with data (routes.spec.ts runs axe on each route at
    // a desktop's width, before any read): a frame that scrolls must take the keyboard.
    await axe.expectNoViolations();
  }
});

test('at 375 px a new composition row’s placeholders fit, and so does the open phone menu', async ({ app, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await app.goto('/create');
  await app.connectWallet();
  // Measured once each is shown (measured before, they would pass for not being there).
  await addCompositionRow(page, 1);
  expect(await cutPlaceholders(page), 'a new composition row').toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await overflowing(page), 'the open menu').toEqual([]);
});

test('at 1280 px every table shows all its columns without scrolling sideways', async ({ app, page, given }) => {
  test.setTimeout(120_000);
  const { basket: demo } = await given.heldTokens(20); // a position: the portfolio's table has a row
  await page.setViewportSize({ width: 1280, height: 900 });
  await app.goto('/');
  await app.connectWallet();
  for (const route of [...ROUTES, `/baskets/${demo.address}`]) {
    await app.navigate(route);
    await app.readsAnswered();
    expect(await scrollingTables(page), `${route} at 1280 px`).toEqual([]);
  }

  // The portfolio in both its states: while today's prices are still being read (the figures that
  // need them say "Reading…"), and once read. The price reads are held back for the first, on a
  // page load: the walk above read today's prices, and the app keeps what it read.
  const prices = await holdRequests(page, (url) => url.pathname === '/price/v3');
  await app.goto('/baskets');
  const positions = page.getByRole('table', { name: 'Positions of this wallet' });
  await expect(positions.getByText('Reading…').first()).toBeVisible();
  expect(await scrollingTables(page), 'the portfolio while prices are read').toEqual([]);
  prices.release();
  // Profit (the seventh cell) is known once everything is read.
  await expect(
    positions
      .getByRole('row', { name: /SOLBLUE/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText(/^[−+]\$/);
  expect(await scrollingTables(page), 'the portfolio with its position').toEqual([]);
});

// Scrolled, each row keeps its name and the table its caption in view.
test('a wide table at 375 px says it scrolls and scrolls by keyboard; at 1280 px its frame is no stop', async ({ app, page, given }) => {
  const { basket: demo } = await given.heldTokens(20); // a position: the portfolio has a row
  // A basket the wallet created, with a month of deposits: the creator's table by month.
  await given.heldTokens(10, await given.createdBasket({ symbol: 'OVFLW' }));
  await page.setViewportSize({ width: 375, height: 800 });
  await app.gotoConnected('/');
  // Rows led by a name (explore, the portfolio, a basket's holdings), a time (Activity's history)
  // or a month (the creator's table).
  const tables: [route: string, caption: string][] = [
    ['/explore', 'Baskets'],
    ['/baskets', 'Positions of this wallet'],
    ['/baskets', 'Deposits and withdrawals of OVFLW by month'],
    [`/baskets/${demo.address}`, 'Target and current weights, and what the basket holds'],
    ['/activity', 'Basket history of this wallet'],
  ];
  let shown = '';
  for (const [route, caption] of tables) {
    // Two tables of one page (the portfolio's) are read in one visit.
    if (route !== shown) await app.navigate(route);
    shown = route;
    // While it scrolls, its frame is a keyboard stop named by the table, and the arrows scroll it
    // (the holdings' frame had nothing to tab to: axe's "scrollable-region-focusable", which the
    // first test here runs on every route).
    const frame = page.getByRole('group', { name: caption });
    await expect(frame).toBeVisible({ timeout: 30_000 });
    // A phone shows no scroll bar: the frame says there is more beside what it shows.
    const hint = frame.getByText('More columns: scroll sideways');
    await expect(hint).toBeVisible();
    if (route === '/explore') {
      // Before anything scrolls, a basket's value held shows beside its name.
      // Measured afresh at each try: the rows' names and figures arrive after the frame shows.
      const held = page.getByRole('columnheader', { name: 'Value held' });
      const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : NaN);
      await expect
        .poll(async () => right(await held.boundingBox()) - right(await frame.boundingBox()), {
          message: 'Value held in view',
        })
        .toBeLessThanOrEqual(0.5);
    }
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft), { message: `${caption} scrolls` }).toBeGreaterThan(0);
    // Scrolled to its last column, as a thumb would: the row's name (or time) stays in view.
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect
      .poll(() => frame.evaluate((el) => el.scrollLeft + el.clientWidth))
      .toBeGreaterThanOrEqual(await frame.evaluate((el) => el.scrollWidth - 1));
    const table = page.getByRole('table', { name: caption });
    const name = table.getByRole('rowheader').first();
    const frameBox = await frame.boundingBox();
    const frameLeft = frameBox?.x ?? NaN;
    expect((await name.boundingBox())?.x, `${caption}: its first name in view`).toBeGreaterThanOrEqual(frameLeft - 0.5);
    // Its caption's words, wrapped at the frame's width, in view too (a caption is as wide as
    // its table: a long one ran past the frame's edge, and scrolled away with the columns).
    const words = await table.locator('caption').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    expect(words.left, `${caption}: its caption's start in view`).toBeGreaterThanOrEqual(frameLeft - 0.5);
    expect(words.right, `${caption}: its caption's end in view`).toBeLessThanOrEqual(frameLeft + (frameBox?.width ?? NaN) + 0.5);
    // And what it says, still in the frame at its last column.
    expect((await hint.boundingBox())?.x, `${caption}: its hint in view`).toBeGreaterThanOrEqual(frameLeft - 0.5);
  }

  // The last, Activity's history, on a desktop: the table fits and its frame is no stop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('group', { name: 'Basket history of this wallet' })).toHaveCount(0);
  await expect(page.getByText('More columns: scroll sideways')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Basket history of this wallet' })).toBeVisible();
});
