// For tests of the clients of outside HTTP APIs (Jupiter, DefiLlama): the global fetch answers
// every request alike. The test file undoes it: afterEach(() => vi.unstubAllGlobals()).
import { vi } from 'vitest';

/** Makes fetch answer `body` (a string as is, else as JSON) with `status`; returns the mock. */
export function answerFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
