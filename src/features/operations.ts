// Every operation, once: routes, the navigation, the home page's list (in this order) and the flow
// engine's facts and outcomes are derived from this list. Light: the header reads it at first
// paint; each operation's page and engine part download when wanted.
import type { Operations } from '../operations/descriptor';
import { burnDescriptor } from './burn/descriptor';
import { claimDescriptor } from './claim/descriptor';
import { createDescriptor } from './create/descriptor';
import { depositDescriptor } from './deposit/descriptor';
import { editDescriptor } from './edit/descriptor';
import { metadataDescriptor } from './metadata/descriptor';
import { mintDescriptor } from './mint/descriptor';
import { withdrawDescriptor } from './withdraw/descriptor';

export const OPERATIONS = {
  create: createDescriptor,
  edit: editDescriptor,
  'set-metadata': metadataDescriptor,
  deposit: depositDescriptor,
  mint: mintDescriptor,
  withdraw: withdrawDescriptor,
  burn: burnDescriptor,
  claim: claimDescriptor,
} satisfies Operations;

/** The operations in the list's order. */
export const OPERATION_LIST = Object.values(OPERATIONS);
