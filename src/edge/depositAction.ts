// The "Deposit into this basket" Action (docs/edge.md, "Solana Actions"). GET answers the card a
// blink shows; POST { account } answers the deposit transaction the Basket API built for that wallet,
// returned only once the app's own intent check (docs/security.md, "Deposit") found that it does
// what was asked. Every refusal is an ActionError with a 4xx status (5xx: the service failed), and
// nothing is built for a request that is wrong.
import type { ActionGetResponse, ActionPostResponse, LinkedAction } from '@solana/actions-spec';
import { VersionedTransaction } from '@solana/web3.js';
import { postCommand } from '../api/client';
import { ApiError, serverMessage } from '../api/errors';
import { depositIntent } from '../features/deposit/intent';
import { bindIntent, rpcIntentReads } from '../flow/intent';
import { accountAddress } from '../solana/address';
import { formatTokenAmount } from '../solana/amounts';
import { base64ToBytes } from '../solana/base64';
import type { RpcEndpoint } from '../solana/jsonRpc';
import { fetchTokenBalances } from '../solana/queries';
import { USDC_MINT } from '../solana/tokens';
import { formatPercent, shortenAddress } from '../ui/format';
import type { BasketFacts } from './basketFacts';
import type { EdgeConfig } from './config';
import { readDepositAmount, USDC_DECIMALS } from './depositAmount';
import { valueLine } from './shareCard';

/** The preset amounts a blink shows as buttons, in USDC. */
export const PRESET_AMOUNTS = [10, 50, 100] as const;

/** Where a basket's Action answers: `/api/actions/deposit/<basket>`. */
export const depositActionPath = (basket: string) => `/api/actions/deposit/${basket}`;

export function depositActionGet(facts: BasketFacts, origin: string): ActionGetResponse {
  const path = depositActionPath(facts.address);
  const presets: LinkedAction[] = PRESET_AMOUNTS.map((amount) => ({
    type: 'transaction',
    label: `Deposit ${amount} USDC`,
    href: `${path}?amount=${amount}`,
  }));
  const composition = facts.composition
    .map((part) => `${formatPercent(part.percent, 1)} ${part.symbol}`)
    .join(', ');
  return {
    type: 'action',
    icon: `${origin}/share/baskets/${facts.address}/icon.png`,
    title: facts.symbol ? `${facts.name} (${facts.symbol})` : facts.name,
    description:
      `${valueLine(facts)}. Holds ${composition || 'no tokens yet'}. ` +
      'Deposit USDC: the basket buys its tokens and mints basket tokens to your wallet, within minutes.',
    label: 'Deposit USDC',
    links: {
      actions: [
        ...presets,
        {
          type: 'transaction',
          label: 'Deposit',
          href: `${path}?amount={amount}`,
          parameters: [
            {
              type: 'number',
              name: 'amount',
              label: 'Amount of USDC',
              required: true,
              min: 10 ** -USDC_DECIMALS,
              pattern: '^\\d+(\\.\\d{1,6})?$',
              patternDescription: 'A number of USDC with at most 6 decimals, like 25 or 12.5',
            },
          ],
        },
      ],
    },
  };
}

/** A refusal: what to tell the user, and the HTTP status it goes with. */
export interface ActionRefusal {
  readonly message: string;
  readonly status: number;
}

export type DepositPost =
  | { readonly ok: true; readonly body: ActionPostResponse }
  | { readonly ok: false; readonly refusal: ActionRefusal };

const refuse = (message: string, status = 400): DepositPost => ({
  ok: false,
  refusal: { message, status },
});

/** The POST body's `account`: a Solana address, or the words for what is wrong with it. */
export function accountOf(body: unknown): { account: string } | { message: string } {
  const account =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).account
      : undefined;
  if (account === undefined || account === null || account === '') {
    return { message: 'The request names no account: send {"account": "<your wallet address>"}.' };
  }
  if (typeof account !== 'string' || !accountAddress(account)) {
    return { message: 'The account is not a Solana address (32 bytes in base58).' };
  }
  return { account };
}

function apiRefusal(error: unknown): ActionRefusal {
  if (error instanceof ApiError) {
    const said = serverMessage(error.body);
    if (error.status !== undefined && error.status >= 400 && error.status < 500) {
      return {
        message: `The Basket API refused the deposit: ${said ?? error.message}`,
        status: error.status,
      };
    }
    return {
      message: `The Basket API failed to build the deposit: ${said ?? error.message}`,
      status: 502,
    };
  }
  return { message: 'The Basket API failed to build the deposit.', status: 502 };
}

/**
 * POST: the deposit of `amountText` USDC by `body.account` into `basket` (a basket on the chain),
 * checked on every count docs/edge.md lists before the API is asked, and the API's transaction
 * checked after.
 */
export async function depositActionPost(
  config: EdgeConfig,
  endpoint: RpcEndpoint,
  basket: string,
  body: unknown,
  amountText: string | null,
): Promise<DepositPost> {
  const who = accountOf(body);
  if ('message' in who) return refuse(who.message);
  const amount = readDepositAmount(amountText);
  if (!amount.ok) return refuse(amount.message);

  const balances = await fetchTokenBalances(endpoint, who.account);
  const held = balances.get(USDC_MINT)?.amount ?? 0n;
  if (held < amount.base) {
    const holds =
      held === 0n ? 'holds no USDC' : `holds ${formatTokenAmount(held, USDC_DECIMALS)} USDC`;
    return refuse(
      `The wallet ${shortenAddress(who.account)} ${holds}, less than the ${amountText?.trim()} USDC to deposit.`,
    );
  }

  const request = { user: who.account, basket, amount: amount.amount };
  let answer;
  try {
    answer = await postCommand(config.apiBase, 'deposit', request, { fetch: endpoint.fetch });
  } catch (error) {
    const { message, status } = apiRefusal(error);
    return refuse(message, status);
  }
  const tx = VersionedTransaction.deserialize(base64ToBytes(answer.transaction));
  const verdict = await bindIntent(depositIntent).check(
    request,
    who.account,
    [{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction', tx }],
    rpcIntentReads(endpoint),
  );
  if (!verdict.ok) {
    return refuse(`Basketry refused the Basket API’s deposit transaction: ${verdict.reason}`, 502);
  }
  const does = Object.values(verdict.steps).flatMap((step) => step?.does ?? []);
  return {
    ok: true,
    body: {
      type: 'transaction',
      transaction: answer.transaction,
      message: `${does.join(' ')} Checked by Basketry before it reached you.`,
    },
  };
}
