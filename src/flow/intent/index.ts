// The intent check's public face: the rule tables (src/features/<op>/intent.ts) are written in
// its vocabulary; the engine runs `checkIntent` (docs/security.md).
export { associatedAccount } from './accountWords';
export { bindIntent, checkIntent, type BoundIntent, type StepTransaction } from './check';
export { cachedIntentReads, rpcIntentReads } from './chainReads';
export { refuse, isRefused } from './refusal';
export type {
  AccountRule,
  CommandIntent,
  Difference,
  FreshAccounts,
  IntentReads,
  IntentVerdict,
  OpenRule,
  ProgramRule,
  ProgramRules,
  Refused,
  StepRules,
  Want,
} from './types';
