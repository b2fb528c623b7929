import { describe, expect, it, vi } from 'vitest';
import { fetchSandboxTokens, requestTestFunds, SandboxRequestError } from './faucetApi';

const ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

describe('sandbox faucet client', () => {
  it('POSTs the address as JSON to {apiBase}/sandbox/faucet and returns the validated answer', async () => {
    const answer = {
      success: true,
      signature: '5sig',
      funded: [
        { mint: 'SOL', symbol: 'SOL', amount: 10 },
        { mint: ADDRESS, symbol: 'USDC', amount: '1000' },
      ],
    };
    const fetchImpl = respond(200, answer);
    await expect(requestTestFunds('http://127.0.0.1:8787/', ADDRESS, fetchImpl)).resolves.toEqual(
      answer,
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:8787/sandbox/faucet');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ address: ADDRESS });
  });

  it("surfaces the sandbox's own error message", async () => {
    const fetchImpl = respond(400, {
      success: false,
      error: {
        code: 'INVALID_ADDRESS',
        message: 'address is not a valid public key',
        field: 'address',
      },
    });
    const error = await requestTestFunds('http://x', 'bad', fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxRequestError);
    expect((error as SandboxRequestError).message).toBe('address is not a valid public key');
    expect((error as SandboxRequestError).status).toBe(400);
  });

  it('refuses a body that is not JSON, a non-2xx, and an answer of the wrong shape', async () => {
    await expect(requestTestFunds('http://x', ADDRESS, respond(502, '<html>'))).rejects.toThrow(
      /HTTP 502 with something that is not JSON/,
    );
    await expect(requestTestFunds('http://x', ADDRESS, respond(500, {}))).rejects.toThrow(
      /HTTP 500/,
    );
    await expect(
      requestTestFunds('http://x', ADDRESS, respond(200, { success: true, funded: [] })),
    ).rejects.toThrow(/unexpected shape/);
  });

  it('says the sandbox is unreachable when the request fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestTestFunds('http://127.0.0.1:8787', ADDRESS, fetchImpl)).rejects.toThrow(
      /Could not reach the sandbox at http:\/\/127\.0\.0\.1:8787\/sandbox\/faucet/,
    );
  });

  it('reads the token list from {apiBase}/sandbox/tokens', async () => {
    const tokens = [{ mint: ADDRESS, symbol: 'USDC', name: 'USD Coin', decimals: 6, price: 1 }];
    const fetchImpl = respond(200, { success: true, tokens });
    await expect(fetchSandboxTokens('http://127.0.0.1:8787', fetchImpl)).resolves.toEqual({
      success: true,
      tokens,
    });
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://127.0.0.1:8787/sandbox/tokens');
    await expect(
      fetchSandboxTokens('http://x', respond(200, { success: true, tokens: [{ mint: ADDRESS }] })),
    ).rejects.toThrow(/unexpected shape/);
  });
});
