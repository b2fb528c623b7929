// Phones and their wallets (docs/wallets.md, "Phones"). Wallet apps register through Wallet
// Standard only inside their own in-app browsers: in Safari or Chrome on a phone the page finds
// none. On Android the Mobile Wallet Adapter reaches the wallet app installed on the phone (through
// Chrome); on iOS nothing can, so the way in is to open the page inside the wallet.

/** What kind of browser the page runs in, as far as wallets are concerned. */
export type Device = 'android' | 'ios' | 'other-phone' | 'desktop';

export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS's Safari reports itself as a Mac; no Mac has a touch screen.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/mobi|phone|opera mini|iemobile|blackberry|webos/i.test(userAgent)) return 'other-phone';
  return 'desktop';
}

/** wallet-adapter-react's name for the Mobile Wallet Adapter, which it adds on Android itself. */
export const MOBILE_WALLET_ADAPTER_NAME = 'Mobile Wallet Adapter';

export interface OpenInWallet {
  wallet: 'Phantom' | 'Solflare' | 'Backpack';
  href: string;
}

/**
 * Each wallet's documented "browse" deep link, which opens a page inside the wallet's own browser:
 * `<base>/<url>?ref=<ref>`, both URL-encoded, `url` the page to open and `ref` the app asking
 * (docs.phantom.com/phantom-deeplinks/other-methods/browse; Solflare's and Backpack's
 * "deeplinks/other-methods/browse" pages). The link carries the page's own address and origin and
 * nothing else: basket and operation are in the address already.
 */
const BROWSE_LINKS: Record<OpenInWallet['wallet'], string> = {
  Phantom: 'https://phantom.app/ul/browse/',
  Solflare: 'https://solflare.com/ul/v1/browse/',
  Backpack: 'https://backpack.app/ul/v1/browse/',
};

/** "Open in …" links for the page at `pageUrl` (an http(s) address), or none for any other. */
export function openInWalletLinks(pageUrl: string): OpenInWallet[] {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return [];
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return [];
  const url = encodeURIComponent(page.href);
  const ref = encodeURIComponent(page.origin);
  return (Object.keys(BROWSE_LINKS) as OpenInWallet['wallet'][]).map((wallet) => ({
    wallet,
    href: `${BROWSE_LINKS[wallet]}${url}?ref=${ref}`,
  }));
}
