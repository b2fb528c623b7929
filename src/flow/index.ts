// The flow engine's public API for features and the app shell.
//
// Mount <FlowRoot> once, inside the connection, the wallet and the react-query providers (the app
// does it in FlowSlot, with the operations' facts and outcomes). A feature declares its flow and
// prepares it; it never touches fetch, the wallet or the connection. prepare() POSTs and stops in
// a review; FlowPanel shows it, and its "Confirm and sign" calls confirm().
//
//   const { prepare } = useFlows();
//   const [flowId, setFlowId] = useState<string>();
//   const onSubmit = (request: RequestOf<'deposit'>) => setFlowId(prepare(depositOperation.declare(request, basket)));
//   return flowId ? <FlowPanel id={flowId} renderSuccess={(flow) => <Done flow={flow} />} /> : <Form onSubmit={onSubmit} />;
export { defineFlow, type FlowDeclaration } from './defineFlow';
export { useFlows, useFlow, type FlowsApi } from './FlowContext';
export { FlowRoot, type FlowRootProps, type SendPreference } from './FlowRoot';
export { FlowPanel, type FlowPanelProps } from './FlowPanel';
export { FlowProvider, type FlowProviderProps } from './FlowProvider';
export { Timeline, TimelineView } from './Timeline';
export {
  flowState,
  isActive,
  currentStep,
  signedOf,
  signaturesOf,
  isStepFinished,
} from './machine';
export { isWalletRejection } from './walletErrors';
export { walletChangeWords } from './walletChangeWords';
export type { RunResult } from './runner';
export type { FactsPort } from './ports';
export type { OperationOutcome, Outcomes } from './outcomes';
export type {
  CreatedAccount,
  Flow,
  FlowDefinition,
  FlowDefinitionOf,
  FlowFacts,
  FlowNames,
  FlowOf,
  FlowState,
  SignedTx,
  Step,
  StepStatus,
  TxStep,
  WaitStep,
  WaitWatch,
  WalletChanges,
} from './types';
