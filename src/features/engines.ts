// Every operation's engine part (src/features/<op>/operation.ts) in one module: they download
// together with the chain code (src/app/providers/loadChainCode.ts), so as one file rather than
// eight small ones, each with its own imports and compression (docs/architecture.md, "What loads
// when"). Descriptors and pages reach an engine only through a dynamic import of this module; the
// success views (outcomeViews.ts) read what they need of an engine part from here too.
export { burnOperation } from './burn/operation';
export { claimOperation, isClaimTokensStep } from './claim/operation';
export { createOperation } from './create/operation';
export { DEPOSIT_STEP, depositOperation } from './deposit/operation';
export { editOperation } from './edit/operation';
export { metadataOperation } from './metadata/operation';
export { mintOperation } from './mint/operation';
export { withdrawOperation } from './withdraw/operation';
