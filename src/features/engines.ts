// Every operation's engine part (src/features/<op>/operation.ts) in one module: they download
// together with the chain code (src/app/providers/loadChainCode.ts), so as one file rather than
// eight small ones, each with its own imports and compression (docs/architecture.md, "What loads
// when"). Descriptors and pages reach an engine only through a dynamic import of this module.
export { burnOperation } from './burn/operation';
export { claimOperation } from './claim/operation';
export { createOperation } from './create/operation';
export { depositOperation } from './deposit/operation';
export { editOperation } from './edit/operation';
export { metadataOperation } from './metadata/operation';
export { mintOperation } from './mint/operation';
export { withdrawOperation } from './withdraw/operation';
