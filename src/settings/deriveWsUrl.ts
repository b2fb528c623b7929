/**
 * The WebSocket URL web3.js would use for an RPC URL: http→ws, https→wss, and when the URL names a
 * port, the next port up (the validator's convention: RPC on 8899, pubsub on 8900).
 * Returns '' when the input is not an http(s) URL.
 */
export function deriveWsUrl(rpcUrl: string): string {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port !== '') url.port = String(Number(url.port) + 1);
  const text = url.toString();
  // URL adds a trailing slash to a bare origin; keep the user's spelling when they had none.
  return rpcUrl.endsWith('/') || url.pathname !== '/' ? text : text.replace(/\/$/, '');
}
