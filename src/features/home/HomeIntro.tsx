// The home page's opening words. They also stand in for the page while its code and the wallet
// code load (routes.tsx), as index.html's static shell does before any script: keep the three alike.

const TITLE = 'Token baskets on Solana';
const LEAD =
  'Create a basket of up to 15 tokens with its own basket token, or put money into a basket someone else runs. Every step is a transaction you review and approve in your wallet.';

export function HomeIntro() {
  return (
    <section aria-labelledby="home-title" className="home-intro">
      <h1 id="home-title">{TITLE}</h1>
      <p className="lead">{LEAD}</p>
    </section>
  );
}

/**
 * The intro while loading, drawn as index.html's shell draws it (one paragraph: the first paint's
 * largest text stays the largest). The title is styled text, not yet the heading, so "the page
 * has its heading" keeps meaning the page is ready (the e2e driver waits for it).
 */
export function HomeIntroPlaceholder() {
  return (
    <div className="page home">
      <div className="home-intro">
        <p className="shell-intro">
          <span className="shell-title">{TITLE}</span>
          <br />
          {LEAD}
        </p>
      </div>
      <p className="page-loading" role="status">
        Loading…
      </p>
    </div>
  );
}
