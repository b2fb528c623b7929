import { describeTransactionError } from '../chainErrors';
import type { StepError } from '../types';
import type { RunContext } from './context';

/**
 * Step `key` failed on chain: `err` in words that name the programs the transaction called, with
 * what else the chain said (logs, the raw error, whether it never landed).
 */
export function failOnChain(
  ctx: RunContext,
  key: string,
  err: unknown,
  programs: readonly string[],
  said: Omit<StepError, 'kind' | 'message'>,
): void {
  ctx.dispatch({
    type: 'failed',
    stepKey: key,
    at: ctx.now(),
    error: { kind: 'chain', message: describeTransactionError(err, programs, said.logs), ...said },
  });
}
