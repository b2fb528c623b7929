// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsOf, SelectField } from './SelectField';

afterEach(cleanup);

type Sort = 'name' | 'value';
const SORT_WORDS: Record<Sort, string> = { name: 'Name (A–Z)', value: 'Value held' };

function Sorting({ onSorted }: { onSorted: (sort: Sort) => void }) {
  const [sort, setSort] = useState<Sort>('name');
  return (
    <SelectField
      label="Sort by"
      value={sort}
      options={optionsOf(SORT_WORDS)}
      onChange={(next) => {
        setSort(next);
        onSorted(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is a select named by its label, offering the options in their order, and hands back the value chosen', async () => {
    const sorted: Sort[] = [];
    render(<Sorting onSorted={(s) => sorted.push(s)} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Name (A–Z)',
      'Value held',
    ]);
    expect(select).toHaveProperty('value', 'name');

    await userEvent.selectOptions(select, 'Value held');
    await screen.findByDisplayValue('Value held');
    expect(sorted).toEqual(['value']);
  });
});
