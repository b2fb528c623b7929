// web3.js and the token libraries reach for a global Buffer, which edge runtimes lack. Its own
// module, imported first by ./worker.ts, so it runs before theirs.
// The npm package `buffer` (a dependency of the app's), which bundles; not Node's module.
// eslint-disable-next-line no-restricted-imports
import { Buffer } from 'buffer';

globalThis.Buffer ??= Buffer;
