// The chain's account record, apart from ./types.ts so that what the chain's parts share
// (./emulation.ts among them) can name it without importing the chain's options.

/** An account as the chain stores it (lamports and rent epoch as bigint: they can exceed 2^53). */
export interface RawAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
}
