// borsh (inside web3.js and spl-token) reads the global Buffer; it must exist before they load.
import { Buffer } from 'buffer';

if (!('Buffer' in globalThis)) {
  (globalThis as unknown as { Buffer: typeof Buffer }).Buffer = Buffer;
}
