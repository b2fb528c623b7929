// A journaled flow's request, read back: validated with its command's schema (the API's command
// list, api/commands.ts), so the op and the request stay correlated in the Flow union without a
// cast, and an entry this version cannot read is left out instead of being trusted.
import { COMMANDS, type Command } from '../api/commands';
import type { Flow, FlowFields } from './types';

export function withStoredRequest(fields: FlowFields, op: Command, request: unknown): Flow | null {
  const opAndRequest = COMMANDS[op].readRequest(request);
  return opAndRequest ? { ...fields, ...opAndRequest } : null;
}
