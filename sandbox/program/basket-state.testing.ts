// A basket's state as the program keeps it, for tests that write one in its on-chain layout and read
// it back: a basket of one token in plain figures, fresh keys for its accounts, and the settings every
// such test leaves alone; a test overrides what it is about.
import { Keypair } from '@solana/web3.js';
import type { BasketState } from '../../src/solana/basketsProgram/basketState';

const key = () => Keypair.generate().publicKey.toBase58();

export function basketStateFixture(overrides: Partial<BasketState> = {}): BasketState {
  const manager = overrides.manager ?? key();
  return {
    version: 1,
    manager,
    fundToken: key(),
    managerFee: 25,
    supplyOutstanding: 1_000_000n,
    activelyManaged: 1,
    basketType: 1,
    activeBuyStates: 0,
    sellState: 0,
    rebalanceSellState: 0,
    hostPubkey: key(),
    hostFee: 10,
    composition: [
      {
        tokenId: 0,
        amount: 5_000_000n,
        targetWeight: 1000,
        currentWeight: 1000,
        lastRebalanceTime: 0,
      },
    ],
    weightSum: 1000,
    fundWorth: 5_000_000n,
    lastUpdateTime: 1_750_000_000,
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    rebalanceSlippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: false,
    disableLp: true,
    allowMultiAssetContribution: false,
    symbol: 'BSK',
    name: 'A basket',
    uri: 'https://example.org/b.json',
    feeDelegate: manager,
    ...overrides,
  };
}
