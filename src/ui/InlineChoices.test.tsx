// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineChoices } from './InlineChoices';

afterEach(cleanup);

function Days({ onChosen }: { onChosen: (days: number) => void }) {
  const [days, setDays] = useState(90);
  return (
    <InlineChoices
      legend="Replay over"
      name="days"
      choices={[30, 90, 365].map((d) => ({ value: d, label: `${d} days` }))}
      value={days}
      onChange={(next) => {
        setDays(next);
        onChosen(next);
      }}
    />
  );
}

describe('InlineChoices', () => {
  it('is a group named by its legend whose radios say which is chosen and hand back its value', async () => {
    const chosen: number[] = [];
    render(<Days onChosen={(d) => chosen.push(d)} />);
    const group = screen.getByRole('group', { name: 'Replay over' });
    expect(group.querySelector('legend')?.className).toBe('ui-field__label');
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: '365 days' }));
    expect(await screen.findByRole('radio', { name: '365 days', checked: true })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveProperty('checked', false);
    expect(chosen).toEqual([365]);
  });
});
