// The links a basket page offers to share it (docs/edge.md, "Share links"): its share page (a
// preview with its card) and its deposit Action as a Blink, both answered by the edge handler —
// at the app's own origin, as `npm start` and a host with edge functions serve it, or where the
// build says (VITE_EDGE_URL) when the handler runs on another host.

export interface ShareLinks {
  /** The page whose og:/twitter: tags show the basket's card. */
  readonly sharePage: string;
  /** The deposit Action's URL. */
  readonly action: string;
  /** `solana-action:<url>`: what a wallet or blink client opens. */
  readonly blink: string;
  /** The same Blink on dial.to, for people without a blink client. */
  readonly dialTo: string;
}

export function shareLinks(edgeBase: string, basket: string): ShareLinks {
  const base = edgeBase.replace(/\/+$/, '');
  const action = `${base}/api/actions/deposit/${basket}`;
  // The Actions spec: a URL without a query is not URL-encoded in solana-action:.
  const blink = `solana-action:${action}`;
  return {
    sharePage: `${base}/share/baskets/${basket}`,
    action,
    blink,
    dialTo: `https://dial.to/?action=${encodeURIComponent(blink)}`,
  };
}

/** Where the edge handler answers for this build. */
export function edgeBase(): string {
  const configured = (import.meta.env as Record<string, string | undefined>).VITE_EDGE_URL?.trim();
  return configured || window.location.origin;
}
