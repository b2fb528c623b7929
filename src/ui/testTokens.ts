import { screen, within } from '@testing-library/react';
import bs58 from 'bs58';
import { KNOWN_TOKENS } from '../solana/tokens';
import type { TestUser } from './numberFieldTesting';
import type { TokenOption } from './TokenOption';

/** A few real mainnet tokens for component tests and the gallery: USDC, wSOL, JUP and BONK. */
export const TEST_TOKENS: TokenOption[] = KNOWN_TOKENS.slice(0, 4).map((token) => ({ ...token }));

/** 15 distinct tokens, none of them USDC (addresses made up, valid base58 of 32 bytes). */
export function fifteenTokensWithoutUsdc(): TokenOption[] {
  return Array.from({ length: 15 }, (_, i) => ({
    mint: bs58.encode(Uint8Array.from({ length: 32 }, (_, byte) => (byte === 0 ? i + 1 : 9))),
    symbol: `TK${i + 1}`,
    name: `Token ${i + 1}`,
    decimals: 6,
  }));
}

/**
 * Chooses USDC again in row 2 of "Tokens and weights" and presses Review; returns row 2's token
 * box, where the form must say the token is already in the basket.
 */
export async function repeatUsdcInRowTwo(user: TestUser): Promise<HTMLElement> {
  const composition = screen.getByRole('group', { name: 'Tokens and weights' });
  const second = within(composition).getByRole('combobox', { name: 'Token 2' });
  await user.click(second);
  await user.type(second, 'USDC');
  await user.click(screen.getByRole('option', { name: /^USDC/ }));
  await user.click(screen.getByRole('button', { name: 'Review' }));
  return second;
}

/**
 * Presses Review and reads the alert of "Tokens and weights" (the whole list's error, such as too
 * many tokens for the USDC slot); returns the group too, for the rows a test goes on to change.
 */
export async function reviewCompositionAlert(
  user: TestUser,
): Promise<{ composition: HTMLElement; message: string | null }> {
  await user.click(screen.getByRole('button', { name: 'Review' }));
  const composition = screen.getByRole('group', { name: 'Tokens and weights' });
  const alert = await within(composition).findByRole('alert');
  return { composition, message: alert.textContent };
}
