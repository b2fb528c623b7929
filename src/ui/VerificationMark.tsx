import './VerificationMark.css';

export interface VerificationMarkProps {
  verification?: 'verified' | 'unverified' | 'unknown';
}

/**
 * "Verified" for tokens on Jupiter's verified list, "Unverified" for tokens it has not verified or
 * that nothing names (check the mint address before trusting a name); nothing when Jupiter was not
 * asked. Words, not only a colour or an icon.
 */
export function VerificationMark({ verification }: VerificationMarkProps) {
  if (verification === 'verified') {
    return (
      <span className="ui-verification ui-verification--verified">
        <span aria-hidden="true">✓ </span>Verified
      </span>
    );
  }
  if (verification === 'unverified') {
    return (
      <span className="ui-verification ui-verification--unverified">
        <span aria-hidden="true">! </span>Unverified
      </span>
    );
  }
  return null;
}
