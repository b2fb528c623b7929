// Jupiter's public token and price APIs, validated where their answers enter the app. Shapes from
// Jupiter's docs (dev.jup.ag, "How to get token information" and "Price API V3"):
// - GET /tokens/v2/search?query=<symbol, name or mint; or up to 100 mints, comma-separated> →
//   [{ id, name, symbol, icon, decimals, isVerified, tags, usdPrice, … }] (20 results by name)
// - GET /price/v3?ids=<up to 50 mints, comma-separated> → { <mint>: { usdPrice, blockId, decimals,
//   priceChange24h, … } }; mints without a reliable price are left out.
// One token or price that does not fit is dropped (and the rest kept): a bad entry degrades to the
// on-chain facts of that mint, never to an error for the whole list.
import { z } from 'zod';

const text = z.string().trim();

export const jupiterTokenSchema = z.object({
  id: text.min(32).max(44),
  name: text.catch(''),
  symbol: text.catch(''),
  icon: z.string().nullish().catch(undefined),
  decimals: z.number().int().min(0).max(255).nullish().catch(undefined),
  isVerified: z.boolean().nullish().catch(undefined),
  tags: z.array(z.string()).nullish().catch(undefined),
  usdPrice: z.number().nonnegative().nullish().catch(undefined),
});
export type JupiterToken = z.infer<typeof jupiterTokenSchema>;

/** The search answer: an array; entries that are not tokens are skipped. */
export const jupiterSearchSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const parsed = jupiterTokenSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const jupiterPriceSchema = z.object({
  usdPrice: z.number().nonnegative(),
  blockId: z.number().nullish().catch(undefined),
  decimals: z.number().nullish().catch(undefined),
  priceChange24h: z.number().nullish().catch(undefined),
});
export type JupiterPrice = z.infer<typeof jupiterPriceSchema>;

/** The price answer: an object keyed by mint; entries without a usable usdPrice are skipped. */
export const jupiterPricesSchema = z.record(z.string(), z.unknown()).transform((entries) => {
  const prices = new Map<string, JupiterPrice>();
  for (const [mint, entry] of Object.entries(entries)) {
    const parsed = jupiterPriceSchema.safeParse(entry);
    if (parsed.success) prices.set(mint, parsed.data);
  }
  return prices;
});
