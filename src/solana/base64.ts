// Base64 text as the Basket API sends transactions (canonical, padded, the standard alphabet), and
// base64 ⇄ bytes for transactions and account data (atob/btoa exist in browsers and Node ≥ 16).

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** True for non-empty, canonical (padded, standard alphabet) base64 text. */
export function isStrictBase64(s: string): boolean {
  return s.length > 0 && BASE64.test(s);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

/** Throws (atob's DOMException) on text that is not base64. */
export function base64ToBytes(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
