// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_WHOLE_NUMBER_TEXT, enterText, messageAt } from './numberFieldTesting';
import { SECONDS_RULES } from './numberText';
import { WholeNumberInput } from './WholeNumberInput';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('3600');
  return (
    <WholeNumberInput
      label="Interval"
      unit="seconds"
      rules={SECONDS_RULES}
      describe={(seconds) => `${seconds / 60} minutes`}
      value={value}
      onChange={setValue}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Interval' }) as HTMLInputElement;

describe('WholeNumberInput', () => {
  it('describes the number in words beside the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('textbox', { description: /= 60 minutes/ })).toBe(box());
    await enterText(user, box(), '5400');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { description: /= 90 minutes/ })).toBe(box()),
    );
  });

  it.each(BAD_WHOLE_NUMBER_TEXT)('keeps "%s" and says what is wrong', async (text, words) => {
    const user = userEvent.setup();
    render(<Harness />);
    await enterText(user, box(), text);
    await waitFor(() => expect(box().value).toBe(text));
    expect(messageAt(box())).toMatch(words);
    expect(screen.queryByText(/= \d+ minutes/)).toBeNull();
  });

  it('names seconds when a fraction is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await enterText(user, box(), '1.5');
    await waitFor(() =>
      expect(messageAt(box())).toBe('Whole seconds only: 1.5 is not one (3600 seconds = 1 hour)'),
    );
  });
});
