// Form schemas for create and edit, built from the API's field schemas (the limits and messages
// live there). The forms hold null in an emptied number field; zod's "required" message expects
// undefined, so nulls are read as missing.
import { z } from 'zod';
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

function emptyAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema);
}

const compositionFormSchema = z.preprocess(
  (rows) =>
    Array.isArray(rows)
      ? rows.map((row: unknown) =>
          row && typeof row === 'object' && (row as CompositionRow).weight === null
            ? { ...row, weight: undefined }
            : row,
        )
      : rows,
  compositionSchema,
);

/** The settings create and edit share (creator aside: it is the connected wallet). */
export const basketSettingsFormShape = {
  depositFee: emptyAsMissing(feeBpsSchema),
  rebalanceInterval: emptyAsMissing(rebalanceIntervalSchema),
  rebalanceThreshold: emptyAsMissing(bpsSchema),
  slippage: emptyAsMissing(bpsSchema),
  lpOffsetThreshold: emptyAsMissing(lpOffsetThresholdSchema),
  disableRebalance: flagSchema,
  disableLp: flagSchema,
  composition: compositionFormSchema,
};

export const createFormSchema = z.object({
  symbol: symbolSchema,
  name: nameSchema,
  uri: uriSchema,
  hostPlatform: publicKeySchema,
  hostPlatformFees: emptyAsMissing(feeBpsSchema),
  type: basketTypeSchema,
  ...basketSettingsFormShape,
});

export const editFormSchema = z.object({
  basket: publicKeySchema,
  ...basketSettingsFormShape,
});

/** What the shared settings fields hold while the user types. */
export interface BasketSettingsFormValues {
  depositFee: number | null;
  rebalanceInterval: number | null;
  rebalanceThreshold: number | null;
  slippage: number | null;
  lpOffsetThreshold: number | null;
  disableRebalance: 0 | 1;
  disableLp: 0 | 1;
  composition: CompositionRow[];
}

export interface CreateFormValues extends BasketSettingsFormValues {
  symbol: string;
  name: string;
  uri: string;
  hostPlatform: string;
  hostPlatformFees: number | null;
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
  depositFee: 50,
  rebalanceInterval: 3600,
  rebalanceThreshold: 300,
  slippage: 100,
  lpOffsetThreshold: 0,
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
    hostPlatformFees: 10,
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
