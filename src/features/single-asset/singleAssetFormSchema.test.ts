import { describe, expect, it } from 'vitest';
import { singleAssetFormSchema } from './singleAssetFormSchema';

const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const WSOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

/** The first message at the token field, as the form shows it; undefined when accepted. */
function tokenMessage(tokenMint: string, composition?: readonly string[]): string | undefined {
  const schema = singleAssetFormSchema({ amount: { symbol: 'wSOL', decimals: 9 }, composition });
  const result = schema.safeParse({ basket: BASKET, tokenMint, amount: '1' });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === 'tokenMint')?.message;
}

describe('the token field of mint and burn', () => {
  it('asks for a token when none is chosen', () => {
    expect(tokenMessage('  ')).toBe('Choose a token');
    expect(tokenMessage('', [WSOL])).toBe('Choose a token');
  });

  it('words a pasted text that is not an address as the API does', () => {
    expect(tokenMessage('not-an-address', [WSOL])).toMatch(/^Not a Solana address: it may only/);
    expect(tokenMessage('abc')).toMatch(/^Not a Solana address: it is 3 bytes long/);
  });

  it('refuses a token outside a known composition, and takes any address when it is unknown', () => {
    expect(tokenMessage(JUP, [WSOL])).toBe(
      'This token is not in the basket’s composition: choose one of its tokens',
    );
    expect(tokenMessage(` ${WSOL} `, [WSOL])).toBeUndefined();
    expect(tokenMessage(JUP)).toBeUndefined();
    expect(tokenMessage(JUP, [])).toBeUndefined();
  });
});
