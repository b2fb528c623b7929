import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMetadataImage } from './metadataImage';

afterEach(() => vi.unstubAllGlobals());

function serve(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchMetadataImage', () => {
  it('reads the image of an https: metadata document', async () => {
    serve(JSON.stringify({ name: 'Bonk', image: 'https://arweave.net/bonk.png' }));
    expect(await fetchMetadataImage('https://arweave.net/meta.json')).toBe(
      'https://arweave.net/bonk.png',
    );
  });

  it('never fetches a document that is not https:', async () => {
    const fetchMock = serve('{}');
    expect(await fetchMetadataImage('http://example.org/meta.json')).toBeNull();
    expect(await fetchMetadataImage('ipfs://QmHash')).toBeNull();
    expect(await fetchMetadataImage('')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is null for a failed answer, non-JSON, a missing or unsafe image', async () => {
    serve('{}', 404);
    expect(await fetchMetadataImage('https://a.example/m.json')).toBeNull();
    serve('<html>');
    expect(await fetchMetadataImage('https://a.example/m.json')).toBeNull();
    serve(JSON.stringify({ name: 'x' }));
    expect(await fetchMetadataImage('https://a.example/m.json')).toBeNull();
    serve(JSON.stringify({ image: 'http://a.example/i.png' }));
    expect(await fetchMetadataImage('https://a.example/m.json')).toBeNull();
  });
});
