// What a person does on each page, found by role and label as they would find it: the scripted
// interactions of the interactions part, and the bare stack's equivalent (typing an amount).
import type { Locator, Page } from '@playwright/test';

/** A person typing on a phone: a key every 200 ms (about five a second). */
export const KEYSTROKE_DELAY_MS = 200;
/** The amount typed on every form, and into the reference's input: five keystrokes. */
export const AMOUNT_KEYS = '12.75';
const WAIT_MS = 60_000;

/** One scripted interaction (or a run of keystrokes) on a page. */
export interface Step {
  action: string;
  act: (page: Page) => Promise<void>;
}

/** A page opened in a fresh phone context, made ready, then its steps in order. */
export interface Scenario {
  /** As the report names it: `/deposit`, `/baskets/:address`, `reference`. */
  page: string;
  site: 'app' | 'reference';
  /** The path to open (with the basket's address where the page needs one). */
  path: string;
  /** Opened with the demo wallet connected (its Review, or a page that lists its own baskets). */
  wallet: boolean;
  /** Waits until the page is ready for a person's first interaction. */
  ready: (page: Page) => Promise<void>;
  steps: Step[];
}

async function typeInto(field: Locator, keys: string): Promise<void> {
  await field.pressSequentially(keys, { delay: KEYSTROKE_DELAY_MS });
}

/** Empties `field` before the step (its clearing is no part of the measure) and waits for it. */
async function editable(field: Locator): Promise<void> {
  await field.waitFor({ timeout: WAIT_MS });
  await field.fill('');
}

const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount/ }).first();

/** Types `AMOUNT_KEYS` into the page's amount field, a keystroke an interaction. */
function typeAmount(field: (page: Page) => Locator = amountField): Step {
  return {
    action: `type an amount (${AMOUNT_KEYS.length} keys, each)`,
    act: (page) => typeInto(field(page), AMOUNT_KEYS),
  };
}

/** A form whose first view is its field: ready once the field can be typed into. */
function amountForm(page: string, path: string, wallet = false): Scenario {
  return {
    page,
    site: 'app',
    path,
    wallet,
    ready: (p) => editable(amountField(p)),
    steps: [typeAmount()],
  };
}

const weight = (page: Page, n: number) => page.getByRole('textbox', { name: `Weight ${n} (%)` });
const tokenBox = (page: Page, n: number) =>
  page.getByRole('combobox', { name: `Token ${n}`, exact: true });

/** The scripted pages, in the order each round opens them (`basket`: the demo basket's address). */
export function scenarios(basket: string): Scenario[] {
  const q = `?basket=${basket}`;
  return [
    {
      page: 'reference',
      site: 'reference',
      path: '/',
      wallet: false,
      ready: (p) => editable(amountField(p)),
      steps: [typeAmount()],
    },
    {
      page: '/create',
      site: 'app',
      path: '/create',
      wallet: false,
      ready: (p) => p.getByRole('button', { name: 'Add token' }).waitFor({ timeout: WAIT_MS }),
      steps: [
        {
          action: 'press "Add token"',
          act: (p) => p.getByRole('button', { name: 'Add token' }).tap(),
        },
        { action: 'open the token picker', act: (p) => tokenBox(p, 1).tap() },
        {
          action: 'filter the token picker ("US", each key)',
          act: async (p) => {
            await typeInto(tokenBox(p, 1), 'US');
            await p
              .getByRole('listbox', { name: 'Token 1: matching tokens' })
              .getByRole('option', { name: /^USDC / })
              .first()
              .waitFor({ timeout: WAIT_MS });
          },
        },
        {
          action: 'pick a token',
          act: (p) =>
            p
              .getByRole('listbox', { name: 'Token 1: matching tokens' })
              .getByRole('option', { name: /^USDC / })
              .first()
              .tap(),
        },
        {
          action: 'type a weight ("100", each key)',
          act: async (p) => {
            await editable(weight(p, 1));
            await typeInto(weight(p, 1), '100');
          },
        },
      ],
    },
    amountForm('/deposit', `/deposit${q}`),
    amountForm('/withdraw', `/withdraw${q}`),
    amountForm('/mint', `/mint${q}`),
    amountForm('/burn', `/burn${q}`),
    {
      page: '/explore',
      site: 'app',
      path: '/explore',
      wallet: false,
      ready: (p) => p.getByRole('button', { name: /^Show more/ }).waitFor({ timeout: WAIT_MS }),
      steps: [
        {
          // The select's own keyboard: a closed select takes the next option on ArrowDown.
          action: 'sort (the next "Sort by" option)',
          act: async (p) => {
            const sort = p.getByRole('combobox', { name: 'Sort by' });
            await sort.focus();
            await sort.press('ArrowDown');
          },
        },
        {
          action: 'press "Show more"',
          act: (p) => p.getByRole('button', { name: /^Show more/ }).tap(),
        },
      ],
    },
    {
      page: '/baskets/:address',
      site: 'app',
      path: `/baskets/${basket}`,
      wallet: false,
      ready: (p) => p.locator('[data-chart-state="drawn"]').first().waitFor({ timeout: WAIT_MS }),
      steps: [
        {
          action: 'switch the chart range (30D)',
          act: (p) =>
            p
              .getByRole('region', { name: 'Value over time' })
              .getByRole('radio', { name: '30D' })
              .check(),
        },
      ],
    },
    {
      ...amountForm('/deposit (wallet connected)', `/deposit${q}`, true),
      steps: [
        typeAmount(),
        { action: 'press Review', act: (p) => p.getByRole('button', { name: 'Review' }).tap() },
      ],
    },
    {
      page: '/edit',
      site: 'app',
      path: `/edit${q}`,
      wallet: true,
      ready: (p) => editable(weight(p, 1)),
      steps: [
        { action: 'type a weight ("40", each key)', act: (p) => typeInto(weight(p, 1), '40') },
      ],
    },
    {
      page: '/metadata',
      site: 'app',
      path: `/metadata${q}`,
      wallet: true,
      ready: (p) => editable(p.getByRole('textbox', { name: /^Name/ })),
      steps: [
        {
          action: 'type a name ("Bench", each key)',
          act: (p) => typeInto(p.getByRole('textbox', { name: /^Name/ }), 'Bench'),
        },
      ],
    },
    {
      page: '/claim',
      site: 'app',
      path: '/claim',
      wallet: true,
      ready: (p) => editable(p.getByRole('textbox', { name: /^Withdraw account/ })),
      steps: [
        {
          action: 'type an address (first 6 characters, each)',
          act: (p) =>
            typeInto(p.getByRole('textbox', { name: /^Withdraw account/ }), basket.slice(0, 6)),
        },
      ],
    },
  ];
}
