import { describe, expect, it } from 'vitest';
import { firstSignRequest, type PromptSeen } from './wallet-clock';

const prompts: PromptSeen[] = [
  { feature: 'signTransaction', at: 100 },
  { feature: 'connect', at: 200 },
  { feature: 'signMessage', at: 210 },
  { feature: 'signAndSendTransaction', at: 230 },
  { feature: 'signTransaction', at: 260 },
];

describe('firstSignRequest', () => {
  it('takes the first transaction-signing request since Confirm', () => {
    expect(firstSignRequest(prompts, 150, 'app')).toEqual({
      feature: 'signAndSendTransaction',
      at: 230,
    });
    expect(firstSignRequest(prompts, 240, 'app')).toEqual({ feature: 'signTransaction', at: 260 });
  });

  it('refuses a wallet-sends measurement in which the app asked only for a signature', () => {
    expect(firstSignRequest(prompts, 150, 'wallet').feature).toBe('signAndSendTransaction');
    expect(() => firstSignRequest(prompts, 240, 'wallet')).toThrow(
      'the settings chose "the wallet sends" but the app asked the wallet for signTransaction',
    );
  });

  it('counts signAndSendAllTransactions as the wallet sending', () => {
    const all: PromptSeen[] = [{ feature: 'signAndSendAllTransactions', at: 10 }];
    expect(firstSignRequest(all, 0, 'wallet').feature).toBe('signAndSendAllTransactions');
  });

  it('fails when no request came', () => {
    expect(() => firstSignRequest(prompts, 300, 'app')).toThrow('no sign request after Confirm');
  });
});
