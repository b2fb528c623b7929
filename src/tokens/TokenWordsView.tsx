import { useId } from 'react';
import type { TokenWords } from './tokenWords';
import './TokenWordsView.css';

/**
 * A token named by the one rule (docs/token-names.md): its symbol; its short mint beside it when it
 * is not on the verified set; and for a look-alike a warning in words ("Not the real USDC") whose
 * accessible description names the real one's mint. The full mint shows on hover.
 */
export function TokenWordsView({ words }: { words: TokenWords }) {
  const realId = useId();
  return (
    <span className="token-words" title={words.mint}>
      {words.symbol ?? words.shortMint}
      {/* Spaces outside the mint: on a phone's narrow cell it goes under the symbol, whole. */}
      {words.symbol && words.shortMint ? (
        <>
          {' · '}
          <span className="token-words__mint">{words.shortMint}</span>
        </>
      ) : null}
      {words.warning ? (
        <>
          {' '}
          <strong className="token-words__warning" aria-describedby={realId}>
            <span aria-hidden="true">⚠ </span>
            {words.warning}
          </strong>
          <span id={realId} hidden>
            {words.realOne}
          </span>
        </>
      ) : null}
    </span>
  );
}
