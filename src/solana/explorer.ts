import type { Cluster, Explorer } from './network';

/** What a link depends on: the network (by kind and RPC) and the explorer the user chose. */
interface ExplorerSettings {
  cluster: Cluster;
  rpcUrl: string;
  explorer: Explorer;
}

const SOLANA_EXPLORER = 'https://explorer.solana.com';
const SOLSCAN = 'https://solscan.io';

/**
 * The RPC URL as a link may carry it: its origin and path, without user:password, query or
 * fragment, where providers put API keys (`?api-key=…`). A key in the path itself (some providers
 * put it there) cannot be told from a path and stays. Text that is no URL is left out.
 */
function rpcUrlForLink(rpcUrl: string): string {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch {
    return '';
  }
  // As the user wrote it when there is nothing to leave out.
  return /[@?#]/.test(rpcUrl) ? `${url.origin}${url.pathname}` : rpcUrl;
}

/**
 * Query string naming the network. Mainnet is each explorer's default. The sandbox and custom RPCs
 * use Solana Explorer's custom-RPC form, which makes the reader's browser query that RPC directly:
 * the link names the RPC, never its key (rpcUrlForLink).
 */
function solanaExplorerQuery({ cluster, rpcUrl }: ExplorerSettings): string {
  switch (cluster) {
    case 'mainnet':
      return '';
    case 'devnet':
      return '?cluster=devnet';
    case 'sandbox':
    case 'custom':
      return `?cluster=custom&customUrl=${encodeURIComponent(rpcUrlForLink(rpcUrl))}`;
  }
}

// Solscan cannot read a custom RPC: for the sandbox and custom networks use Solana Explorer.
function usesSolscan({ explorer, cluster }: ExplorerSettings): boolean {
  return explorer === 'solscan' && (cluster === 'mainnet' || cluster === 'devnet');
}

function link(kind: 'tx' | 'address', id: string, settings: ExplorerSettings): string {
  const encoded = encodeURIComponent(id);
  if (usesSolscan(settings)) {
    const path = kind === 'tx' ? 'tx' : 'account';
    const query = settings.cluster === 'devnet' ? '?cluster=devnet' : '';
    return `${SOLSCAN}/${path}/${encoded}${query}`;
  }
  return `${SOLANA_EXPLORER}/${kind}/${encoded}${solanaExplorerQuery(settings)}`;
}

export function explorerTxUrl(signature: string, settings: ExplorerSettings): string {
  return link('tx', signature, settings);
}

export function explorerAddressUrl(address: string, settings: ExplorerSettings): string {
  return link('address', address, settings);
}

/** Name of the explorer a link actually opens (Solscan falls back for the sandbox/custom). */
export function explorerName(settings: ExplorerSettings): string {
  return usesSolscan(settings) ? 'Solscan' : 'Solana Explorer';
}
