// A chain's identity: its genesis hash, read once per RPC URL. The history store keys what it keeps
// by it (src/history), and the in-browser wallets are offered only on a chain whose hash is the
// sandbox's (./localSandbox.ts).
import { RpcError, rpcRequest, type RpcEndpoint } from './jsonRpc';

const genesisHashes = new Map<string, Promise<string>>();

/** The genesis hash of the chain at `endpoint`, read once per URL (a failed read is read again). */
export function genesisHashOf(endpoint: RpcEndpoint): Promise<string> {
  let known = genesisHashes.get(endpoint.url);
  if (!known) {
    known = rpcRequest(endpoint, 'getGenesisHash', []).then((hash) => {
      if (typeof hash !== 'string')
        throw new RpcError('The RPC answered getGenesisHash oddly', null);
      return hash;
    });
    known.catch(() => genesisHashes.delete(endpoint.url));
    genesisHashes.set(endpoint.url, known);
  }
  return known;
}
