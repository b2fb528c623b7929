// Zod schemas for the Basket API, straight from the spec (docs/api.md) plus the
// limits the real service enforces before it builds anything: `validateCreateBasketParams` of the
// published @symmetry-hq/baskets-sdk 0.0.45 (name ≤ 60, symbol ≤ 10, uri ≤ 300, rebalance interval
// ≥ 3600 s, every bps setting ≤ 10 000, at most 15 assets counting USDC, no repeated token).
// Forms, the API client and the sandbox all validate with these: one source of truth.
// Kept light on purpose (zod + bs58 only): forms import it per route. Response schemas (re-exported
// from ./responseSchemas.ts) check shape and base64; ./commands.ts adds the decode check.
// `COMMANDS` at the end is the one list of commands (docs/adding-an-operation.md).
import bs58 from 'bs58';
import * as z from 'zod/mini';
import { isStrictBase64 } from '../solana/base64';
import { command } from './command';
import {
  TX_FIELDS,
  createResponseSchema,
  editResponseSchema,
  depositResponseSchema,
  withdrawResponseSchema,
  claimResponseSchema,
  mintResponseSchema,
  burnResponseSchema,
  setMetadataResponseSchema,
} from './responseSchemas';
import { typeError } from './typeError';

// zod/mini (a third of classic zod's size) has no words of its own beyond "Invalid input": every
// refusal a user or caller can read is worded here, which the tests of each field check.

/** Basis points in 100 %. */
export const MAX_BPS = 10_000;
export const SYMBOL_MIN = 3;
export const SYMBOL_MAX = 10;
export const NAME_MIN = 3;
export const NAME_MAX = 60;
export const URI_MAX = 300;
/**
 * A basket's on-chain layout has 15 composition slots, and USDC (the deposit currency) is always
 * in its asset pool: a composition without USDC has room for 14 tokens.
 */
export const COMPOSITION_MAX = 15;
/** USDC's mainnet mint: every basket holds it (the sandbox seeds its test USDC at this address). */
export const USDC_MINT_ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** The service refuses rebalance checks more often than hourly (the SDK's `rebalanceInterval < 3600`). */
export const REBALANCE_INTERVAL_MIN = 3_600;
export const WEIGHT_TOTAL = 100;
export const WEIGHT_TOLERANCE = 1e-9;

/** Characters as a user counts them (code points, so an emoji is one). */
function charCount(s: string): number {
  return [...s].length;
}

// ---------- field schemas ----------

/**
 * A Solana public key in base58 text. Surrounding whitespace is trimmed silently (users paste);
 * anything else that is not exactly 32 bytes of base58 is refused.
 */
export const publicKeySchema = z
  .string({ error: typeError('Enter a Solana address as text', 'Enter a Solana address') })
  .check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: 'Enter a Solana address' });
        return;
      }
      const bytes = bs58.decodeUnsafe(value);
      if (bytes === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'Not a Solana address: it may only contain base58 letters and digits (no 0, O, I or l)',
        });
      } else if (bytes.length !== 32) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a Solana address: it is ${bytes.length} bytes long, an address is 32 — check that you copied all of it`,
        });
      }
    }),
  );

export const symbolSchema = z
  .string({ error: typeError('Symbol must be text', 'Enter a symbol') })
  .check(
    z.trim(),
    z.regex(new RegExp(`^[A-Za-z0-9]{${SYMBOL_MIN},${SYMBOL_MAX}}$`), {
      error: `Symbol must be ${SYMBOL_MIN}–${SYMBOL_MAX} letters or digits (A–Z, a–z, 0–9), no spaces`,
    }),
  );

export const nameSchema = z.string({ error: typeError('Name must be text', 'Enter a name') }).check(
  z.trim(),
  z.refine((s) => charCount(s) >= NAME_MIN && charCount(s) <= NAME_MAX, {
    error: `Name must be ${NAME_MIN}–${NAME_MAX} characters`,
  }),
);

/** URI of the JSON metadata document; empty means "set it later". */
export const uriSchema = z
  .string({
    error: typeError('Metadata URI must be text', 'Enter a metadata URI or leave it empty'),
  })
  .check(
    z.trim(),
    z.refine((s) => charCount(s) <= URI_MAX, {
      error: `Metadata URI must be at most ${URI_MAX} characters`,
    }),
    z.refine((s) => s === '' || (/^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(s) && URL.canParse(s)), {
      error: 'Metadata URI must be a full address such as https://example.com/basket.json',
    }),
  );

function boundedInteger(max: number, tooLarge: string) {
  return z
    .number({ error: typeError('Enter a number', 'Enter a number') })
    .check(
      z.int({ error: 'Enter a whole number' }),
      z.minimum(0, { error: "Can't be negative" }),
      z.maximum(max, { error: tooLarge }),
    );
}

/** Basis points (rebalance threshold, slippage): integer 0..10 000, i.e. 0–100 %. */
export const bpsSchema = boundedInteger(MAX_BPS, 'Must be at most 10,000 bps (100 %)');

/** Fee in basis points: integer 0..10 000 (10 000 bps = 100 %). */
export const feeBpsSchema = boundedInteger(MAX_BPS, 'A fee must be at most 10,000 bps (100 %)');

/** Non-negative whole number. */
export const nonNegativeIntegerSchema = boundedInteger(
  Number.MAX_SAFE_INTEGER,
  'Number is too large',
);

/** Seconds between rebalance checks: at least an hour (the service refuses less). */
export const rebalanceIntervalSchema = z
  .number({ error: typeError('Enter a number', 'Enter a number') })
  .check(
    z.int({ error: 'Enter a whole number' }),
    z.minimum(REBALANCE_INTERVAL_MIN, {
      error: 'The service checks at most hourly: enter 3600 seconds (1 hour) or more',
    }),
    z.maximum(Number.MAX_SAFE_INTEGER, { error: 'Number is too large' }),
  );

/** EXPERIMENTAL LP offset threshold: bps, 0 turns it off; the service refuses more than 10 000. */
export const lpOffsetThresholdSchema = boundedInteger(
  MAX_BPS,
  'Must be at most 10,000 bps (100 %); 0 turns it off',
);

/** Token amount in display units (1 = one USDC), not base units. */
export const amountSchema = z
  .number({ error: typeError('Amount must be a number', 'Enter an amount') })
  .check(
    z.refine(Number.isFinite, { error: 'Amount must be a finite number' }),
    z.refine((n) => n > 0, { error: 'Amount must be more than 0' }),
  );

export const BASKET_TYPES = { 0: 'Immutable', 1: 'Mutable', 2: 'Permissioned' } as const;
export type BasketType = keyof typeof BASKET_TYPES;

export const basketTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Basket type must be 0 (Immutable), 1 (Mutable) or 2 (Permissioned)',
});

/** An on/off setting sent as 0 or 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'Must be 0 (off) or 1 (on)',
});

export const weightSchema = z
  .number({ error: typeError('Weight must be a number', 'Enter a weight') })
  .check(
    z.refine(Number.isFinite, { error: 'Weight must be a finite number' }),
    z.refine((n) => n > 0, { error: 'Weight must be more than 0' }),
    z.refine((n) => n <= WEIGHT_TOTAL, { error: `Weight can't be more than ${WEIGHT_TOTAL}` }),
  );

export const compositionEntrySchema = z.object(
  { token: publicKeySchema, weight: weightSchema },
  { error: typeError('Each composition entry needs a token and a weight') },
);

function formatWeight(n: number): string {
  return String(Number(n.toFixed(6)));
}

/** 1–15 distinct tokens whose weights add up to 100. */
export const compositionSchema = z
  .array(compositionEntrySchema, {
    error: typeError('Composition must be a list of tokens', 'Add at least one token'),
  })
  .check(
    z.minLength(1, { error: 'Add at least one token to the basket' }),
    z.maxLength(COMPOSITION_MAX, { error: `A basket holds at most ${COMPOSITION_MAX} tokens` }),
    z.superRefine(
      (entries, ctx) => {
        // Runs even when some rows are invalid, so the user sees every problem at once.
        const holdsUsdc = entries.some(
          (e: unknown) => (e as { token?: unknown } | null)?.token === USDC_MINT_ADDRESS,
        );
        if (!holdsUsdc && entries.length >= COMPOSITION_MAX) {
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Every basket also holds USDC, which takes one of its ${COMPOSITION_MAX} slots: choose at most ${COMPOSITION_MAX - 1} other tokens, or include USDC`,
          });
        }
        const seen = new Map<string, number>();
        let total = 0;
        let allWeightsKnown = true;
        entries.forEach((entry: unknown, i) => {
          const { token, weight } = (entry ?? {}) as { token?: unknown; weight?: unknown };
          if (typeof token === 'string') {
            const key = token.trim();
            const first = seen.get(key);
            if (key !== '' && first !== undefined) {
              ctx.addIssue({
                code: 'custom',
                path: [i, 'token'],
                message: `This token is already in the basket (entry ${first + 1})`,
              });
            } else if (key !== '') {
              seen.set(key, i);
            }
          }
          if (typeof weight === 'number' && Number.isFinite(weight)) total += weight;
          else allWeightsKnown = false;
        });
        if (
          allWeightsKnown &&
          entries.length > 0 &&
          Math.abs(total - WEIGHT_TOTAL) > WEIGHT_TOLERANCE
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Weights must add up to ${WEIGHT_TOTAL} (they add up to ${formatWeight(total)})`,
          });
        }
      },
      { when: (payload) => Array.isArray(payload.value) },
    ),
  );

// ---------- request schemas ----------

/** Settings shared by create and edit. */
const basketSettingsShape = {
  creator: publicKeySchema,
  depositFee: feeBpsSchema,
  rebalanceInterval: rebalanceIntervalSchema,
  rebalanceThreshold: bpsSchema,
  slippage: bpsSchema,
  lpOffsetThreshold: lpOffsetThresholdSchema,
  disableRebalance: flagSchema,
  disableLp: flagSchema,
  composition: compositionSchema,
};

export const createRequestSchema = z.object({
  symbol: symbolSchema,
  name: nameSchema,
  uri: uriSchema,
  hostPlatform: publicKeySchema,
  /** The spec's parameter list name; the client also sends it as `hostPlatformFee`. */
  hostPlatformFees: feeBpsSchema,
  type: basketTypeSchema,
  ...basketSettingsShape,
});

export const editRequestSchema = z.object({
  basket: publicKeySchema,
  ...basketSettingsShape,
});

/** amount: USDC in whole (display) units. */
export const depositRequestSchema = z.object({
  user: publicKeySchema,
  basket: publicKeySchema,
  amount: amountSchema,
});

/** amount: basket tokens in whole (display) units. */
export const withdrawRequestSchema = z.object({
  user: publicKeySchema,
  basket: publicKeySchema,
  amount: amountSchema,
});

/** basket: the withdraw account created by the withdraw step. */
export const claimRequestSchema = z.object({
  user: publicKeySchema,
  basket: publicKeySchema,
});

/** Deposit a single asset: amount of `tokenMint` in whole units. */
export const mintRequestSchema = z.object({
  user: publicKeySchema,
  basket: publicKeySchema,
  tokenMint: publicKeySchema,
  amount: amountSchema,
});

/** Redeem for a single asset: amount of basket tokens in whole units. */
export const burnRequestSchema = z.object({
  user: publicKeySchema,
  basket: publicKeySchema,
  tokenMint: publicKeySchema,
  amount: amountSchema,
});

export const setMetadataRequestSchema = z.object({
  basket: publicKeySchema,
  creator: publicKeySchema,
  symbol: symbolSchema,
  name: nameSchema,
  uri: uriSchema,
});

// ---------- response schemas (./responseSchemas.ts) ----------

// What the flow engine and the direct runners read of each answer: its transaction fields.
export { TX_FIELDS, OPTIONAL_TX_FIELDS } from './responseSchemas';
export { isStrictBase64 };

/** Every Basket API command, in the spec's order: the one list the app derives the rest from. */
export const COMMANDS = {
  create: command('create', createRequestSchema, createResponseSchema, TX_FIELDS.create),
  edit: command('edit', editRequestSchema, editResponseSchema, TX_FIELDS.edit),
  deposit: command('deposit', depositRequestSchema, depositResponseSchema, TX_FIELDS.deposit),
  withdraw: command('withdraw', withdrawRequestSchema, withdrawResponseSchema, TX_FIELDS.withdraw),
  claim: command('claim', claimRequestSchema, claimResponseSchema, TX_FIELDS.claim),
  mint: command('mint', mintRequestSchema, mintResponseSchema, TX_FIELDS.mint),
  burn: command('burn', burnRequestSchema, burnResponseSchema, TX_FIELDS.burn),
  'set-metadata': command(
    'set-metadata',
    setMetadataRequestSchema,
    setMetadataResponseSchema,
    TX_FIELDS['set-metadata'],
  ),
} as const satisfies Record<keyof typeof TX_FIELDS, unknown>;

// ---------- types ----------

export type CompositionEntry = z.infer<typeof compositionEntrySchema>;
export type Composition = z.infer<typeof compositionSchema>;
export type CreateRequest = z.infer<typeof createRequestSchema>;
export type EditRequest = z.infer<typeof editRequestSchema>;
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;
export type ClaimRequest = z.infer<typeof claimRequestSchema>;
export type MintRequest = z.infer<typeof mintRequestSchema>;
export type BurnRequest = z.infer<typeof burnRequestSchema>;
export type SetMetadataRequest = z.infer<typeof setMetadataRequestSchema>;
