import { useState } from 'react';
import './TokenLogo.css';

export interface TokenLogoProps {
  /** https: or data:image/ address (callers pass only those); none shows the initials. */
  logo?: string;
  /** For the initials shown when there is no logo or it fails to load. */
  symbol?: string;
  size?: 'sm' | 'md';
  /** The image's text alternative; by default it is decorative (the symbol is written beside it). */
  alt?: string;
}

function initials(symbol: string | undefined): string {
  const letters = (symbol ?? '').replace(/[^A-Za-z0-9]/g, '');
  return letters.slice(0, 2).toUpperCase() || '?';
}

/** A token's logo (decorative unless `alt` is given), with the symbol's initials as fallback. */
export function TokenLogo({ logo, symbol, size = 'md', alt = '' }: TokenLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `ui-token-logo ui-token-logo--${size}`;
  if (logo && failed !== logo) {
    return (
      <img
        className={className}
        src={logo}
        alt={alt}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(logo)}
      />
    );
  }
  return (
    <span className={`${className} ui-token-logo--initials`} aria-hidden="true">
      {initials(symbol)}
    </span>
  );
}
