// Queries of an operation form for its tests (imported by *.test.tsx only).
import { screen, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import type { TestUser } from '../../ui/numberFieldTesting';

/** The form's one-line text field with this label. */
export function textbox(label: string | RegExp): HTMLInputElement {
  const element = screen.getByRole('textbox', { name: label });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(label)} is not an input`);
  return element;
}

/** The form's Review button (ReviewButton). */
export function reviewButton(): HTMLButtonElement {
  const element = screen.getByRole('button', { name: 'Review' });
  if (!(element instanceof HTMLButtonElement)) throw new Error('Review is not a button');
  return element;
}

/** Presses Review and waits for the form to send exactly one request; returns that request. */
export async function reviewAndSend<Request>(
  user: TestUser,
  onSubmit: Mock<(request: Request) => void>,
): Promise<Request> {
  await user.click(reviewButton());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const [call] = onSubmit.mock.calls;
  if (!call) throw new Error('Review sent no request');
  return call[0];
}
