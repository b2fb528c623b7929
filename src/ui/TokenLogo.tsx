import { useState } from 'react';
import './TokenLogo.css';

export interface TokenLogoProps {
  /** https: or data:image/ address (callers pass only those); none shows the initials. */
  logo?: string;
  /** For the initials shown when there is no logo or it fails to load. */
  symbol?: string;
  size?: 'sm' | 'md';
}

function initials(symbol: string | undefined): string {
  const letters = (symbol ?? '').replace(/[^A-Za-z0-9]/g, '');
  return letters.slice(0, 2).toUpperCase() || '?';
}

/** A token's logo, decorative (the symbol is always written beside it), with initials as fallback. */
export function TokenLogo({ logo, symbol, size = 'md' }: TokenLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `ui-token-logo ui-token-logo--${size}`;
  if (logo && failed !== logo) {
    return (
      <img
        className={className}
        src={logo}
        alt=""
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
