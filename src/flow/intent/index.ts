// The intent check's public face: the rule tables (src/features/<op>/intent.ts) are written in
// its vocabulary; the engine runs `checkIntent` (docs/security.md).
export { associatedAccount } from './accountWords';
export { bindIntent, type BoundIntent, type StepTransaction } from './check';
export { cachedIntentReads, rpcIntentReads } from './chainReads';
export { printChanges } from './print';
export { refuse, isRefused } from './refusal';
export type {
  CommandIntent,
  Difference,
  FreshAccounts,
  IntentReads,
  IntentVerdict,
  OpenRule,
  ProgramRule,
  Refused,
  StepRules,
  Want,
} from './types';
