/**
 * An image address the app may put in an <img>: https: (what the CSP's img-src allows for remote
 * images) or a data:image/ URI. http:, javascript:, blob: and anything unparsable are refused, so a
 * token's metadata cannot make the page load insecure content.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
