// One page per operation: the form, then the flow it prepared (review, timeline, success) in its
// place. The form stays mounted, hidden, so "Back to the form" finds everything as typed. The
// operation's command types everything the page hands on: the form starts a flow of that command
// only, and the success and stranded views receive that command's flow, request and all.
import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Command } from '../../api/commands';
import { FlowPanel, useFlows, type Flow, type FlowDefinition } from '../../flow';
import type { Operation } from '../operation';
import { OperationPageFrame } from './OperationPageFrame';

/** A flow of one of the commands `C` (a union of commands keeps each flow's own request type). */
export type FlowOfOp<C extends Command> = Extract<Flow, { op: C }>;

/** What the page hands its form. */
export interface OperationFormContext<C extends Command> {
  /** Prepares the flow of a submitted form (the API request) and shows it in the form's place. */
  start: (definition: Extract<FlowDefinition, { op: C }>) => void;
  /** The flow shown, once the form was submitted. */
  flowId: string | undefined;
  /** The connected wallet (base58), or undefined. */
  wallet: string | undefined;
}

export interface OperationPageProps<C extends Command> {
  /** The operation shown: its command and its page's words. */
  operation: Pick<Operation<C>, 'command' | 'page'>;
  form: (context: OperationFormContext<C>) => ReactNode;
  /** Under the completed timeline; `backToForm` starts over with the form as it was. */
  success?: (flow: FlowOfOp<C>, backToForm: () => void) => ReactNode;
  /** What the user can do when the flow is stranded. */
  stranded?: (flow: FlowOfOp<C>) => ReactNode;
}

function isOp<C extends Command>(flow: Flow, op: C): flow is FlowOfOp<C> {
  return flow.op === op;
}

export function OperationPage<C extends Command>({
  operation: { command, page },
  form,
  success,
  stranded,
}: OperationPageProps<C>) {
  const { publicKey } = useWallet();
  const wallet = useMemo(() => publicKey?.toBase58(), [publicKey]);
  const { prepare } = useFlows();
  const [flowId, setFlowId] = useState<string>();
  const backToForm = useCallback(() => setFlowId(undefined), []);
  const start = useCallback(
    (definition: Extract<FlowDefinition, { op: C }>) => setFlowId(prepare(definition)),
    [prepare],
  );

  return (
    <OperationPageFrame {...page} showing={flowId}>
      <div hidden={flowId !== undefined}>{form({ start, flowId, wallet })}</div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={
            success && ((flow) => (isOp(flow, command) ? success(flow, backToForm) : null))
          }
          renderStranded={stranded && ((flow) => (isOp(flow, command) ? stranded(flow) : null))}
          onBackToForm={backToForm}
        />
      ) : null}
    </OperationPageFrame>
  );
}
