import type { ReactNode } from 'react';
import { shortenAddress } from './format';
import './ExplorerLink.css';

interface CommonProps {
  /** Visible text; defaults to the shortened signature/address. */
  children?: ReactNode;
  /** Explorer's name for the accessible name, e.g. "Solana Explorer" (default "the explorer"). */
  explorerName?: string;
  className?: string;
}

export type ExplorerLinkProps = CommonProps &
  (
    | { signature: string; resolve: (signature: string) => string }
    | { address: string; resolve: (address: string) => string }
    | {
        href: string;
        /** Full text the link stands for (accessible name), e.g. the address. */
        label: string;
      }
  );

/**
 * A link to a transaction or account on a block explorer, in a new tab. Shows a short form; its
 * accessible name has the whole value.
 */
export function ExplorerLink(props: ExplorerLinkProps) {
  const { children, explorerName = 'the explorer', className } = props;
  let href: string;
  let fullName: string;
  let value: string;
  if ('signature' in props) {
    href = props.resolve(props.signature);
    value = props.signature;
    fullName = `Transaction ${props.signature}`;
  } else if ('address' in props) {
    href = props.resolve(props.address);
    value = props.address;
    fullName = `Account ${props.address}`;
  } else {
    href = props.href;
    value = props.label;
    fullName = props.label;
  }
  return (
    <a
      className={['ui-explorer-link', className].filter(Boolean).join(' ')}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${fullName} on ${explorerName} (opens in a new tab)`}
    >
      <span className="ui-explorer-link__text">{children ?? shortenAddress(value)}</span>
      <span aria-hidden="true" className="ui-explorer-link__icon">
        ↗
      </span>
    </a>
  );
}
