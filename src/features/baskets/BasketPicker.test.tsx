// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasketPicker } from './BasketPicker';
import { FeatureTestProviders } from './testing';

const DEMO = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BasketPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('BasketPicker', () => {
  it('takes a pasted address without whitespace', async () => {
    const onChange = vi.fn();
    render(
      <FeatureTestProviders>
        <Harness onChange={onChange} />
      </FeatureTestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Basket address/ }));
    await user.paste(` ${DEMO}\n`);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(DEMO));
    expect(screen.getByText('Valid address')).toBeTruthy();
  });
});
