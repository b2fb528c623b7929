// Whether the RPC is a Basketry sandbox on this computer. The in-browser wallets (the Sandbox
// burner and demo wallets) sign without asking and the demo wallet's key is public: they are
// offered only where both hold (docs/architecture.md, "In-browser wallets").
import { genesisHashOf } from './genesisHash';
import type { RpcEndpoint } from './jsonRpc';
import { isSandboxGenesisHash } from './sandboxGenesis';

/**
 * The URL's host is this computer: `localhost`, an address of 127.0.0.0/8, or `[::1]`. The URL
 * parser normalises the other spellings of an address first (`127.1`, `0x7f.0.0.1`, `[0:0::1]`).
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * What the RPC is: `'local-sandbox'` (a loopback host that answers the sandbox's genesis hash),
 * `'not-loopback'` (asked nothing: the host is not this computer) or `'other-chain'` (a loopback
 * host serving another chain, e.g. a local validator). Rejects when the RPC cannot be asked.
 */
export type LocalSandboxCheck = 'local-sandbox' | 'not-loopback' | 'other-chain';

export async function checkLocalSandbox(endpoint: RpcEndpoint): Promise<LocalSandboxCheck> {
  if (!isLoopbackUrl(endpoint.url)) return 'not-loopback';
  return isSandboxGenesisHash(await genesisHashOf(endpoint)) ? 'local-sandbox' : 'other-chain';
}
