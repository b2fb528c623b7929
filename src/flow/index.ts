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
export { defineFlow } from './defineFlow';
export { useFlows } from './FlowContext';
export { FlowRoot } from './FlowRoot';
export { FlowPanel } from './FlowPanel';
export { flowState, isActive, signedOf } from './machine';
export { isWalletRejection } from './walletErrors';
export type { FactsPort, IntentPort } from './ports';
export type { OperationOutcome, Outcomes } from './outcomes';
export type {
  CreatedAccount,
  Flow,
  FlowDefinition,
  FlowDefinitionOf,
  FlowFacts,
  FlowNames,
  FlowOf,
} from './types';
