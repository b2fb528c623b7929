// jsdom brings its own Uint8Array; web3.js and noble check bytes against Node's (Buffer's). A jsdom
// test that signs transactions imports this module before any other, so that every module it loads
// after sees Node's Uint8Array.
const NodeBuffer: unknown = Reflect.get(globalThis, 'Buffer');
if (typeof NodeBuffer === 'function') {
  globalThis.Uint8Array = Object.getPrototypeOf(NodeBuffer.prototype).constructor;
}
