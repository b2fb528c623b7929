// The flow engine's public API for features and the app shell.
//
// Mount <FlowRoot> once, inside settings, the connection and the wallet providers. A feature
// declares its flow and starts it; it never touches fetch, the wallet or the connection:
//
//   const { start, ready } = useFlows();
//   const [flowId, setFlowId] = useState<string>();
//   const flow = useFlow(flowId);
//   const onConfirm = (request: RequestOf<'deposit'>) =>
//     setFlowId(start(defineFlow({
//       op: 'deposit', title: `Deposit ${request.amount} USDC`, request,
//       steps: [{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction' }],
//       wait: { label: 'Receive basket tokens', watch: { owner: request.user, mint: basketMint } },
//     })));
//   return flow ? <Timeline flow={flow} /> : <Form onSubmit={onConfirm} />;
export { defineFlow, type FlowDeclaration } from './defineFlow';
export { useFlows, useFlow, type FlowsApi } from './FlowContext';
export { FlowRoot } from './FlowRoot';
export { FlowPanel, type FlowPanelProps } from './FlowPanel';
export { FlowProvider, type FlowProviderProps } from './FlowProvider';
export { Timeline, TimelineView } from './Timeline';
export { flowState, isActive, currentStep } from './machine';
export { isWalletRejection } from './walletErrors';
export type { RunResult } from './runner';
export type { Flow, FlowDefinition, FlowState, Step, StepStatus, WaitWatch } from './types';
