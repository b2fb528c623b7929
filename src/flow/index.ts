// The flow engine's public API for features and the app shell.
//
// Mount <FlowRoot> once, inside settings, the connection, the wallet and the react-query
// providers. A feature declares its flow and prepares it; it never touches fetch, the wallet or
// the connection. prepare() POSTs and stops in a review; FlowPanel shows it, and its
// "Confirm and sign" calls confirm(). (start() = prepare + confirm, without a review.)
//
//   const { prepare } = useFlows();
//   const [flowId, setFlowId] = useState<string>();
//   const onSubmit = (request: RequestOf<'deposit'>) =>
//     setFlowId(prepare(defineFlow({
//       op: 'deposit', title: `Deposit ${request.amount} USDC`, request,
//       steps: [{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction' }],
//       wait: { label: 'Receive basket tokens', watch: { owner: request.user, mint: basketMint } },
//     })));
//   return (
//     <>
//       <div hidden={!!flowId}><Form onSubmit={onSubmit} /></div>
//       {flowId ? (
//         <FlowPanel id={flowId} renderSuccess={(flow) => <Done flow={flow} />}
//           onBackToForm={() => setFlowId(undefined)} />
//       ) : null}
//     </>
//   );
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
