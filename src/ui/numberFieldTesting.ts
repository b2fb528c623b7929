// Test helpers for number fields (imported by *.test.tsx only): the text no field may filter, the
// words each kind of field answers with, and how to find a field's own message.
import { waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Text typed into a whole-number field (bps, seconds) and the words that must answer it. */
export const BAD_WHOLE_NUMBER_TEXT: readonly (readonly [string, RegExp])[] = [
  ['-1', /^Can't be negative$/],
  ['1.5', /^Whole .* only: 1\.5 is not one/],
  ['1e3', /^Write the number out: 1000$/],
  ['٣', /^Use the digits 0–9$/],
  ['abc', /^Write a whole number with the digits 0–9/],
];

/** Text typed into a decimal field (amounts, weights) and the words that must answer it. */
export const BAD_DECIMAL_TEXT: readonly (readonly [string, RegExp])[] = [
  ['-1', /^Can't be negative$/],
  ['1.5.', /^Only one decimal point$/],
  ['1e3', /^Write the number out: 1000$/],
  ['٣', /^Use the digits 0–9$/],
  ['abc', /^Write a number with the digits 0–9 and a dot/],
  ['1,5', /^Use a dot for decimals: 1\.5$/],
];

/** Replaces the field's text by typing it key by key, or by pasting it whole. */
export async function enterText(
  user: TestUser,
  input: HTMLElement,
  text: string,
  how: 'type' | 'paste' = 'type',
): Promise<void> {
  await user.clear(input);
  if (how === 'paste') await user.paste(text);
  else await user.type(input, text);
}

/** The field's own message, found through its aria-describedby (not somewhere on the page). */
export function messageAt(input: HTMLElement): string | undefined {
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  // The message without the decorative "!" icon (aria-hidden) some fields show before it.
  const icon = alert?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
  return alert?.textContent?.slice(icon.length) ?? undefined;
}

/**
 * Waits until the field's own message is `expected` (exactly, or matching a pattern): a form checks
 * its fields after the event that asked, on a loaded machine well after the click returned.
 */
export async function expectMessageAt(
  input: HTMLElement,
  expected: string | RegExp,
): Promise<void> {
  await waitFor(() =>
    typeof expected === 'string'
      ? expect(messageAt(input)).toBe(expected)
      : expect(messageAt(input)).toMatch(expected),
  );
}

/**
 * Presses Review on a form that must refuse `input` and waits for the refusal: the form puts the
 * focus back on the first field in error (the click had moved it to the button).
 */
export async function reviewRefusedAt(
  user: TestUser,
  review: () => HTMLElement,
  input: HTMLElement,
): Promise<void> {
  await user.click(review());
  await waitFor(() => expect(document.activeElement).toBe(input));
}

/** The form around a number field: its Review button and what Review hands the page. */
export interface BadTextCheck {
  review: () => HTMLElement;
  onSubmit: Mock;
  /** The field says what is wrong as soon as the text is entered, before Review. */
  atOnce?: boolean;
  /**
   * Text the field accepts. Without it, each refusal is awaited where the user sees it: the form
   * puts the focus on the field. A field the form does not focus (a composition row's weight) shows
   * nothing new when Review refuses it; name a text it accepts, and the check ends with an accepted
   * Review whose single request proves that no refused one was sent.
   */
  accepted?: string;
}

/**
 * Enters each bad text into `input`, typed and then pasted: the field keeps the text and says what
 * is wrong (at once too, when `atOnce`), and Review sends nothing.
 */
export async function expectBadTextKept(
  user: TestUser,
  input: HTMLElement,
  badText: readonly (readonly [string, RegExp])[],
  { review, onSubmit, atOnce = false, accepted }: BadTextCheck,
): Promise<void> {
  const kept = (text: string, words: RegExp) => {
    expect((input as HTMLInputElement).value).toBe(text);
    expect(messageAt(input)).toMatch(words);
  };
  for (const [text, words] of badText) {
    for (const how of ['type', 'paste'] as const) {
      await enterText(user, input, text, how);
      if (atOnce) await waitFor(() => kept(text, words));
      if (accepted === undefined) await reviewRefusedAt(user, review, input);
      else await user.click(review());
      expect(onSubmit).not.toHaveBeenCalled();
      kept(text, words);
    }
  }
  if (accepted === undefined) return;
  await enterText(user, input, accepted);
  await user.click(review());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
}
