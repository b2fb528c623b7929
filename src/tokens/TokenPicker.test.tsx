// @vitest-environment jsdom
// The app's token field against a fake chain and a stubbed Jupiter: search by part of a name, pick
// with the keyboard, the chosen token's logo, mark and price; a pasted mint's on-chain name; a
// failing Jupiter degrading to the known tokens; and one request per batch of mints.
import { Keypair } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../settings';
import { defaultSettings } from '../settings/defaults';
import type { RawAccount } from '../solana/accountsRpc';
import { TOKEN_PROGRAM_ID } from '../solana/programs';
import { RpcFetchContext } from '../solana/rpcFetchContext';
import { fakeRpcFetch, rawAccount } from '../solana/testing/fakeRpc';
import type { TokenOption } from '../ui/TokenOption';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from './chain/metaplexMetadata';
import { metadataData, mintData } from './chain/testing';
import { useTokenInfos, useUsdPrice } from './queries';
import { SearchingTokenField } from './TokenPicker';

const JUPITER = 'http://jupiter.test';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BONK_JUPITER = {
  id: BONK,
  name: 'Bonk',
  symbol: 'BONK',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  decimals: 5,
  isVerified: true,
  tags: ['verified'],
};
const SUGGESTED: TokenOption[] = [
  { mint: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6 },
  { mint: BONK, symbol: 'Bonk', name: 'Bonk', decimals: 5 },
];

/** A chain holding these mints with Metaplex names; records the size of each account read. */
async function fakeChain(
  tokens: { mint: string; name: string; symbol: string; decimals: number }[],
) {
  const accounts = new Map<string, RawAccount>();
  for (const t of tokens) {
    accounts.set(t.mint, rawAccount(TOKEN_PROGRAM_ID, mintData(t.decimals)));
    accounts.set(
      await metaplexMetadataAddress(t.mint),
      rawAccount(METAPLEX_METADATA_PROGRAM_ID, metadataData(t.mint, t.name, t.symbol)),
    );
  }
  const rpc = fakeRpcFetch(accounts);
  const reads = () =>
    rpc.calls.flatMap((call) =>
      call.method === 'getMultipleAccounts' && Array.isArray(call.params[0])
        ? [call.params[0].length]
        : [],
    );
  return { connection: { fetch: rpc.fetch, onRateLimited: () => () => undefined }, reads };
}

/** The chain's JSON-RPC as the app reaches it (its RPC fetch). */
type FakeRpc = Awaited<ReturnType<typeof fakeChain>>['connection'];

type JupiterAnswer = (url: URL) => Response;
let jupiterRequests: URL[] = [];
function stubJupiter(answer: JupiterAnswer) {
  jupiterRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      jupiterRequests.push(url);
      return answer(url);
    }),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Jupiter as documented, knowing BONK only (search by text or by comma-separated mints). */
const jupiterKnowingBonk: JupiterAnswer = (url) => {
  if (url.pathname === '/price/v3') {
    const ids = url.searchParams.get('ids')?.split(',') ?? [];
    return json(ids.includes(BONK) ? { [BONK]: { usdPrice: 0.00002, blockId: 1 } } : {});
  }
  const query = (url.searchParams.get('query') ?? '').toLowerCase();
  const match = query.split(',').includes(BONK.toLowerCase()) || 'bonk'.includes(query);
  return json(match ? [BONK_JUPITER] : []);
};

function Providers({
  children,
  connection,
  jupiter = JUPITER,
}: {
  children: ReactNode;
  /** The chain's RPC. */
  connection: FakeRpc;
  jupiter?: string;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const settings = { ...defaultSettings({}), jupiterApiBase: jupiter };
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={settings}>
        <RpcFetchContext.Provider value={connection}>{children}</RpcFetchContext.Provider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}

function Picker() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchingTokenField label="Token 1" value={value} onSelect={setValue} tokens={SUGGESTED} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the picker over `connection` and sets up the user who types in it. */
function renderPicker(connection: FakeRpc) {
  render(
    <Providers connection={connection}>
      <Picker />
    </Providers>,
  );
  return userEvent.setup();
}

describe('SearchingTokenField', () => {
  it('finds BONK by "bon" on Jupiter, is picked with the keyboard, and shows its logo, mark and price', async () => {
    stubJupiter(jupiterKnowingBonk);
    const { connection } = await fakeChain([
      { mint: BONK, name: 'Bonk', symbol: 'Bonk', decimals: 5 },
    ]);
    const user = renderPicker(connection);
    const box = screen.getByRole('combobox', { name: 'Token 1' });
    await user.click(box);
    await user.keyboard('bon');
    const option = await screen.findByRole('option', { name: /^BONK Bonk Verified/ });
    expect(jupiterRequests.some((u) => u.searchParams.get('query') === 'bon')).toBe(true);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(option.id));
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe(BONK),
    );
    expect((box as HTMLInputElement).value).toBe('BONK');
    expect(screen.getByRole('img', { name: 'BONK logo' }).getAttribute('src')).toBe(
      BONK_JUPITER.icon,
    );
    await screen.findByText('$0.00002 per token');
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('names a pasted mint from the chain, unverified when Jupiter does not know it', async () => {
    const mint = Keypair.generate().publicKey.toBase58();
    stubJupiter(jupiterKnowingBonk);
    const { connection } = await fakeChain([
      { mint, name: 'Solana Blue Chips\0\0\0', symbol: 'SOLBLUE\0', decimals: 6 },
    ]);
    const user = renderPicker(connection);
    await user.click(screen.getByRole('combobox', { name: 'Token 1' }));
    await user.paste(mint);
    const option = await screen.findByRole('option', {
      name: /^SOLBLUE Solana Blue Chips Unverified/,
    });
    await user.click(option);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe(mint),
    );
  });

  it('says when Jupiter fails and offers the known tokens, still pickable', async () => {
    stubJupiter(() => json({ error: 'down' }, 500));
    const { connection } = await fakeChain([]);
    const user = renderPicker(connection);
    await user.click(screen.getByRole('combobox', { name: 'Token 1' }));
    await user.keyboard('jup');
    // A 500 may be a blip: the search is retried before the failure shows.
    await screen.findByText(/Token search failed: Jupiter answered HTTP 500/, undefined, {
      timeout: 15_000,
    });
    await user.click(screen.getByRole('option', { name: /^JUP Jupiter/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe(JUP),
    );
  });
});

describe('useTokenInfos and useUsdPrice', () => {
  it('read many mints with one account read (plus one for Metaplex) and one Jupiter lookup', async () => {
    stubJupiter(jupiterKnowingBonk);
    const other = Keypair.generate().publicKey.toBase58();
    const { connection, reads } = await fakeChain([
      { mint: BONK, name: 'Bonk', symbol: 'Bonk', decimals: 5 },
      { mint: JUP, name: 'Jupiter', symbol: 'JUP', decimals: 6 },
    ]);
    const { result } = renderHook(
      () => ({
        infos: useTokenInfos([BONK, JUP, other, 'not-a-mint']),
        price: useUsdPrice(BONK),
      }),
      { wrapper: ({ children }) => <Providers connection={connection}>{children}</Providers> },
    );
    await waitFor(() => expect(result.current.infos.get(other)?.settled).toBe(true));
    await waitFor(() => expect(result.current.price).toBeCloseTo(0.00002, 12));
    const infos = result.current.infos;
    expect([...infos.keys()]).toEqual([BONK, JUP, other]);
    expect(infos.get(BONK)).toMatchObject({ symbol: 'BONK', verification: 'verified' });
    expect(infos.get(JUP)).toMatchObject({ symbol: 'JUP', verification: 'unverified' });
    expect(infos.get(other)?.symbol).toBeUndefined(); // no account there: nothing names it
    expect(infos.get(other)?.verification).toBe('unverified');
    // The three mints at once, then the Metaplex accounts of the two that are mints.
    expect(reads()).toEqual([3, 2]);
    const lookups = jupiterRequests.filter((u) => u.pathname === '/tokens/v2/search');
    expect(lookups.map((u) => u.searchParams.get('query'))).toEqual([[BONK, JUP, other].join(',')]);
  });

  it('read names from the chain only, and no prices, when Jupiter is off', async () => {
    stubJupiter(jupiterKnowingBonk);
    const { connection } = await fakeChain([
      { mint: BONK, name: 'Bonk', symbol: 'Bonk', decimals: 5 },
    ]);
    const { result } = renderHook(
      () => ({ infos: useTokenInfos([BONK]), price: useUsdPrice(BONK) }),
      {
        wrapper: ({ children }) => (
          <Providers connection={connection} jupiter="">
            {children}
          </Providers>
        ),
      },
    );
    await waitFor(() => expect(result.current.infos.get(BONK)?.settled).toBe(true));
    expect(result.current.infos.get(BONK)).toMatchObject({
      symbol: 'Bonk',
      name: 'Bonk',
      decimals: 5,
      verification: 'unknown',
    });
    expect(result.current.price).toBeUndefined();
    expect(jupiterRequests).toEqual([]);
  });
});
