/** What the page knows of the chosen basket's composition. */
export type CompositionState = 'no-basket' | 'loading' | 'known' | 'unknown';

export function compositionState(chosen: {
  address?: string;
  isLoading: boolean;
  restricted: boolean;
}): CompositionState {
  if (!chosen.address) return 'no-basket';
  if (chosen.restricted) return 'known';
  return chosen.isLoading ? 'loading' : 'unknown';
}

/** Help under the token field: which tokens may be chosen, and why. */
export function tokenFieldHelp(state: CompositionState, what: 'accepts' | 'pays out'): string {
  switch (state) {
    case 'known':
      return `One of the basket’s tokens; the basket ${what} no other.`;
    case 'unknown':
      return 'This basket’s composition is not known here: choose a token or paste its mint address; the Basket API refuses a token the basket does not hold.';
    default:
      return `Choose the basket first: its tokens are listed here when the app knows them. The basket ${what} only tokens of its composition.`;
  }
}

/** Under the form: whether the choice is limited to the basket's composition. */
export function CompositionNote({ state, count }: { state: CompositionState; count: number }) {
  if (state !== 'known' && state !== 'unknown') return null;
  return (
    <p className="single-asset-note" aria-live="polite">
      {state === 'known'
        ? `This basket holds ${count} token${count === 1 ? '' : 's'}; only ${count === 1 ? 'it is' : 'they are'} offered.`
        : 'This basket’s composition is not known to this app, so any token can be chosen; the Basket API says if the basket does not hold it.'}
    </p>
  );
}
