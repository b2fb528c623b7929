// A flow of several steps: what the wallet holds before the first step and after the last, from
// the in-order simulation (docs/flow-engine.md rule 13) — what the user ends up with.
import { TxSimulationView } from '../ui/TxSimulationView';
import type { SequenceCheck } from './simulateSequence';

export function SequenceTotal({ sequence }: { sequence: SequenceCheck | undefined }) {
  const total = sequence?.total;
  if (!total) return null;
  const steps = sequence.steps.length;
  return (
    <TxSimulationView
      label={`all ${steps} steps`}
      simulation={{ status: 'ok', balanceChanges: total }}
      changesCaption={`Your balance changes after all ${steps} steps (simulated)`}
      changesOnly
    />
  );
}
