// The image of a token's metadata document (the uri of its on-chain metadata: a JSON file with an
// `image` field, by the Metaplex fungible token standard). Fetched only from https: addresses, as
// data (the CSP's connect-src), never run; its image must be https: or data:image/ too.
import { safeImageUrl } from './safeImageUrl';

export async function fetchMetadataImage(
  uri: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const address = safeHttpsUrl(uri);
  if (!address) return null;
  const response = await fetch(address, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  let document: unknown;
  try {
    document = await response.json();
  } catch {
    return null;
  }
  const image =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>).image
      : undefined;
  return typeof image === 'string' ? (safeImageUrl(image) ?? null) : null;
}

function safeHttpsUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
