// Jupiter's public token and price APIs, validated where their answers enter the app. Shapes from
// Jupiter's docs (dev.jup.ag, "How to get token information" and "Price API V3"):
// - GET /tokens/v2/search?query=<symbol, name or mint; or up to 100 mints, comma-separated> →
//   [{ id, name, symbol, icon, decimals, isVerified, tags, usdPrice, … }] (20 results by name)
// - GET /price/v3?ids=<up to 50 mints, comma-separated> → { <mint>: { usdPrice, blockId, decimals,
//   priceChange24h, … } }; mints without a reliable price are left out.
// One token or price that does not fit is dropped (and the rest kept): a bad entry degrades to the
// on-chain facts of that mint, never to an error for the whole list.
import * as z from 'zod/mini';

const text = () => z.string().check(z.trim());
/** A field that may be missing, null or of another type: then it is left out, not an error. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined);

export const jupiterTokenSchema = z.object({
  id: text().check(z.minLength(32), z.maxLength(44)),
  name: z.catch(text(), ''),
  symbol: z.catch(text(), ''),
  icon: lenient(z.string()),
  decimals: lenient(z.number().check(z.int(), z.minimum(0), z.maximum(255))),
  isVerified: lenient(z.boolean()),
  tags: lenient(z.array(z.string())),
  usdPrice: lenient(z.number().check(z.nonnegative())),
});
export type JupiterToken = z.infer<typeof jupiterTokenSchema>;

/** The search answer: an array; entries that are not tokens are skipped. */
export const jupiterSearchSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = jupiterTokenSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export const jupiterPriceSchema = z.object({
  usdPrice: z.number().check(z.nonnegative()),
  blockId: lenient(z.number()),
  decimals: lenient(z.number()),
  priceChange24h: lenient(z.number()),
});
export type JupiterPrice = z.infer<typeof jupiterPriceSchema>;

/** The price answer: an object keyed by mint; entries without a usable usdPrice are skipped. */
export const jupiterPricesSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((entries) => {
    const prices = new Map<string, JupiterPrice>();
    for (const [mint, entry] of Object.entries(entries)) {
      const parsed = jupiterPriceSchema.safeParse(entry);
      if (parsed.success) prices.set(mint, parsed.data);
    }
    return prices;
  }),
);
