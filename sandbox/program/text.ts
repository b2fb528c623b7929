// Texts that must fit a fixed number of bytes in an account.

const utf8 = new TextEncoder();

/** `text` if its UTF-8 fits `maxBytes`, else its longest prefix of whole characters that does. */
export function fitUtf8(text: string, maxBytes: number): string {
  if (utf8.encode(text).length <= maxBytes) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = utf8.encode(char).length;
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}
