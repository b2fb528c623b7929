import { describe, expect, it } from 'vitest';
import { deviceOf, openInWalletLinks } from './phone';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('deviceOf', () => {
  it('tells Android, iPhone, an iPad that calls itself a Mac, another phone and a computer apart', () => {
    expect(deviceOf(ANDROID_CHROME)).toBe('android');
    expect(deviceOf(IPHONE_SAFARI)).toBe('ios');
    expect(deviceOf(MAC_SAFARI, 5)).toBe('ios');
    expect(deviceOf(MAC_SAFARI, 0)).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5')).toBe(
      'other-phone',
    );
  });
});

describe('openInWalletLinks', () => {
  it('opens the page itself, address and origin encoded, in each wallet’s documented browse link', () => {
    const page = 'https://basketry.example/deposit?basket=Bask3t111&amount=5#review';
    const url = encodeURIComponent(page);
    const ref = encodeURIComponent('https://basketry.example');
    expect(openInWalletLinks(page)).toEqual([
      { wallet: 'Phantom', href: `https://phantom.app/ul/browse/${url}?ref=${ref}` },
      { wallet: 'Solflare', href: `https://solflare.com/ul/v1/browse/${url}?ref=${ref}` },
      { wallet: 'Backpack', href: `https://backpack.app/ul/v1/browse/${url}?ref=${ref}` },
    ]);
  });

  it('carries nothing but an http(s) page address', () => {
    expect(openInWalletLinks('javascript:alert(1)')).toEqual([]);
    expect(openInWalletLinks('not a url')).toEqual([]);
    // An encoded "?ref=" inside the page's own address stays inside the url parameter.
    const [phantom] = openInWalletLinks('https://a.example/x?ref=https://evil.example');
    const parsed = new URL(phantom?.href ?? '');
    expect(parsed.searchParams.get('ref')).toBe('https://a.example');
    expect(decodeURIComponent(parsed.pathname.slice('/ul/browse/'.length))).toBe(
      'https://a.example/x?ref=https://evil.example',
    );
  });
});
