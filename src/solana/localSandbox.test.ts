import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { checkLocalSandbox, isLoopbackUrl } from './localSandbox';
import {
  isSandboxGenesisHash,
  SANDBOX_GENESIS_MARKER,
  SANDBOX_GENESIS_RANDOM_BYTES,
  sandboxGenesisHash,
} from './sandboxGenesis';
import { fakeRpcFetch } from './testing/fakeRpc';

/** Solana mainnet-beta's genesis hash. */
const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const SANDBOX_GENESIS = sandboxGenesisHash(new Uint8Array(SANDBOX_GENESIS_RANDOM_BYTES).fill(7));

/** A node at `url` whose getGenesisHash answers `genesis`; records what it was asked. */
function node(url: string, genesis: string) {
  const rpc = fakeRpcFetch(new Map(), { getGenesisHash: () => genesis });
  return { endpoint: { url, fetch: rpc.fetch }, calls: rpc.calls };
}

describe('the sandbox genesis hash', () => {
  it('starts with the marker and is random after it', () => {
    const bytes = bs58.decode(SANDBOX_GENESIS);
    expect(bytes).toHaveLength(32);
    expect([...bytes.slice(0, 16)]).toEqual([...SANDBOX_GENESIS_MARKER]);
    expect([...bytes.slice(16)]).toEqual(new Array(16).fill(7));
    expect(isSandboxGenesisHash(SANDBOX_GENESIS)).toBe(true);
  });

  it('is not a real network’s, nor a hash with the marker cut short or moved', () => {
    expect(isSandboxGenesisHash(MAINNET_GENESIS)).toBe(false);
    // Devnet's and testnet's.
    expect(isSandboxGenesisHash('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')).toBe(false);
    expect(isSandboxGenesisHash('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY')).toBe(false);
    const shifted = new Uint8Array(32);
    shifted.set(SANDBOX_GENESIS_MARKER, 1);
    expect(isSandboxGenesisHash(bs58.encode(shifted))).toBe(false);
    expect(isSandboxGenesisHash(bs58.encode(SANDBOX_GENESIS_MARKER))).toBe(false);
    expect(isSandboxGenesisHash('not base58: 0OIl')).toBe(false);
  });

  it('takes exactly the random bytes it needs', () => {
    expect(() => sandboxGenesisHash(new Uint8Array(32))).toThrow(/16 random bytes/);
  });
});

describe('loopback hosts', () => {
  it('are localhost, 127.0.0.0/8 and [::1], however the address is spelled', () => {
    for (const url of [
      'http://127.0.0.1:8899',
      'http://127.255.3.4:8899/rpc',
      'https://localhost:8899',
      'http://LOCALHOST',
      'http://[::1]:8899',
      'http://[0:0:0:0:0:0:0:1]:8899',
      'http://127.1:8899',
      'http://0x7f.0.0.1:8899',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('are not any other host, a name that only looks local, or text that is no URL', () => {
    for (const url of [
      'https://api.mainnet-beta.solana.com',
      'http://10.0.0.5:8899',
      'http://192.168.1.2:8899',
      'http://0.0.0.0:8899',
      'http://128.0.0.1:8899',
      'http://127.0.0.1.example.com:8899',
      'http://localhost.example.com',
      'http://[::2]:8899',
      'http://[::ffff:7f00:1]:8899',
      '127.0.0.1:8899',
      '',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe('checkLocalSandbox', () => {
  it('a loopback RPC answering the sandbox’s genesis hash is a local sandbox', async () => {
    const { endpoint } = node('http://127.0.0.1:18899', SANDBOX_GENESIS);
    expect(await checkLocalSandbox(endpoint)).toBe('local-sandbox');
  });

  it('a loopback RPC with a real network’s genesis hash is another chain', async () => {
    const { endpoint } = node('http://localhost:28899', MAINNET_GENESIS);
    expect(await checkLocalSandbox(endpoint)).toBe('other-chain');
  });

  it('a non-loopback RPC is not asked at all, even one that would answer the sandbox’s hash', async () => {
    const { endpoint, calls } = node('https://rpc.example.com/?api-key=k', SANDBOX_GENESIS);
    expect(await checkLocalSandbox(endpoint)).toBe('not-loopback');
    expect(calls).toEqual([]);
  });

  it('rejects when the RPC cannot answer', async () => {
    const endpoint = {
      url: 'http://127.0.0.1:38899',
      fetch: fakeRpcFetch(new Map()).fetch, // getGenesisHash not served: a JSON-RPC error
    };
    await expect(checkLocalSandbox(endpoint)).rejects.toThrow(/getGenesisHash/);
  });
});
