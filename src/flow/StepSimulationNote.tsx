// What the review says under a step about its simulation, where the simulation alone does not say
// it (docs/flow-engine.md rule 13): simulated on the state the steps before it leave; not
// simulated, and why; a blockhash that expired while the user read.
import type { StepCheck } from './simulateSequence';

/** "step 1", "steps 1 and 2", "steps 1 to 3": the steps before step `index` (0-based). */
function stepsBefore(index: number): string {
  if (index === 1) return 'step 1';
  return index === 2 ? 'steps 1 and 2' : `steps 1 to ${index}`;
}

export function StepSimulationNote({
  index,
  check,
  inOrder,
  labels,
}: {
  /** The step's position among the flow's transactions (0-based). */
  index: number;
  check: StepCheck | undefined;
  /** The steps were simulated in order, in one call. */
  inOrder: boolean;
  /** Every transaction step's label, in order. */
  labels: readonly string[];
}) {
  if (!check) return null;
  const { simulation } = check;
  const named = (step: number) => `step ${step + 1}, “${labels[step] ?? ''}”`;
  const rentWords = check.rentEstimated ? ' Its rent is read from its instructions.' : '';
  if (check.blockhashExpired) {
    return (
      <p className="flow-review__note">
        <strong>This transaction’s blockhash has expired</strong> while it waited for your review,
        so it can’t be simulated as it is. Confirming asks the Basket API for a fresh one with the
        same accounts, checks it and then asks your wallet to sign.
      </p>
    );
  }
  if (simulation.status === 'not-simulated') {
    const { why, step } = simulation;
    return (
      <p className="flow-review__note">
        {why === 'needs-earlier-step' ? (
          <>
            <strong>Not simulated: it needs what step {step + 1} creates.</strong> This Solana RPC
            simulates one transaction at a time, and this one uses an account that {named(step)},
            creates: it does not exist yet. When it is sent, the network simulates it first and
            refuses it if it would fail.
          </>
        ) : why === 'earlier-step-expired' ? (
          <>
            <strong>Not simulated: the blockhash of step {step + 1} has expired.</strong> Confirming
            asks the Basket API for fresh transactions; the network simulates each before it lands.
          </>
        ) : (
          <>
            <strong>Not simulated: step {step + 1} failed first.</strong> The steps are simulated in
            order, each after the ones before it, and the simulation stops at the first that fails.
          </>
        )}
        {rentWords}
      </p>
    );
  }
  if (inOrder && index > 0 && simulation.status === 'ok') {
    return (
      <p className="flow-review__note">
        Simulated after {stepsBefore(index)}, as if {index === 1 ? 'it' : 'they'} had already
        landed.
      </p>
    );
  }
  return null;
}
