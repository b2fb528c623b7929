import { describe, expect, it } from 'vitest';
import { deriveWsUrl } from './deriveWsUrl';

describe('deriveWsUrl', () => {
  it('moves http to ws and the port up by one, as a validator serves it', () => {
    expect(deriveWsUrl('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8900');
  });

  it('moves https to wss and keeps a URL without a port on the default port', () => {
    expect(deriveWsUrl('https://api.devnet.solana.com')).toBe('wss://api.devnet.solana.com');
  });

  it('keeps paths and query strings (RPC providers put keys there)', () => {
    expect(deriveWsUrl('https://rpc.example.com/v1/abc?key=1')).toBe(
      'wss://rpc.example.com/v1/abc?key=1',
    );
    expect(deriveWsUrl('http://localhost:9000/')).toBe('ws://localhost:9001/');
  });

  it('gives nothing for input that is not an http(s) URL', () => {
    expect(deriveWsUrl('not a url')).toBe('');
    expect(deriveWsUrl('ftp://example.com')).toBe('');
  });
});
