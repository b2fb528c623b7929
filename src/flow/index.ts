// The flow engine's public API for features and the app shell.
export { defineFlow, type FlowDeclaration } from './defineFlow';
export { useFlows, useFlow, type FlowsApi } from './FlowContext';
export { FlowRoot } from './FlowRoot';
export { FlowProvider, type FlowProviderProps } from './FlowProvider';
export { Timeline, TimelineView } from './Timeline';
export { flowState, isActive, currentStep } from './machine';
export { isWalletRejection } from './walletErrors';
export type { Flow, FlowDefinition, FlowState, Step, StepStatus, WaitWatch } from './types';
