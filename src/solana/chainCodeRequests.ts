// Pages may render before the chain code is there (app/providers/chainCode.ts: web3.js and its
// Connection load on demand). A read that only the chain can answer (a pasted mint no token list
// knows) asks for it here; the chain-code loader registers itself to hear it.

let loadChainCode: (() => void) | undefined;
let askedBeforeLoader = false;

/** For the chain-code loader: called for every request from now on (and for one made before). */
export function answerChainCodeRequests(load: () => void): void {
  loadChainCode = load;
  if (askedBeforeLoader) {
    askedBeforeLoader = false;
    load();
  }
}

/** A read needs the Connection, which comes with the chain code. */
export function requestChainCode(): void {
  if (loadChainCode) loadChainCode();
  else askedBeforeLoader = true;
}
