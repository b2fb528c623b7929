// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, Controller } from 'react-hook-form';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BpsInput } from './BpsInput';

afterEach(cleanup);

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <BpsInput label="Deposit fee" value={value} onChange={setValue} />;
}

function feeBox() {
  return screen.getByRole('textbox', { name: 'Deposit fee' }) as HTMLInputElement;
}

describe('BpsInput', () => {
  it('shows the percentage live as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(feeBox(), '5');
    expect(screen.getByRole('textbox', { description: /= 0\.05%/ })).toBe(feeBox());
    await user.type(feeBox(), '0');
    expect(screen.getByRole('textbox', { description: /= 0\.5%/ })).toBe(feeBox());
    await user.clear(feeBox());
    await user.type(feeBox(), '10000');
    expect(screen.getByRole('textbox', { description: /= 100%/ })).toBe(feeBox());
  });

  it('explains the unit in its help', () => {
    render(<Harness initial={300} />);
    expect(feeBox().value).toBe('300');
    expect(screen.getByRole('textbox', { description: /= 3% .*100 bps = 1%/ })).toBe(feeBox());
  });

  it('refuses anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(feeBox(), '1.5%x');
    expect(feeBox().value).toBe('15');
    expect(screen.getByRole('textbox', { description: /Whole basis points only/ })).toBe(feeBox());
  });

  it('works under react-hook-form Controller and reports empty as null', async () => {
    const user = userEvent.setup();
    const seen: (number | null)[] = [];
    function Form() {
      const { control, watch } = useForm<{ slippage: number | null }>({
        defaultValues: { slippage: 100 },
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
    expect(seen.at(-1)).toBeNull();
    await user.type(box, '250');
    expect(seen.at(-1)).toBe(250);
    expect(screen.getByRole('textbox', { description: /= 2\.5%/ })).toBe(box);
  });
});
