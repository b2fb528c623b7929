import { describe, expect, it } from 'vitest';
import type { ChainToken } from './chain/fetchChainTokens';
import type { JupiterToken } from './jupiter/schemas';
import { mergeTokenInfo, toTokenOption } from './tokenInfo';

const MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const chain: ChainToken = {
  mint: MINT,
  isMint: true,
  program: 'token',
  decimals: 5,
  metadata: { name: 'Bonk', symbol: 'Bonk', uri: 'https://arweave.net/x', source: 'metaplex' },
};
const jupiter: JupiterToken = {
  id: MINT,
  name: 'Bonk',
  symbol: 'BONK',
  icon: 'https://arweave.net/bonk.png',
  decimals: 5,
  isVerified: true,
  tags: ['verified'],
};

describe('mergeTokenInfo', () => {
  it('prefers Jupiter’s name and icon, keeps the chain’s decimals, and says verified', () => {
    const info = mergeTokenInfo(MINT, {
      chain: { ...chain, decimals: 5 },
      jupiter: { ...jupiter, decimals: 9 },
      metadataImage: 'https://example.org/other.png',
      settled: true,
    });
    expect(info).toEqual({
      mint: MINT,
      symbol: 'BONK',
      name: 'Bonk',
      decimals: 5,
      logo: 'https://arweave.net/bonk.png',
      verification: 'verified',
      settled: true,
    });
  });

  it('uses the chain’s metadata and document image when Jupiter is off, without a verdict', () => {
    const info = mergeTokenInfo(MINT, {
      chain,
      metadataImage: 'https://example.org/bonk.png',
      settled: true,
    });
    expect(info).toMatchObject({
      symbol: 'Bonk',
      name: 'Bonk',
      logo: 'https://example.org/bonk.png',
      verification: 'unknown',
    });
  });

  it('marks a mint Jupiter does not know, or one nothing names, unverified', () => {
    expect(mergeTokenInfo(MINT, { chain, jupiter: null, settled: true }).verification).toBe(
      'unverified',
    );
    const unnamed = mergeTokenInfo(MINT, {
      chain: { ...chain, metadata: null },
      settled: true,
    });
    expect(unnamed).toMatchObject({ symbol: undefined, verification: 'unverified' });
    expect(toTokenOption(unnamed)).toBeNull();
  });

  it('ignores blank names and unsafe images: the address and the initials stand in', () => {
    const info = mergeTokenInfo(MINT, {
      chain: { ...chain, metadata: { ...chain.metadata!, name: '  ', symbol: '' } },
      jupiter: { ...jupiter, name: '', symbol: '', icon: 'http://insecure.example/x.png' },
      metadataImage: 'javascript:alert(1)',
      settled: true,
    });
    expect(info.symbol).toBeUndefined();
    expect(info.name).toBeUndefined();
    expect(info.logo).toBeUndefined();
  });

  it('makes a pickable option only of a named token with known decimals', () => {
    const option = toTokenOption(mergeTokenInfo(MINT, { chain, jupiter, settled: true }));
    expect(option).toEqual({
      mint: MINT,
      symbol: 'BONK',
      name: 'Bonk',
      decimals: 5,
      logoURI: 'https://arweave.net/bonk.png',
      verification: 'verified',
    });
  });
});
