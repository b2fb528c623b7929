// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USDC_MINT } from '../solana/tokens';
import { FAKE_USDC, STRANGER } from './lookAlikeTesting';
import { tokenWords } from './tokenWords';
import { TokenWordsView } from './TokenWordsView';

afterEach(cleanup);

const shown = (mint: string, symbol: string | undefined, verified: boolean) =>
  render(<TokenWordsView words={tokenWords(mint, symbol, verified)} />).container;

describe('TokenWordsView (docs/token-names.md)', () => {
  it('shows a verified token’s symbol alone, its whole mint on hover', () => {
    const view = shown(USDC_MINT, 'USDC', true);
    expect(view.textContent).toBe('USDC');
    expect(screen.getByTitle(USDC_MINT).textContent).toBe('USDC');
  });

  it('writes the short mint beside the symbol of a token off the verified set', () => {
    expect(shown(STRANGER, 'MEOW', false).textContent).toBe('MEOW · 4Vry…HcDG');
  });

  it('shows a token that claims no symbol by its short mint alone', () => {
    expect(shown(STRANGER, undefined, false).textContent).toBe('4Vry…HcDG');
  });

  it('warns in words under a look-alike, the real one’s mint as the warning’s description', () => {
    shown(FAKE_USDC, 'USDC', false);
    const warning = screen.getByText('Not the real USDC');
    expect(warning.tagName).toBe('STRONG');
    // The sign is for the eye; the words say it.
    expect(warning.querySelector('[aria-hidden="true"]')?.textContent).toBe('⚠ ');
    const description = document.getElementById(warning.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The real USDC is EPjF…Dt1v');
    expect(description?.hidden).toBe(true);
  });
});
