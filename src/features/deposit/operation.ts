// Deposit: one transaction puts USDC in; the service's automation then mints basket tokens within
// 3 minutes (docs/api.md §1), watched as a rise of the wallet's basket-token balance.
import type { DepositRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { saveBasket } from '../baskets/myBasketsStore';
import { factsOfStep, refreshChainReads } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { depositIntent } from './intent';

export const DEPOSIT_STEP = {
  key: 'deposit',
  label: 'Deposit USDC',
  txField: 'transaction',
} as const;
export const MINT_WAIT_KEY = 'minted';

export const depositOperation = {
  command: 'deposit',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(depositIntent),

  /**
   * The wait watches the basket token mint: the one the page knows, else the one the deposit
   * transaction names. Without either there is nothing to watch: the flow ends at the deposit and
   * the success view says the tokens follow.
   */
  declare(request: DepositRequest, basket: { symbol?: string; mint?: string }) {
    const name = basket.symbol ?? shortenAddress(request.basket);
    return defineFlow({
      op: 'deposit',
      title: `Deposit ${request.amount} USDC into ${name}`,
      request,
      steps: [{ ...DEPOSIT_STEP }],
      wait: {
        key: MINT_WAIT_KEY,
        label: 'Basket tokens minted',
        watch: { owner: request.user, ...(basket.mint ? { mint: basket.mint } : {}) },
      },
      names: basket.symbol ? { basket: basket.symbol } : undefined,
    });
  },

  readFacts: factsOfStep(DEPOSIT_STEP.key, basketFacts),

  outcome: (ctx) => ({
    stepConfirmed(flow) {
      const wait = flow.steps.find((s) => s.kind === 'wait');
      const mint = flow.facts.basketMint ?? wait?.watch.mint;
      saveBasket(ctx.scope(flow), {
        address: flow.request.basket,
        ...(mint ? { mint } : {}),
        ...(flow.names?.basket ? { symbol: flow.names.basket } : {}),
      });
      return refreshChainReads(ctx, flow);
    },
    completed: (flow) => refreshChainReads(ctx, flow),
  }),
} satisfies OperationEngine<'deposit'>;
