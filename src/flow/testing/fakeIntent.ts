// The intent check as the engine's tests see it: it passes every transaction, saying so in a line,
// and prints each by its instructions (so a fresh blockhash alone changes nothing) — until a test
// makes it refuse.
import { instructionPrints } from '../checks';
import type { IntentVerdict, StepTransaction } from '../intent';
import type { Flow } from '../types';
import type { IntentPort } from '../ports';

export class FakeIntent implements IntentPort {
  /** `fresh`: the accounts the fake API made afresh for an answer, named alike in prints. */
  constructor(private readonly fresh: ReadonlySet<string> = new Set()) {}

  /** Every check asked for, with the step keys it was given. */
  readonly checks: string[][] = [];
  /** Set to refuse: the step and the words. */
  refusal: { stepKey: string; reason: string } | undefined;

  check(_flow: Flow, txs: readonly StepTransaction[]): Promise<IntentVerdict> {
    this.checks.push(txs.map((t) => t.key));
    if (this.refusal) return Promise.resolve({ ok: false, ...this.refusal });
    return Promise.resolve({
      ok: true,
      steps: Object.fromEntries(
        txs.map((t) => [
          t.key,
          {
            does: [`Does what “${t.label}” asked.`],
            fresh: {},
            print: JSON.stringify(instructionPrints(t.tx.message)).replace(
              /[1-9A-HJ-NP-Za-km-z]{32,44}/g,
              (address) => (this.fresh.has(address) ? '<fresh>' : address),
            ),
          },
        ]),
      ),
    });
  }
}
