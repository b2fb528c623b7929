// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, Controller } from 'react-hook-form';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BpsInput } from './BpsInput';
import { BAD_WHOLE_NUMBER_TEXT, enterText, messageAt } from './numberFieldTesting';

afterEach(cleanup);

function Harness({ initial = '', onText }: { initial?: string; onText?: (text: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BpsInput
      label="Deposit fee"
      value={value}
      onChange={(text) => {
        setValue(text);
        onText?.(text);
      }}
    />
  );
}

function feeBox() {
  return screen.getByRole('textbox', { name: 'Deposit fee' }) as HTMLInputElement;
}

describe('BpsInput', () => {
  it('shows the percentage live as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(feeBox(), '5');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { description: /= 0\.05%/ })).toBe(feeBox()),
    );
    await user.type(feeBox(), '0');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { description: /= 0\.5%/ })).toBe(feeBox()),
    );
    await user.clear(feeBox());
    await user.type(feeBox(), '10000');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { description: /= 100%/ })).toBe(feeBox()),
    );
  });

  it('explains the unit in its help', () => {
    render(<Harness initial="300" />);
    expect(feeBox().value).toBe('300');
    expect(screen.getByRole('textbox', { description: /= 3% .*100 bps = 1%/ })).toBe(feeBox());
  });

  it.each(BAD_WHOLE_NUMBER_TEXT)(
    'keeps "%s" as typed or pasted and says what is wrong at the field',
    async (text, words) => {
      const user = userEvent.setup();
      const seen: string[] = [];
      render(<Harness onText={(t) => seen.push(t)} />);
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, feeBox(), text, how);
        await waitFor(() => expect(feeBox().value).toBe(text));
        expect(seen.at(-1)).toBe(text);
        expect(messageAt(feeBox())).toMatch(words);
        // No percentage for text that is not a number.
        expect(screen.queryByText(/^= /)).toBeNull();
        // The message stays after leaving the field, until the text is fixed.
        await user.tab();
        await waitFor(() => expect(messageAt(feeBox())).toMatch(words));
      }
      await enterText(user, feeBox(), '150');
      await waitFor(() => expect(messageAt(feeBox())).toBeUndefined());
      expect(feeBox().getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('says 1.5 is not a whole number of basis points and what 1.5 % would be', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(feeBox(), '1.5');
    await waitFor(() =>
      expect(messageAt(feeBox())).toBe(
        'Whole numbers of basis points only: 1.5 is not one (150 bps = 1.5 %)',
      ),
    );
  });

  it('shows the form’s message (a limit) when the text is a number', () => {
    render(<BpsInput label="Deposit fee" value="20000" onChange={() => {}} error="Too much" />);
    expect(messageAt(feeBox())).toBe('Too much');
  });

  it('works under react-hook-form Controller and hands it the text', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Form() {
      const { control, watch } = useForm<{ slippage: string }>({
        defaultValues: { slippage: '100' },
      });
      seen.push(watch('slippage'));
      return (
        <Controller
          control={control}
          name="slippage"
          render={({ field }) => <BpsInput label="Slippage" {...field} />}
        />
      );
    }
    render(<Form />);
    const box = screen.getByRole('textbox', { name: 'Slippage', description: /= 1%/ });
    await user.clear(box);
    await waitFor(() => expect(seen.at(-1)).toBe(''));
    await user.type(box, '250');
    await waitFor(() => expect(seen.at(-1)).toBe('250'));
    expect(screen.getByRole('textbox', { description: /= 2\.5%/ })).toBe(box);
  });
});
