// The JSON document a basket token's `uri` points to: the fields wallets and explorers read
// (name, symbol, description, image), in the common token-metadata layout.

export interface MetadataDocumentInput {
  name: string;
  symbol: string;
  description: string;
  image: string;
}

export function buildMetadataDocument(input: MetadataDocumentInput): Record<string, string> {
  const doc: Record<string, string> = {
    name: input.name.trim(),
    symbol: input.symbol.trim(),
  };
  if (input.description.trim()) doc.description = input.description.trim();
  if (input.image.trim()) doc.image = input.image.trim();
  return doc;
}

export function metadataDocumentText(input: MetadataDocumentInput): string {
  return `${JSON.stringify(buildMetadataDocument(input), null, 2)}\n`;
}

/** "My Basket" / "MYB" → "myb-metadata.json". */
export function metadataFileName(symbol: string): string {
  const safe = symbol
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return `${safe || 'basket'}-metadata.json`;
}

/** An image address must be a full http(s) URL; empty is fine (no image). */
export function imageUrlProblem(image: string): string | null {
  const text = image.trim();
  if (text === '') return null;
  if (!URL.canParse(text) || !/^https?:\/\//i.test(text)) {
    return 'Image must be a full address such as https://example.com/logo.png';
  }
  return null;
}
