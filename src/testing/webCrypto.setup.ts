// The jsdom files run in VM contexts (vitest.config.ts), whose globals are jsdom's window and not
// Node's: a browser page served over https has Web Crypto, so the test page gets Node's.
import { webcrypto } from 'node:crypto';

if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// A module, for the import above.
export {};
