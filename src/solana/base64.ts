// Base64 text as the Basket API sends transactions: canonical, padded, the standard alphabet.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** True for non-empty, canonical (padded, standard alphabet) base64 text. */
export function isStrictBase64(s: string): boolean {
  return s.length > 0 && BASE64.test(s);
}
