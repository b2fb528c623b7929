// The success views of the flows that load theirs on demand (lazyOutcomeView), in one module: an
// operation page preloads its view once the flow engine is there, so they download with the chain
// code as one file rather than six small ones (bench/README.md, the all-JS budget).
export { ClaimSuccess } from './claim/ClaimSuccess';
export { DepositSuccess } from './deposit/DepositSuccess';
export { EditSuccess } from './edit/EditSuccess';
export { MetadataSuccess } from './metadata/MetadataSuccess';
export { SingleAssetSuccess } from './single-asset/SingleAssetSuccess';
export { WithdrawSuccess } from './withdraw/WithdrawSuccess';
