import { useConnection } from '@solana/wallet-adapter-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../settings';
import { chainKeys } from '../../solana/queries';
import { requestTestFunds } from './faucetApi';
import { waitForSignature } from './waitForSignature';

/** Asks the sandbox faucet to fund an address, waits for it to land, then refreshes the balances. */
export function useTestFunds() {
  const { settings } = useSettings();
  const { connection } = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: string) => {
      const result = await requestTestFunds(settings.apiBase, address);
      await waitForSignature(connection, result.signature);
      return result;
    },
    onSettled: (_data, _error, address) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: chainKeys.solBalance(connection.rpcEndpoint, address),
        }),
        queryClient.invalidateQueries({
          queryKey: chainKeys.tokenBalances(connection.rpcEndpoint, address),
        }),
      ]),
  });
}
