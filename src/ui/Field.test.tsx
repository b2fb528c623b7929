// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './Field';

afterEach(cleanup);

describe('Field', () => {
  it('associates the visible label, help and error with the control', () => {
    render(
      <Field label="Basket name" help="3–60 characters" error="Name must be 3–60 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Basket name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The error comes first so it is read before the help.
    expect(
      screen.getByRole('textbox', {
        description: 'Name must be 3–60 characters 3–60 characters',
      }),
    ).toBe(input);
    expect(screen.getByRole('alert').textContent).toContain('Name must be 3–60 characters');
  });

  it('is not invalid and has no alert without an error', () => {
    render(
      <Field label="Symbol" help="3–10 letters or digits" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', {
      name: 'Symbol (required)',
      description: '3–10 letters or digits',
    });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the trailing adornment and keeps a fixed id', () => {
    render(
      <Field label="Amount" id="amount" adornment={<button type="button">Max</button>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' }).id).toBe('amount');
    expect(screen.getByRole('button', { name: 'Max' })).toBeTruthy();
  });
});
