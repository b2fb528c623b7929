/**
 * True when two byte arrays hold the same bytes in the same order: one home for the compares of a
 * re-encoded transaction with its input (decode.ts), a message before and after signing
 * (flow/checks.ts) and an instruction's discriminator (basketsProgram/instructionArgs.ts).
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
