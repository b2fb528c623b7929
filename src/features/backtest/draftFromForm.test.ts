import { describe, expect, it } from 'vitest';
import { draftFromForm } from './draftFromForm';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('the backtest draft from the form', () => {
  it('keeps rows with a token and a positive weight, once each, and reads the settings', () => {
    const { draft, rebalanceUnreadable } = draftFromForm({
      composition: [
        { token: SOL, weight: 60 },
        { token: '', weight: 10 },
        { token: USDC, weight: null },
        { token: USDC, weight: Number.NaN },
        { token: SOL, weight: 5 },
        { token: USDC, weight: 40 },
      ],
      rebalanceInterval: '86400',
      rebalanceThreshold: '300',
      disableRebalance: 0,
    });
    expect(draft).toEqual({
      tokens: [
        { mint: SOL, weight: 60 },
        { mint: USDC, weight: 40 },
      ],
      rebalanceInterval: 86_400,
      rebalanceThreshold: 300,
      rebalance: true,
    });
    expect(rebalanceUnreadable).toBe(false);
  });

  it('holds when rebalancing is off, and says so when its settings do not read as numbers', () => {
    const base = { composition: [], rebalanceInterval: '1e3', rebalanceThreshold: '300' };
    expect(draftFromForm({ ...base, disableRebalance: 1 })).toMatchObject({
      draft: { rebalance: false },
      rebalanceUnreadable: false,
    });
    expect(draftFromForm({ ...base, disableRebalance: 0 })).toMatchObject({
      draft: { rebalance: false },
      rebalanceUnreadable: true,
    });
  });
});
