import { describe, expect, it } from 'vitest';
import type { Chain } from '../chain/chain';
import { sandboxTokens } from '../model/tokens';
import { SandboxKeys } from '../model/keys';
import { BasketIndex } from '../model/state';
import { DEFAULT_KEEPER_DELAY_MS, Keeper, MAX_KEEPER_DELAY_MS } from './keeper';

function keeperWith(delayMs?: number): Keeper {
  const keys = SandboxKeys.load();
  const tokens = sandboxTokens();
  // The constructor only stores the chain; no job runs in these tests.
  return new Keeper({
    chain: {} as Chain,
    keys,
    index: new BasketIndex({} as Chain),
    tokens,
    delayMs,
  });
}

describe('keeper delay', () => {
  it('defaults to 3 s and stays within the spec’s 3 minutes', () => {
    expect(DEFAULT_KEEPER_DELAY_MS).toBe(3_000);
    expect(keeperWith().delayMs).toBe(3_000);
    expect(keeperWith(50).delayMs).toBe(50);
    expect(keeperWith(10 * 60_000).delayMs).toBe(MAX_KEEPER_DELAY_MS);
    expect(MAX_KEEPER_DELAY_MS).toBe(180_000);
    expect(keeperWith(-5).delayMs).toBe(0);
  });
});

describe('sandbox keys', () => {
  it('derive the same keys from the same secret and a distinct key per role', () => {
    const a = SandboxKeys.load();
    const b = SandboxKeys.load();
    expect(a.keeper.publicKey.equals(b.keeper.publicKey)).toBe(true);
    const roles = [a.keeper, a.faucet, a.market, a.demoCreator].map((k) => k.publicKey.toBase58());
    expect(new Set(roles).size).toBe(roles.length);
  });
});
