// One page per operation: the form, then the flow it prepared (review, timeline, success) in its
// place. The form stays mounted, hidden, so "Back to the form" finds everything as typed. The
// command types everything the page hands on: the form starts a flow of that command only, and
// the success and stranded views receive that command's flow, request and all.
//
// It renders before the chain code is there (page/chainCode.ts: the form needs none of
// it), so it imports no part of the flow engine but its context; the flow panel loads with it.
import { useWallet } from '@solana/wallet-adapter-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { Command } from '../../api/commands';
import type { Flow, FlowDefinition } from '../../flow';
import { useFlowsIfMounted } from '../../flow/FlowContext';
import type { OperationWords } from '../../operations/descriptor';
import { PageLoading } from '../../page/PageLoading';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { OperationPageFrame } from './OperationPageFrame';

/** A flow of one of the commands `C` (a union of commands keeps each flow's own request type). */
export type FlowOfOp<C extends Command> = Extract<Flow, { op: C }>;

/** What the page hands its form. */
export interface OperationFormContext<C extends Command> {
  /**
   * Prepares the flow of a submitted form (the API request) and shows it in the form's place;
   * resolves once it is shown, so the form's Review stays busy until then.
   */
  start: (definition: Extract<FlowDefinition, { op: C }>) => Promise<void>;
  /** The flow shown, once the form was submitted. */
  flowId: string | undefined;
  /** The connected wallet (base58), or undefined. */
  wallet: string | undefined;
  /** The operation's title (the form's name where it has none of its own). */
  title: string;
}

/** What the page hands its success view: the completed flow, and the way back to the form. */
export interface OperationSuccessProps<C extends Command> {
  flow: FlowOfOp<C>;
  /** Starts over with the form as it was. */
  onBackToForm: () => void;
}

export interface OperationPageProps<C extends Command> {
  /** The operation's command: its flows' type. */
  op: C;
  /** The operation's words (its descriptor's). */
  words: OperationWords;
  Form: ComponentType<OperationFormContext<C>>;
  /** Under the completed timeline (preloaded with the flow panel when it says how). */
  Success?: ComponentType<OperationSuccessProps<C>> & { preload?: () => void };
  /** What the user can do when the flow is stranded. */
  Stranded?: ComponentType<{ flow: FlowOfOp<C> }>;
}

const loadFlowPanel = () => import('../../flow/FlowPanel');
const FlowPanel = lazy(() => loadFlowPanel().then((m) => ({ default: m.FlowPanel })));

function isOp<C extends Command>(flow: Flow, op: C): flow is FlowOfOp<C> {
  return flow.op === op;
}

export function OperationPage<C extends Command>({
  op,
  words,
  Form,
  Success,
  Stranded,
}: OperationPageProps<C>) {
  const { publicKey } = useWallet();
  const wallet = useMemo(() => publicKey?.toBase58(), [publicKey]);
  const flows = useFlowsIfMounted();
  const prepare = flows?.prepare;
  const [flowId, setFlowId] = useState<string>();
  const backToForm = useCallback(() => setFlowId(undefined), []);
  // A form submits only with a wallet connected, and so the flow engine mounted; were it not yet,
  // the submitted flow waits for it here.
  const [waiting, setWaiting] = useState<Extract<FlowDefinition, { op: C }>>();
  // `prepare` is new with every change of any flow; `start` stays the same function, so the
  // hidden form does not re-render with each step of the flow shown in its place.
  const prepareRef = useRef(prepare);
  useLayoutEffect(() => {
    prepareRef.current = prepare;
  }, [prepare]);
  const start = useCallback(async (definition: Extract<FlowDefinition, { op: C }>) => {
    // The tap paints first (Review turns busy); the review, the interaction's longest render,
    // comes in a task of its own after that frame.
    await afterNextPaint();
    const prepareNow = prepareRef.current;
    if (prepareNow) setFlowId(prepareNow(definition));
    else setWaiting(definition);
  }, []);
  useEffect(() => {
    if (!prepare || !waiting) return;
    setWaiting(undefined);
    setFlowId(prepare(waiting));
  }, [prepare, waiting]);
  // The flow panel's code (and a lazy success view's) downloads beside the chain code, before the
  // form is submitted.
  const engineMounted = flows !== null;
  const preloadSuccess = Success?.preload;
  useEffect(() => {
    if (!engineMounted) return;
    loadFlowPanel().catch(() => undefined);
    preloadSuccess?.();
  }, [engineMounted, preloadSuccess]);

  const form = useMemo(
    () => <Form start={start} flowId={flowId} wallet={wallet} title={words.title} />,
    [Form, start, flowId, wallet, words.title],
  );

  return (
    <OperationPageFrame
      title={words.title}
      lead={words.lead}
      wallet={words.wallet}
      showing={flowId}
    >
      <div hidden={flowId !== undefined}>{form}</div>
      {flowId ? (
        <Suspense fallback={<PageLoading />}>
          <FlowPanel
            id={flowId}
            renderSuccess={
              Success &&
              ((flow) =>
                isOp(flow, op) ? <Success flow={flow} onBackToForm={backToForm} /> : null)
            }
            renderStranded={
              Stranded && ((flow) => (isOp(flow, op) ? <Stranded flow={flow} /> : null))
            }
            onBackToForm={backToForm}
          />
        </Suspense>
      ) : null}
    </OperationPageFrame>
  );
}
