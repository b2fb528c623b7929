import { useQuery } from '@tanstack/react-query';
import { publicKeySchema } from '../../api/schemas';
import { useIsSandbox, useSettings } from '../../app/settings';
import { fetchSandboxBasket, fetchSandboxBaskets } from './sandboxBasketsApi';

export const sandboxBasketKeys = {
  all: (apiBase: string) => ['sandbox', apiBase, 'baskets'] as const,
  one: (apiBase: string, address: string) => ['sandbox', apiBase, 'baskets', address] as const,
};

/** Every basket the sandbox indexed; disabled (no data) on other networks. */
export function useSandboxBaskets() {
  const { settings } = useSettings();
  const onSandbox = useIsSandbox();
  return useQuery({
    queryKey: sandboxBasketKeys.all(settings.apiBase),
    queryFn: () => fetchSandboxBaskets(settings.apiBase),
    enabled: onSandbox,
  });
}

/**
 * One basket as the sandbox indexed it (settings, composition, holdings). Disabled on other
 * networks and for text that is not an address.
 */
export function useSandboxBasket(address: string | undefined) {
  const { settings } = useSettings();
  const onSandbox = useIsSandbox();
  const valid = !!address && publicKeySchema.safeParse(address).success;
  return useQuery({
    queryKey: sandboxBasketKeys.one(settings.apiBase, address ?? ''),
    queryFn: () => fetchSandboxBasket(settings.apiBase, address ?? ''),
    enabled: onSandbox && valid,
    retry: (count, error) => !(error as { notFound?: boolean }).notFound && count < 2,
  });
}
