// A journaled flow's request, read back: validated with its command's schema, so the op and the
// request stay correlated in the Flow union without a cast, and an entry this version cannot read
// is left out instead of being trusted.
import type { Command } from '../api/commands';
import {
  burnRequestSchema,
  claimRequestSchema,
  createRequestSchema,
  depositRequestSchema,
  editRequestSchema,
  mintRequestSchema,
  setMetadataRequestSchema,
  withdrawRequestSchema,
} from '../api/schemas';
import type { Flow, FlowFields } from './types';

export function withStoredRequest(fields: FlowFields, op: Command, request: unknown): Flow | null {
  switch (op) {
    case 'create': {
      const r = createRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'edit': {
      const r = editRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'deposit': {
      const r = depositRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'withdraw': {
      const r = withdrawRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'claim': {
      const r = claimRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'mint': {
      const r = mintRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'burn': {
      const r = burnRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
    case 'set-metadata': {
      const r = setMetadataRequestSchema.safeParse(request);
      return r.success ? { ...fields, op, request: r.data } : null;
    }
  }
}
