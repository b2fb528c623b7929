// @vitest-environment jsdom
// The composition editor's weight field: it keeps what was typed, says what is wrong with it at
// the row, and the composition schema refuses the row while it does.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompositionSchemaForm } from './compositionTesting';
import { BAD_DECIMAL_TEXT, enterText, expectMessageAt, messageAt } from './numberFieldTesting';
import { TEST_TOKENS } from './testTokens';

afterEach(cleanup);

const [USDC, WSOL] = TEST_TOKENS.map((t) => t.mint) as [string, string];
const START = [
  { token: USDC, weight: 60 },
  { token: WSOL, weight: 40 },
];

const weightBox = (n: number) =>
  screen.getByRole('textbox', { name: `Weight ${n} (%)` }) as HTMLInputElement;
const total = () => screen.getByRole('status').textContent;

describe('composition weight field', () => {
  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" as typed or pasted, says why at the row, and the form is refused',
    async (text, words) => {
      const user = userEvent.setup();
      const onValid = vi.fn();
      render(<CompositionSchemaForm initial={START} onValid={onValid} />);
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, weightBox(2), text, how);
        await waitFor(() => expect(weightBox(2).value).toBe(text));
        expect(messageAt(weightBox(2))).toMatch(words);
        // The total counts only the weights that are numbers.
        expect(total()).toContain('Total 60% — 40% left');
        await user.click(screen.getByRole('button', { name: 'Review' }));
        expect(onValid).not.toHaveBeenCalled();
        // Still the text and its reason after the form was checked.
        expect(weightBox(2).value).toBe(text);
        expect(messageAt(weightBox(2))).toMatch(words);
      }
      await enterText(user, weightBox(2), '40');
      await waitFor(() => expect(messageAt(weightBox(2))).toBeUndefined());
      await user.click(screen.getByRole('button', { name: 'Review' }));
      // The one accepted Review: none of the refused ones above sent anything.
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid).toHaveBeenCalledWith([
        { token: USDC, weight: 60 },
        { token: WSOL, weight: 40 },
      ]);
    },
  );

  it('names a lone dot once the form is checked', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CompositionSchemaForm initial={START} onValid={onValid} />);
    await enterText(user, weightBox(2), '.');
    await waitFor(() => expect(messageAt(weightBox(2))).toBeUndefined());
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await expectMessageAt(weightBox(2), 'Write a number, e.g. 12.5');
    expect(weightBox(2).value).toBe('.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('Split evenly replaces text that was not a number, and the message goes', async () => {
    const user = userEvent.setup();
    render(<CompositionSchemaForm initial={START} />);
    await enterText(user, weightBox(1), '1e3');
    await waitFor(() => expect(messageAt(weightBox(1))).toBe('Write the number out: 1000'));
    await user.click(screen.getByRole('button', { name: 'Split evenly' }));
    await waitFor(() => expect([weightBox(1).value, weightBox(2).value]).toEqual(['50', '50']));
    expect(messageAt(weightBox(1))).toBeUndefined();
  });
});
