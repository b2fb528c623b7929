// Every operation, by command: the app passes them to the flow engine (FlowSlot), which reads
// their transactions' facts and runs their outcomes.
import { burnOperation } from './burn/operation';
import { claimOperation } from './claim/operation';
import { createOperation } from './create/operation';
import { depositOperation } from './deposit/operation';
import { editOperation } from './edit/operation';
import { metadataOperation } from './metadata/operation';
import { mintOperation } from './mint/operation';
import type { Operations } from './operation';
import { withdrawOperation } from './withdraw/operation';

export const OPERATIONS: Operations = {
  create: createOperation,
  edit: editOperation,
  deposit: depositOperation,
  withdraw: withdrawOperation,
  claim: claimOperation,
  mint: mintOperation,
  burn: burnOperation,
  'set-metadata': metadataOperation,
};
