// The sandbox's flags: each becomes its option; a wrong one is named in words.
import { describe, expect, it } from 'vitest';
import { describeNetwork, parseSandboxFlags } from './cli';
import type { NetworkSnapshot } from './index';

describe('parseSandboxFlags', () => {
  it('without flags: today’s sandbox (instant, no compute budget, createATAsTx always)', () => {
    expect(parseSandboxFlags([])).toEqual({
      ok: true,
      flags: {
        reset: false,
        history: true,
        help: false,
        dryRun: false,
        network: { profile: 'instant' },
        computeBudget: false,
        claimAccountsTx: 'always',
        transactions: 'legacy',
      },
    });
  });

  it('reads every flag, as --flag value or --flag=value', () => {
    const parsed = parseSandboxFlags([
      '--reset',
      '--network',
      'mainnet-like',
      '--drop-rate=0.35',
      '--replica-lag',
      '3',
      '--rate-limit',
      '100/10000',
      '--network-seed=9',
      '--compute-budget',
      '--claim-accounts',
      'when-needed',
      '--transactions',
      'v0',
      '--no-history',
    ]);
    expect(parsed).toEqual({
      ok: true,
      flags: {
        reset: true,
        history: false,
        help: false,
        dryRun: false,
        network: {
          profile: 'mainnet-like',
          dropRate: 0.35,
          replicaLagSlots: 3,
          rateLimit: { requests: 100, windowMs: 10_000 },
          seed: 9,
        },
        computeBudget: true,
        claimAccountsTx: 'when-needed',
        transactions: 'v0',
      },
    });
    expect(parseSandboxFlags(['--rate-limit', 'off'])).toMatchObject({
      flags: { network: { rateLimit: null } },
    });
  });

  it.each([
    [['--network', 'devnet'], '--network must be one of instant, mainnet-like (got devnet)'],
    [['--network'], '--network needs a value'],
    [['--drop-rate', '1.5'], '--drop-rate: dropRate must be from 0 to 1'],
    [['--drop-rate', 'lots'], '--drop-rate: dropRate must be a number from 0 to 1'],
    [['--replica-lag', '100'], '--replica-lag: replicaLagSlots must be from 0 to 64'],
    [['--rate-limit', '40'], '--rate-limit must be <requests>/<ms> (e.g. 40/1000) or off'],
    [['--rate-limit', '0/1000'], '--rate-limit: requests must be at least 1'],
    [['--claim-accounts', 'never'], '--claim-accounts must be always or when-needed (got never)'],
    [['--transactions', 'v1'], '--transactions must be legacy or v0 (got v1)'],
    [['--fast'], 'Unknown flag --fast'],
  ])('%j → %s', (argv, error) => {
    expect(parseSandboxFlags(argv)).toEqual({ ok: false, error });
  });
});

describe('describeNetwork', () => {
  const snapshot = (over: Partial<NetworkSnapshot>): NetworkSnapshot => ({
    profile: 'instant',
    landing: 'immediate',
    slot: 1,
    replicaSlot: 1,
    settings: { dropRate: 0, replicaLagSlots: 0, rateLimit: null },
    seed: 1,
    queued: 0,
    rateLimitNext: 0,
    stats: {
      sends: 0,
      rebroadcasts: 0,
      preflightFailures: 0,
      dropped: 0,
      landed: 0,
      rateLimited: 0,
    },
    ...over,
  });

  it('says what clients get', () => {
    expect(describeNetwork(snapshot({}), 400)).toBe('instant: 400 ms slots, sends land at once');
    expect(
      describeNetwork(
        snapshot({
          profile: 'mainnet-like',
          landing: 'next-block',
          settings: {
            dropRate: 0.2,
            replicaLagSlots: 2,
            rateLimit: { requests: 40, windowMs: 1000 },
          },
        }),
        400,
      ),
    ).toBe(
      'mainnet-like: 400 ms slots, sends land in the next block, 20 % of sends dropped, reads 2 slots behind, HTTP 429 over 40 requests per 1000 ms',
    );
  });
});
