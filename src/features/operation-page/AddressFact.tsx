import { useSettings } from '../../settings';
import { explorerAddressUrl, explorerName } from '../../solana/explorer';
import { CopyButton } from '../../ui/CopyButton';
import { ExplorerLink } from '../../ui/ExplorerLink';

/**
 * One address in a page's list of facts (`<dl>`): its name, the address in full, a copy button
 * and its page on the chosen explorer.
 */
export function AddressFact({
  label,
  address,
  what,
}: {
  label: string;
  address: string;
  what: string;
}) {
  const { settings } = useSettings();
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{address}</code> <CopyButton text={address} what={what} />{' '}
        <ExplorerLink
          address={address}
          resolve={(a) => explorerAddressUrl(a, settings)}
          explorerName={explorerName(settings)}
        >
          View
        </ExplorerLink>
      </dd>
    </>
  );
}
