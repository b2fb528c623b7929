// The flow engine's pure state machine: (flow, event) → flow. No I/O, no clock, no browser —
// the runner (runner.ts, run/*.ts) performs effects and reports them here as events.
export { InvalidTransitionError, WAIT_DEADLINE_MS, type FlowEvent } from './machine/events';
export { createFlow } from './machine/create';
export {
  currentStep,
  flowState,
  freshPostBlocked,
  isActive,
  isStepFinished,
  needsUserAction,
  nextAction,
  requestKey,
  signaturesOf,
  signedOf,
  signingBatch,
} from './machine/read';
export { reduce } from './machine/reduce';
