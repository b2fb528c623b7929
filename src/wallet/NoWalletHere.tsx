import { deviceOf, openInWalletLinks, type Device } from './phone';

/**
 * What the connect dialog says when no wallet registered in this browser (docs/wallets.md,
 * "Phones"): on a computer, install one; on a phone, installing does not help — the wallet app
 * connects through the Mobile Wallet Adapter on Android, and on any phone the page can be opened
 * inside the wallet's own browser, where it connects in one tap.
 */
export function NoWalletHere({
  device = deviceOf(navigator.userAgent, navigator.maxTouchPoints),
  pageUrl = window.location.href,
  mobileWalletAdapter,
}: {
  device?: Device;
  pageUrl?: string;
  /** Whether the Mobile Wallet Adapter is in the list (wallet-adapter-react adds it on Android). */
  mobileWalletAdapter: boolean;
}) {
  if (device === 'desktop') {
    return (
      <p>
        No browser wallet was detected. Install a Solana wallet such as Phantom or Backpack, then
        reload this page.
      </p>
    );
  }
  const links = openInWalletLinks(pageUrl);
  return (
    <>
      {mobileWalletAdapter ? (
        <p>
          On this Android phone, choose <strong>Wallet app on this phone</strong> to connect
          Phantom, Solflare or another wallet app installed here.
        </p>
      ) : (
        <p>
          {device === 'ios' ? 'Safari and other iPhone browsers' : 'This phone’s browser'} cannot
          reach a wallet app. Open this page inside your wallet’s own browser: it connects there in
          one tap.
        </p>
      )}
      {links.length > 0 && (
        <ul className="wallet-list" aria-label="Open this page in a wallet app">
          {links.map(({ wallet, href }) => (
            <li key={wallet}>
              <a className="wallet-option" href={href} rel="noopener noreferrer">
                <span className="wallet-option-name">Open in {wallet}</span>
                <span className="wallet-option-status">This page, in {wallet}’s browser</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
