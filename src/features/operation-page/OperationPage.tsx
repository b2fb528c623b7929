// One page per operation: the form, then the flow it prepared (review, timeline, success) in its
// place. The form stays mounted, hidden, so "Back to the form" finds everything as typed.
import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Command } from '../../api/commands';
import { FlowPanel, useFlows, type Flow, type FlowDefinition } from '../../flow';
import type { WalletNeed } from './ConnectWalletNotice';
import { OperationPageFrame } from './OperationPageFrame';

type FlowOfOp<C extends Command> = Extract<Flow, { op: C }>;

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
  op: C;
  /** The page's heading and the document's title. */
  title: string;
  lead: ReactNode;
  /** Said while no wallet is connected. */
  wallet: WalletNeed;
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
  op,
  title,
  lead,
  wallet: need,
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
    <OperationPageFrame title={title} lead={lead} wallet={need} showing={flowId}>
      <div hidden={flowId !== undefined}>{form({ start, flowId, wallet })}</div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={success && ((flow) => (isOp(flow, op) ? success(flow, backToForm) : null))}
          renderStranded={stranded && ((flow) => (isOp(flow, op) ? stranded(flow) : null))}
          onBackToForm={backToForm}
        />
      ) : null}
    </OperationPageFrame>
  );
}
