// @vitest-environment jsdom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompositionRow } from './composition';
import { CompositionEditor } from './CompositionEditor';
import { CompositionSchemaForm } from './compositionTesting';
import { LocalTokenField } from './LocalTokenField';
import type { TokenFieldProps } from './TokenField';
import { TEST_TOKENS } from './testTokens';

afterEach(cleanup);

const [USDC, WSOL, JUP, BONK] = TEST_TOKENS.map((t) => t.mint) as [string, string, string, string];
const MSOL = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';

function Harness({ initial }: { initial: CompositionRow[] }) {
  const [rows, setRows] = useState(initial);
  return <CompositionEditor value={rows} onChange={setRows} tokens={TEST_TOKENS} />;
}

const weightBox = (n: number) =>
  screen.getByRole('textbox', { name: `Weight ${n} (%)` }) as HTMLInputElement;
const tokenBox = (n: number) =>
  screen.getByRole('combobox', { name: `Token ${n}` }) as HTMLInputElement;

/** Types into row n's token box and picks the option whose name matches. */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  n: number,
  text: string,
  option: RegExp,
) {
  await user.click(tokenBox(n));
  await user.type(tokenBox(n), text);
  await user.click(screen.getByRole('option', { name: option }));
}
const total = () => screen.getByRole('status').textContent;

/** The editor in the schema-checked form, starting from `initial`, after Review: the alert shown. */
async function reviewSchemaForm(
  initial: { token: string; weight: number }[],
): Promise<HTMLElement> {
  const user = userEvent.setup();
  render(<CompositionSchemaForm initial={initial} />);
  await user.click(screen.getByRole('button', { name: 'Review' }));
  return screen.findByRole('alert');
}

describe('CompositionEditor', () => {
  it('has a visible legend and labels each row', () => {
    render(<Harness initial={[{ token: USDC, weight: 100 }]} />);
    expect(screen.getByRole('group', { name: 'Composition' })).toBeTruthy();
    expect(tokenBox(1).value).toBe('USDC');
    expect(screen.getByText(`Mint ${USDC}`)).toBeTruthy();
    expect(weightBox(1).value).toBe('100');
    expect(total()).toBe('✓Total 100%');
  });

  it('splits evenly into whole numbers: 3 rows → 34/33/33', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: 10 },
          { token: WSOL, weight: null },
          { token: JUP, weight: 5 },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Split evenly' }));
    await waitFor(() =>
      expect([weightBox(1).value, weightBox(2).value, weightBox(3).value]).toEqual([
        '34',
        '33',
        '33',
      ]),
    );
    expect(total()).toContain('Total 100%');
  });

  it('fills the last row, or the row last focused, to reach 100', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: 50 },
          { token: WSOL, weight: 20 },
          { token: JUP, weight: null },
        ]}
      />,
    );
    const fill = screen.getByRole('button', { name: 'Fill to 100%', description: /weight 3/ });
    await user.click(fill);
    await waitFor(() => expect(weightBox(3).value).toBe('30'));

    await user.clear(weightBox(1));
    await user.type(weightBox(1), '12.5');
    await waitFor(() => expect(total()).toContain('Total 62.5% — 37.5% left'));
    await user.click(screen.getByRole('button', { name: 'Fill to 100%', description: /weight 1/ }));
    await waitFor(() => expect(weightBox(1).value).toBe('50'));
  });

  it('cannot fill when the other rows already reach 100, and says why', () => {
    render(
      <Harness
        initial={[
          { token: USDC, weight: 100 },
          { token: WSOL, weight: null },
        ]}
      />,
    );
    const fill = screen.getByRole('button', { name: 'Fill to 100%' }) as HTMLButtonElement;
    expect(fill.disabled).toBe(true);
    expect(screen.getByRole('button', { description: /already add up to 100%/ })).toBe(fill);
  });

  it('shows the total live while weights are typed', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: null },
          { token: WSOL, weight: null },
        ]}
      />,
    );
    expect(total()).toContain('Total 0% — 100% left');
    await user.type(weightBox(1), '50');
    await user.type(weightBox(2), '35');
    await waitFor(() => expect(total()).toContain('Total 85% — 15% left'));
    await user.type(weightBox(2), '9');
    await waitFor(() => expect(total()).toContain('Total 409% — 309% over'));
    await user.clear(weightBox(2));
    await user.type(weightBox(2), '50');
    await waitFor(() => expect(total()).toContain('Total 100%'));
  });

  it('adds a row (focused) and removes the right one', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: 40 },
          { token: WSOL, weight: 60 },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    await waitFor(() => expect(document.activeElement).toBe(tokenBox(3)));
    await pick(user, 3, 'jup', /^JUP/);
    await user.type(weightBox(3), '7');

    await user.click(screen.getByRole('button', { name: 'Remove token 2' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Token 3' })).toBeNull());
    expect(tokenBox(1).value).toBe('USDC');
    expect(tokenBox(2).value).toBe('JUP');
    expect(weightBox(2).value).toBe('7');
    expect(total()).toContain('Total 47%');
  });

  it('moves focus to the next row after a removal, and to "Add token" when none is left', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: 50 },
          { token: WSOL, weight: 50 },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove token 1' }));
    await waitFor(() => expect(document.activeElement).toBe(tokenBox(1)));
    expect(tokenBox(1).value).toBe('wSOL');
    await user.click(screen.getByRole('button', { name: 'Remove token 1' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Token 1' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add token' }));
  });

  it('shows errors given for a row at that row', () => {
    render(
      <CompositionEditor
        value={[
          { token: USDC, weight: 100 },
          { token: WSOL, weight: 0 },
        ]}
        onChange={() => undefined}
        tokens={TEST_TOKENS}
        errors={{ 1: { weight: { message: 'Weight must be more than 0' } } }}
      />,
    );
    const weight = screen.getByRole('textbox', {
      name: 'Weight 2 (%)',
      description: 'Weight must be more than 0',
    });
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weightBox(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('stops adding at 15 tokens and says why', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 14 }, () => ({ token: '', weight: null }));
    render(<Harness initial={rows} />);
    const add = screen.getByRole('button', { name: 'Add token' }) as HTMLButtonElement;
    await user.click(add);
    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: /^Token \d+$/ })).toHaveLength(15),
    );
    expect(add.disabled).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Add token', description: /at most 15 tokens/ }),
    ).toBe(add);
  });

  it('flags a duplicate token at its row', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { token: USDC, weight: 50 },
          { token: '', weight: 50 },
        ]}
      />,
    );
    await pick(user, 2, 'usd', /^USDC.*already in row 1/);
    const second = screen.getByRole('combobox', {
      name: 'Token 2',
      description: /already in row 1/,
    });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(tokenBox(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('accepts any pasted mint address, marked unverified when nothing names it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ token: '', weight: 100 }]} />);
    await user.click(tokenBox(1));
    await user.paste(` ${MSOL} `);
    await waitFor(() => expect(screen.getByRole('option', { name: /Unknown token/ })).toBeTruthy());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tokenBox(1).value).toBe(MSOL));
    expect(screen.getByText(`Mint ${MSOL}`)).toBeTruthy();
    expect(screen.getByText('Unverified')).toBeTruthy();
  });

  it('is a keyboard combobox: arrows move through the options, Enter picks, Escape restores', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ token: USDC, weight: 100 }]} />);
    const box = tokenBox(1);
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const list = screen.getByRole('listbox', { name: /Token 1/ });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(TEST_TOKENS.length);
    await user.keyboard('{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(second.id));
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe('wSOL'));
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'bo');
    await waitFor(() => expect(screen.getByText('1 token found.')).toBeTruthy());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.value).toBe('wSOL'));
  });

  it('shows react-hook-form row errors from the composition schema at the row', async () => {
    const alert = await reviewSchemaForm([
      { token: BONK, weight: 70 },
      { token: 'not-a-mint', weight: 30 },
    ]);
    expect(alert.textContent).toMatch(/Not a Solana address/);
    const mint = tokenBox(2);
    expect(mint.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: /Not a Solana address/ })).toBe(mint);
  });

  it('shows the whole-list error from the composition schema', async () => {
    const alert = await reviewSchemaForm([
      { token: BONK, weight: 50 },
      { token: JUP, weight: 30 },
    ]);
    expect(alert.textContent).toBe('Weights must add up to 100 (they add up to 80)');
    const group = screen.getByRole('group', { name: 'Composition' });
    expect(within(group).getByRole('status').textContent).toContain('Total 80% — 20% left');
  });

  it('renders only the row a key was typed in, and every row stays in step', async () => {
    // A weight key used to render every row with its token field (bench/README.md,
    // interactions): each row's token field counts its renders here.
    const renders = new Map<string, number>();
    function CountingField(props: TokenFieldProps) {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return <LocalTokenField {...props} />;
    }
    function Counted() {
      const [rows, setRows] = useState<CompositionRow[]>([
        { token: USDC, weight: 50 },
        { token: WSOL, weight: 30 },
        { token: JUP, weight: null },
      ]);
      return (
        <CompositionEditor
          value={rows}
          onChange={setRows}
          tokens={TEST_TOKENS}
          tokenField={CountingField}
        />
      );
    }
    const user = userEvent.setup();
    render(<Counted />);
    await user.click(weightBox(3));
    renders.clear();
    await user.type(weightBox(3), '20');
    expect(weightBox(3).value).toBe('20');
    expect(total()).toBe('✓Total 100%');
    expect(renders.get('Token 1') ?? 0).toBe(0);
    expect(renders.get('Token 2') ?? 0).toBe(0);
    expect(renders.get('Token 3')).toBeGreaterThan(0);

    // The rows' handlers act on the rows as they are now: after a removal, row 2 is wSOL's.
    await user.click(screen.getByRole('button', { name: 'Remove token 1' }));
    await user.clear(weightBox(2));
    await user.type(weightBox(2), '80');
    await user.click(screen.getByRole('button', { name: 'Split evenly' }));
    expect([tokenBox(1).value, tokenBox(2).value]).toEqual(['wSOL', 'JUP']);
    expect([weightBox(1).value, weightBox(2).value]).toEqual(['50', '50']);
    await user.clear(weightBox(1));
    await user.type(weightBox(1), '80');
    expect(total()).toBe('!Total 130% — 30% over');
    await user.clear(tokenBox(2));
    await pick(user, 2, 'BO', /BONK/);
    expect(tokenBox(2).value).toBe('BONK');
    expect(tokenBox(1).value).toBe('wSOL');
  });
});
