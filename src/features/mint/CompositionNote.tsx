/** Under the token field: whether the choice is limited to the basket's composition, and why. */
export function CompositionNote({ restricted, count }: { restricted: boolean; count: number }) {
  return (
    <p className="single-asset-note" aria-live="polite">
      {restricted
        ? `This basket holds ${count} token${count === 1 ? '' : 's'}; only ${count === 1 ? 'it is' : 'they are'} offered.`
        : 'This basket’s composition is not known to this app, so any token can be chosen; the Basket API says if the basket does not hold it.'}
    </p>
  );
}
