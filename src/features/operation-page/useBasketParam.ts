import { useSearchParams } from 'react-router';

/** The basket a link chose for the page (`?basket=<address>`), or '' when none did. */
export function useBasketParam(): string {
  const [params] = useSearchParams();
  return params.get('basket') ?? '';
}
