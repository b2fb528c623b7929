import { useWallet } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { useIsSandbox, useSettings } from '../../app/settings';
import { fetchSandboxWithdrawals } from './sandboxWithdrawalsApi';

export const sandboxWithdrawalKeys = {
  all: (apiBase: string) => ['sandbox', apiBase, 'withdrawals'] as const,
  user: (apiBase: string, user: string) => ['sandbox', apiBase, 'withdrawals', user] as const,
};

/**
 * The connected wallet's withdrawals as the sandbox indexed them; disabled elsewhere. While one is
 * still pending (the keeper moves its assets after a delay) it is re-read every 2 s.
 */
export function useSandboxWithdrawals() {
  const { settings } = useSettings();
  const onSandbox = useIsSandbox();
  const { publicKey } = useWallet();
  const user = publicKey?.toBase58() ?? '';
  return useQuery({
    queryKey: sandboxWithdrawalKeys.user(settings.apiBase, user),
    queryFn: () => fetchSandboxWithdrawals(settings.apiBase, user),
    enabled: onSandbox && user !== '',
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'pending') ? 2000 : false,
  });
}
