// DefiLlama's coins chart answer, validated where it enters the app (docs/price-history.md):
//   GET /chart/solana:<mint>,… → { coins: { "solana:<mint>": { symbol, confidence, decimals?,
//   prices: [{ timestamp, price }] } } }
// A coin the source has no price for is absent from `coins`. One bad point is dropped, not the
// coin; a coin whose entry does not fit is treated as absent (lacking), never guessed.
import * as z from 'zod/mini';

/** One past price: unix seconds and USD per whole token. */
export interface PricePoint {
  time: number;
  price: number;
}

const pointSchema = z.object({
  timestamp: z.number().check(z.int(), z.nonnegative()),
  price: z.number().check(z.positive()),
});

const coinSchema = z.object({
  prices: z.array(z.unknown()),
});

const SOLANA_PREFIX = 'solana:';

/** The answer as past prices by mint, oldest first; coins of other chains are ignored. */
export const chartAnswerSchema = z.pipe(
  z.object({ coins: z.record(z.string(), z.unknown()) }),
  z.transform(({ coins }) => {
    const byMint = new Map<string, PricePoint[]>();
    for (const [coin, entry] of Object.entries(coins)) {
      if (!coin.startsWith(SOLANA_PREFIX)) continue;
      const parsed = coinSchema.safeParse(entry);
      if (!parsed.success) continue;
      const points = parsed.data.prices.flatMap((raw) => {
        const point = pointSchema.safeParse(raw);
        return point.success ? [{ time: point.data.timestamp, price: point.data.price }] : [];
      });
      points.sort((a, b) => a.time - b.time);
      if (points.length > 0) byMint.set(coin.slice(SOLANA_PREFIX.length), points);
    }
    return byMint;
  }),
);
