// Form schemas for create and edit, built from the API's field schemas (the limits and messages
// live there). The number fields hold their text as typed, read here (numberTextSchema); a
// composition row holds its weight as a number, null when emptied (read as missing, so zod says
// "required") and NaN when its text is not a number (the row says why).
import * as z from 'zod/mini';
import {
  basketTypeSchema,
  bpsSchema,
  compositionSchema,
  feeBpsSchema,
  flagSchema,
  nameSchema,
  lpOffsetThresholdSchema,
  publicKeySchema,
  rebalanceIntervalSchema,
  symbolSchema,
  uriSchema,
  type BasketType,
  type CreateRequest,
  type EditRequest,
} from '../../api/schemas';
import type { CompositionRow } from '../../ui/composition';
import { BPS_RULES, readWholeNumberText, SECONDS_RULES } from '../../ui/numberText';
import { numberTextSchema } from '../../ui/numberTextSchema';

/** Basis points as typed → the number, checked by the API's `schema`. */
function bpsText(schema: z.ZodMiniType<number>) {
  return numberTextSchema((text) => readWholeNumberText(text, BPS_RULES), schema);
}

const secondsText = numberTextSchema(
  (text) => readWholeNumberText(text, SECONDS_RULES),
  rebalanceIntervalSchema,
);

const compositionFormSchema = z.pipe(
  z.transform((rows: CompositionRow[]) =>
    rows.map((row) => (row.weight === null ? { ...row, weight: undefined } : row)),
  ),
  compositionSchema,
);

/** The settings create and edit share (creator aside: it is the connected wallet). */
export const basketSettingsFormShape = {
  depositFee: bpsText(feeBpsSchema),
  rebalanceInterval: secondsText,
  rebalanceThreshold: bpsText(bpsSchema),
  slippage: bpsText(bpsSchema),
  lpOffsetThreshold: bpsText(lpOffsetThresholdSchema),
  disableRebalance: flagSchema,
  disableLp: flagSchema,
  composition: compositionFormSchema,
};

export const createFormSchema = z.object({
  symbol: symbolSchema,
  name: nameSchema,
  uri: uriSchema,
  hostPlatform: publicKeySchema,
  hostPlatformFees: bpsText(feeBpsSchema),
  type: basketTypeSchema,
  ...basketSettingsFormShape,
});

export const editFormSchema = z.object({
  basket: publicKeySchema,
  ...basketSettingsFormShape,
});

/** What the shared settings fields hold while the user types: number fields hold their text. */
export interface BasketSettingsFormValues {
  depositFee: string;
  rebalanceInterval: string;
  rebalanceThreshold: string;
  slippage: string;
  lpOffsetThreshold: string;
  disableRebalance: 0 | 1;
  disableLp: 0 | 1;
  composition: CompositionRow[];
}

export interface CreateFormValues extends BasketSettingsFormValues {
  symbol: string;
  name: string;
  uri: string;
  hostPlatform: string;
  hostPlatformFees: string;
  type: BasketType;
}

export interface EditFormValues extends BasketSettingsFormValues {
  basket: string;
}

export type CreateFormOutput = z.output<typeof createFormSchema>;
export type EditFormOutput = z.output<typeof editFormSchema>;

/**
 * Defaults from the spec's examples: 0.1% host fee, 0.5% deposit fee, 3% threshold, 1% slippage;
 * hourly rebalance checks; the experimental LP offset off; Mutable, so the creator can fix things.
 */
export const SETTINGS_DEFAULTS: BasketSettingsFormValues = {
  depositFee: '50',
  rebalanceInterval: '3600',
  rebalanceThreshold: '300',
  slippage: '100',
  lpOffsetThreshold: '0',
  disableRebalance: 0,
  disableLp: 0,
  composition: [],
};

export function createFormDefaults(hostPlatform: string): CreateFormValues {
  return {
    symbol: '',
    name: '',
    uri: '',
    hostPlatform,
    hostPlatformFees: '10',
    type: 1,
    ...SETTINGS_DEFAULTS,
  };
}

export function toCreateRequest(values: CreateFormOutput, creator: string): CreateRequest {
  return { ...values, creator };
}

export function toEditRequest(values: EditFormOutput, creator: string): EditRequest {
  return { ...values, creator };
}
