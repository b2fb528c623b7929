import { describe, expect, it } from 'vitest';
import type { ChainTx } from '../../../history/types';
import { BASKETS_PROGRAM_ID } from '../../../solana/programs';
import { USDC_MINT } from '../../../solana/tokens';
import { creatorFlows } from './creatorFlows';

const CREATOR = 'Creator11111111111111111111111111111111111';
const BASKET = 'Basket1111111111111111111111111111111111111';

function tx(
  signature: string,
  time: string,
  calls: ChainTx['calls'],
  extra: Partial<ChainTx> = {},
): ChainTx {
  return {
    signature,
    slot: 1,
    blockTime: Date.parse(time) / 1000,
    err: null,
    logReason: null,
    feePayer: extra.signers?.[0] ?? 'Depositor',
    signers: ['Depositor'],
    fee: 5000,
    touchesBaskets: calls.length > 0,
    programs: calls.length > 0 ? [BASKETS_PROGRAM_ID] : [],
    calls,
    tokens: [],
    ...extra,
  };
}

describe('creatorFlows', () => {
  it('counts deposits and withdrawals per month and the fees that reached the creator', () => {
    const flows = creatorFlows(
      [
        tx('a', '2026-05-03T00:00:00Z', [
          { name: 'buyFund', accounts: { basket: BASKET }, amount: 100_000_000n },
        ]),
        tx(
          'b',
          '2026-05-20T00:00:00Z',
          [{ name: 'buyFund', accounts: { basket: BASKET }, amount: 50_000_000n }],
          { signers: ['Other'], feePayer: 'Other' },
        ),
        tx('c', '2026-06-02T00:00:00Z', [
          { name: 'sellFund', accounts: { basket: BASKET }, amount: 30_000_000n },
        ]),
        // The service's credit paid the creator's deposit fee.
        tx('d', '2026-06-02T00:05:00Z', [], {
          signers: ['Keeper'],
          feePayer: 'Keeper',
          tokens: [
            {
              account: 'X',
              mint: USDC_MINT,
              owner: CREATOR,
              decimals: 6,
              pre: 0n,
              post: 1_000_000n,
            },
          ],
        }),
        // The creator's own edit: nothing it receives there is a fee.
        tx('e', '2026-06-03T00:00:00Z', [{ name: 'editBasket', accounts: { basket: BASKET } }], {
          signers: [CREATOR],
          feePayer: CREATOR,
          tokens: [
            {
              account: 'X',
              mint: USDC_MINT,
              owner: CREATOR,
              decimals: 6,
              pre: 1_000_000n,
              post: 2_000_000n,
            },
          ],
        }),
        // A failed deposit moved nothing.
        tx(
          'f',
          '2026-06-04T00:00:00Z',
          [{ name: 'buyFund', accounts: { basket: BASKET }, amount: 9_000_000n }],
          { err: 'x' },
        ),
      ],
      CREATOR,
    );
    expect(
      flows.months.map((m) => [
        m.month,
        m.deposits,
        m.depositedUsdc,
        m.withdrawals,
        m.withdrawnShares,
      ]),
    ).toEqual([
      ['2026-06', 0, 0n, 1, 30_000_000n],
      ['2026-05', 2, 150_000_000n, 0, 0n],
    ]);
    expect(flows.feesReceived).toEqual([{ mint: USDC_MINT, decimals: 6, amount: 1_000_000n }]);
    expect(flows.depositors).toBe(2);
  });

  it("a credit of the creator's own deposit is no fee; a credit of another's that pays it is", () => {
    const MINT = 'BasketMint111111111111111111111111111111111';
    const row = (owner: string, mint: string, post: bigint) => ({
      account: `${owner}-${mint}`,
      mint,
      owner,
      decimals: 6,
      pre: 0n,
      post,
    });
    const keeper = { signers: ['Keeper'], feePayer: 'Keeper' };
    const flows = creatorFlows(
      [
        // The creator deposited: the service mints its basket tokens and its own fee comes back.
        tx('own', '2026-05-03T00:05:00Z', [], {
          ...keeper,
          tokens: [row(CREATOR, MINT, 248_500_000n), row(CREATOR, USDC_MINT, 1_250_000n)],
        }),
        // Someone else deposited: the tokens are theirs, the fee is the creator's.
        tx('other', '2026-05-04T00:05:00Z', [], {
          ...keeper,
          tokens: [row('Depositor', MINT, 99_500_000n), row(CREATOR, USDC_MINT, 500_000n)],
        }),
      ],
      CREATOR,
      MINT,
    );
    expect(flows.feesReceived).toEqual([{ mint: USDC_MINT, decimals: 6, amount: 500_000n }]);
  });
});
