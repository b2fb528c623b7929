// The form's values as a backtest draft: the rows with a token and a positive weight, and the
// rebalancing settings as numbers when their text reads as one.
import { isSolanaAddress } from '../../solana/address';
import { BPS_RULES, readWholeNumberText, SECONDS_RULES } from '../../ui/numberText';
import type { BasketSettingsFormValues } from '../create/basketFormSchema';
import type { BacktestDraft } from './useBacktest';

export type DraftSource = Pick<
  BasketSettingsFormValues,
  'composition' | 'rebalanceInterval' | 'rebalanceThreshold' | 'disableRebalance'
>;

export interface DraftReading {
  draft: BacktestDraft;
  /** The interval or threshold does not read as a number: the replay holds instead. */
  rebalanceUnreadable: boolean;
}

export function draftFromForm(values: DraftSource): DraftReading {
  const seen = new Set<string>();
  const tokens = values.composition.flatMap((row) => {
    const weight = row.weight;
    if (!isSolanaAddress(row.token) || seen.has(row.token)) return [];
    if (weight === null || !Number.isFinite(weight) || weight <= 0) return [];
    seen.add(row.token);
    return [{ mint: row.token, weight }];
  });
  const interval = readWholeNumberText(values.rebalanceInterval, SECONDS_RULES);
  const threshold = readWholeNumberText(values.rebalanceThreshold, BPS_RULES);
  const readable = interval.kind === 'number' && threshold.kind === 'number';
  return {
    draft: {
      tokens,
      rebalanceInterval: interval.kind === 'number' ? interval.value : 0,
      rebalanceThreshold: threshold.kind === 'number' ? threshold.value : 0,
      rebalance: values.disableRebalance === 0 && readable,
    },
    rebalanceUnreadable: values.disableRebalance === 0 && !readable,
  };
}
