import { useWallet } from '@solana/wallet-adapter-react';
import { publicKeySchema } from '../../api/schemas';
import { useTokenBalances } from '../../solana/queries';
import { useTokenWordsOf } from '../../tokens/useTokenWords';
import type { BalanceRead } from '../../ui/AmountInput';
import { balanceReadOf } from '../basket-amount/balanceRead';
import { useMintDecimals } from '../basket-amount/useMintDecimals';
import type { AssetChoice } from '../basket-amount/assetChoices';

export interface ChosenToken {
  /** The mint is a valid address. */
  valid: boolean;
  symbol?: string;
  decimals?: number;
  /** The connected wallet's balance in base units; undefined while unknown (0 when none held). */
  balance?: bigint;
  /** While `balance` is unknown: being read (or the decimals), or the read failed. */
  balanceRead?: BalanceRead;
}

/**
 * What the amount field needs to know about a token: what to call it, its decimals (the named list,
 * the wallet's account, or the mint on chain) and the wallet's balance of it.
 */
export function useChosenToken(
  mint: string | undefined,
  choices: readonly AssetChoice[] = [],
  symbolHint?: string,
): ChosenToken {
  const { publicKey } = useWallet();
  const balances = useTokenBalances(publicKey);
  const valid = !!mint && publicKeySchema.safeParse(mint).success;
  const choice = valid ? choices.find((c) => c.mint === mint) : undefined;
  const held = valid ? balances.data?.get(mint) : undefined;
  const listedDecimals = choice?.decimals ?? held?.decimals;
  const chainDecimals = useMintDecimals(valid && listedDecimals === undefined ? mint : undefined);
  // A pasted mint is named by the one rule too (docs/token-names.md): what it claims, its mint.
  const pasted = useTokenWordsOf(valid ? mint : '');
  if (!valid) return { valid };
  return {
    valid,
    symbol: symbolHint ?? choice?.symbol ?? pasted.label,
    decimals: listedDecimals ?? chainDecimals.decimals,
    balance: balances.data ? (held?.amount ?? 0n) : undefined,
    balanceRead: balanceReadOf(balances.isPending || chainDecimals.reading, balances),
  };
}
