// Queries of an operation form for its tests (imported by *.test.tsx only).
import { screen } from '@testing-library/react';

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
