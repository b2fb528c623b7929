// The headers every Solana Actions answer carries (docs/edge.md, "Solana Actions"): CORS open to any
// origin, as the spec's "OPTIONS response" and "actions.json" sections require (blink clients call
// from their own origins), and the version and chain headers Actions clients read.

/** The Actions spec version this handler follows (@solana/actions-spec 2.4). */
export const ACTION_VERSION = '2.4';

export function actionHeaders(blockchainId: string | null): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,OPTIONS',
    'Access-Control-Allow-Headers':
      'Content-Type, Authorization, Content-Encoding, Accept-Encoding, X-Accept-Action-Version, X-Accept-Blockchain-Ids',
    'Access-Control-Expose-Headers': 'X-Action-Version, X-Blockchain-Ids',
    'X-Action-Version': ACTION_VERSION,
    ...(blockchainId ? { 'X-Blockchain-Ids': blockchainId } : {}),
  };
}

/** CAIP-2's id of a Solana chain: `solana:` and the first 32 characters of its genesis hash. */
export function blockchainIdOf(genesisHash: string): string {
  return `solana:${genesisHash.slice(0, 32)}`;
}

/** A JSON answer with the Actions headers. */
export function actionJson(body: unknown, status: number, blockchainId: string | null): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...actionHeaders(blockchainId),
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    },
  });
}

/** An `ActionError` ({ message }) with a 4xx or 5xx status: the spec's "Action Errors". */
export function actionError(message: string, status: number, blockchainId: string | null) {
  return actionJson({ message }, status, blockchainId);
}
