// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { publicKeySchema } from '../api/schemas';
import { AddressInput } from './AddressInput';

afterEach(cleanup);

const WALLET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

function Harness({ walletAddress, error }: { walletAddress?: string; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <AddressInput
      label="Creator"
      value={value}
      onChange={setValue}
      walletAddress={walletAddress}
      error={error}
    />
  );
}

describe('AddressInput', () => {
  it('fills the connected wallet with one click', async () => {
    const user = userEvent.setup();
    render(<Harness walletAddress={WALLET} />);
    await user.click(screen.getByRole('button', { name: 'Use connected wallet' }));
    const input = screen.getByRole('textbox', { name: 'Creator' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe(WALLET));
    expect(
      screen.getByRole('textbox', { name: 'Creator', description: /your connected wallet/ }),
    ).toBe(input);
  });

  it('has no wallet button when no wallet is connected', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Use connected wallet' })).toBeNull();
  });

  it('trims whitespace from a pasted address and says it is valid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Creator' }) as HTMLInputElement;
    await user.click(input);
    await user.paste(`  ${USDC}\n`);
    await waitFor(() => expect(input.value).toBe(USDC));
    expect(screen.getByRole('textbox', { name: 'Creator', description: 'Valid address' })).toBe(
      input,
    );
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('explains what is wrong with a bad address', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Creator' });
    await user.type(input, 'EPjF0');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Creator', description: /base58/ })).toBe(input),
    );
  });

  it('shows the form error at the field instead of the hint', () => {
    render(<Harness error="Enter a Solana address" />);
    const input = screen.getByRole('textbox', {
      name: 'Creator',
      description: 'Enter a Solana address',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Enter a Solana address');
  });
});

describe('AddressInput in a react-hook-form', () => {
  it('shows the schema message at the field and takes focus on a failed submit', async () => {
    const user = userEvent.setup();
    const schema = z.object({ creator: publicKeySchema });
    const submitted: unknown[] = [];
    function Form() {
      const { control, handleSubmit, formState } = useForm({
        resolver: zodResolver(schema),
        defaultValues: { creator: '' },
      });
      return (
        <form onSubmit={handleSubmit((v) => submitted.push(v))}>
          <Controller
            control={control}
            name="creator"
            render={({ field }) => (
              <AddressInput
                label="Creator"
                {...field}
                walletAddress={WALLET}
                error={formState.errors.creator?.message}
              />
            )}
          />
          <button type="submit">Create</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const input = await screen.findByRole('textbox', {
      name: 'Creator',
      description: 'Enter a Solana address',
    });
    expect(document.activeElement).toBe(input);
    expect(submitted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use connected wallet' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(submitted).toEqual([{ creator: WALLET }]));
  });
});
