import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerName, explorerTxUrl } from './explorer';

const SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const ADDR = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('explorer links', () => {
  it('Solana Explorer: mainnet has no cluster parameter, devnet names itself', () => {
    const mainnet = {
      cluster: 'mainnet',
      rpcUrl: 'https://x',
      explorer: 'solana-explorer',
    } as const;
    expect(explorerTxUrl(SIG, mainnet)).toBe(`https://explorer.solana.com/tx/${SIG}`);
    expect(explorerAddressUrl(ADDR, mainnet)).toBe(`https://explorer.solana.com/address/${ADDR}`);
    const devnet = { ...mainnet, cluster: 'devnet' } as const;
    expect(explorerTxUrl(SIG, devnet)).toBe(`https://explorer.solana.com/tx/${SIG}?cluster=devnet`);
  });

  it('the sandbox and custom networks use the custom-RPC form with the encoded RPC URL', () => {
    const sandbox = {
      cluster: 'sandbox',
      rpcUrl: 'http://127.0.0.1:8899',
      explorer: 'solana-explorer',
    } as const;
    expect(explorerTxUrl(SIG, sandbox)).toBe(
      `https://explorer.solana.com/tx/${SIG}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
    const custom = {
      ...sandbox,
      cluster: 'custom',
      rpcUrl: 'https://rpc.example.com/solana',
    } as const;
    expect(explorerAddressUrl(ADDR, custom)).toBe(
      `https://explorer.solana.com/address/${ADDR}?cluster=custom&customUrl=https%3A%2F%2Frpc.example.com%2Fsolana`,
    );
  });

  it('never carries the RPC URL’s query, fragment or user:password (API keys): its origin and path only', () => {
    const custom = { cluster: 'custom', explorer: 'solana-explorer' } as const;
    const cases: [string, string][] = [
      ['https://rpc.example.com/?api-key=SECRET', 'https://rpc.example.com/'],
      ['https://rpc.example.com/v1?api-key=SECRET&x=1#SECRET', 'https://rpc.example.com/v1'],
      ['https://user:SECRET@rpc.example.com:8443/solana', 'https://rpc.example.com:8443/solana'],
      ['https://SECRET@rpc.example.com', 'https://rpc.example.com/'],
      ['http://127.0.0.1:8899#SECRET', 'http://127.0.0.1:8899/'],
      ['https://rpc.example.com/?', 'https://rpc.example.com/'],
    ];
    for (const [rpcUrl, named] of cases) {
      for (const url of [
        explorerTxUrl(SIG, { ...custom, rpcUrl }),
        explorerAddressUrl(ADDR, { ...custom, rpcUrl, cluster: 'sandbox' }),
      ]) {
        expect(url, rpcUrl).not.toContain('SECRET');
        expect(url, rpcUrl).not.toContain('api-key');
        expect(new URL(url).searchParams.get('customUrl'), rpcUrl).toBe(named);
      }
    }
  });

  it('Solscan: tx and account paths, devnet parameter', () => {
    const mainnet = { cluster: 'mainnet', rpcUrl: 'https://x', explorer: 'solscan' } as const;
    expect(explorerTxUrl(SIG, mainnet)).toBe(`https://solscan.io/tx/${SIG}`);
    expect(explorerAddressUrl(ADDR, mainnet)).toBe(`https://solscan.io/account/${ADDR}`);
    expect(explorerTxUrl(SIG, { ...mainnet, cluster: 'devnet' })).toBe(
      `https://solscan.io/tx/${SIG}?cluster=devnet`,
    );
    expect(explorerName(mainnet)).toBe('Solscan');
  });

  it('Solscan falls back to Solana Explorer where it cannot read the RPC', () => {
    const sandbox = {
      cluster: 'sandbox',
      rpcUrl: 'http://127.0.0.1:8899',
      explorer: 'solscan',
    } as const;
    expect(explorerTxUrl(SIG, sandbox)).toMatch(
      /^https:\/\/explorer\.solana\.com\/tx\/.+\?cluster=custom&customUrl=/,
    );
    expect(explorerAddressUrl(ADDR, { ...sandbox, cluster: 'custom' })).toMatch(
      /^https:\/\/explorer\.solana\.com\/address\//,
    );
    expect(explorerName(sandbox)).toBe('Solana Explorer');
  });
});
