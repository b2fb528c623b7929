// @vitest-environment jsdom
import {
  ConnectionContext,
  WalletContext,
  type WalletContextState,
} from '@solana/wallet-adapter-react';
import { Keypair, type Connection } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../settings/defaults';
import { SettingsProvider } from '../../settings';
import { ConnectModalProvider } from '../../wallet/ConnectModalContext';
import { RpcFetchContext } from '../../solana/rpcFetchContext';
import type { RawAccount } from '../../solana/accountsRpc';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fakeRpcFetch, rawAccount } from '../../solana/testing/fakeRpc';
import {
  METAPLEX_METADATA_PROGRAM_ID,
  metaplexMetadataAddress,
} from '../../tokens/chain/metaplexMetadata';
import { metadataData, mintData } from '../../tokens/chain/testing';
import { FaucetPanel } from './FaucetPanel';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const TOKENS = [
  { mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, price: 1 },
  { mint: BONK, symbol: 'BONK', name: 'Bonk', decimals: 5, price: 0.00002 },
];
const owner = Keypair.generate().publicKey;

interface Held {
  mint: string;
  amount: string;
  decimals: number;
}

/** A jsonParsed token account as getTokenAccountsByOwner answers it. */
const tokenAccount = ({ mint, amount, decimals }: Held) => ({
  pubkey: Keypair.generate().publicKey.toBase58(),
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
});

/**
 * A chain that holds nothing until the faucet has run (then 10,000 USDC), but `held` and the mint
 * `accounts` given; its next balance read may fail.
 */
function fakeChain(held: Held[] = [], accounts = new Map<string, RawAccount>()) {
  const state = { funded: false, balanceFailure: '' };
  const context = { slot: 1 };
  // Balances are read through the plain JSON-RPC reader (the app's RPC fetch).
  const rpc = fakeRpcFetch(accounts, {
    getBalance: () => {
      const failure = state.balanceFailure;
      state.balanceFailure = '';
      if (failure) throw new Error(failure);
      return { context, value: state.funded ? 10_000_000_000 : 0 };
    },
    getTokenAccountsByOwner: (params) => {
      const { programId } = params[1] as { programId: string };
      if (!programId.startsWith('Tokenkeg')) return { context, value: [] };
      const funded = state.funded ? [{ mint: USDC, amount: '10000000000', decimals: 6 }] : [];
      return { context, value: [...funded, ...held].map(tokenAccount) };
    },
  });
  // The faucet's transaction is watched through web3.js's Connection.
  const connection = {
    rpcEndpoint: 'http://127.0.0.1:8899',
    getSignatureStatuses: vi.fn(async () => ({
      value: [{ confirmationStatus: 'confirmed', err: null }],
    })),
  };
  return {
    state,
    connection: connection as unknown as Connection,
    rpcFetch: { fetch: rpc.fetch, onRateLimited: () => () => undefined },
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function renderPanel(
  { connection, rpcFetch }: Pick<ReturnType<typeof fakeChain>, 'connection' | 'rpcFetch'>,
  connected = true,
) {
  const wallet = {
    publicKey: connected ? owner : null,
    wallets: [],
  } as unknown as WalletContextState;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SettingsProvider defaults={defaultSettings({})}>
        <RpcFetchContext.Provider value={rpcFetch}>
          <ConnectionContext.Provider value={{ connection }}>
            <WalletContext.Provider value={wallet}>
              <ConnectModalProvider>
                <FaucetPanel />
              </ConnectModalProvider>
            </WalletContext.Provider>
          </ConnectionContext.Provider>
        </RpcFetchContext.Provider>
      </SettingsProvider>
    </QueryClientProvider>,
  );
}

describe('FaucetPanel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a wallet when none is connected', async () => {
    renderPanel(fakeChain(), false);
    expect(screen.queryByRole('button', { name: 'Get test funds' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy(),
    );
  });

  it('funds the wallet, waits for the transaction, and shows the new balances from the chain', async () => {
    const chain = fakeChain();
    const fetchMock = vi.fn<typeof fetch>(async (url) => {
      const href = String(url);
      if (href.endsWith('/sandbox/tokens')) return json({ success: true, tokens: TOKENS });
      chain.state.funded = true;
      return json({
        success: true,
        signature: 'sig1',
        funded: [
          { mint: 'SOL', symbol: 'SOL', amount: 10 },
          { mint: USDC, symbol: 'USDC', amount: 10000 },
        ],
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel(chain);

    const table = await screen.findByRole('table', { name: 'Your balances on the sandbox' });
    expect(within(table).getByRole('row', { name: /^SOL Solana\s+0$/ })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Get test funds' }));
    await screen.findByText('Test funds received');
    expect(screen.getByText('10 SOL, 10,000 USDC')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Transaction sig1 on Solana Explorer/ });
    expect(link.getAttribute('href')).toBe(
      'https://explorer.solana.com/tx/sig1?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
    const [faucetUrl, init] = fetchMock.mock.calls.find(([u]) =>
      String(u).endsWith('/faucet'),
    )! as [string, RequestInit];
    expect(faucetUrl).toBe('http://127.0.0.1:8787/sandbox/faucet');
    expect(JSON.parse(init.body as string)).toEqual({ address: owner.toBase58() });
    expect(chain.connection.getSignatureStatuses).toHaveBeenCalledWith(['sig1']);

    const after = await screen.findByRole('table', { name: 'Your balances on the sandbox' });
    await within(after).findByRole('row', { name: /USDC USD Coin\s+10,000$/ });
    expect(within(after).getByRole('row', { name: /^SOL Solana\s+10$/ })).toBeTruthy();
    expect(within(after).getByRole('row', { name: /BONK Bonk\s+0$/ })).toBeTruthy();
  });

  it('shows a faucet failure with a retry that works', async () => {
    const chain = fakeChain();
    let faucetCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        if (String(url).endsWith('/sandbox/tokens')) return json({ success: true, tokens: TOKENS });
        // Jupiter's price and token reads of the sandbox preset: none here.
        if (!String(url).endsWith('/sandbox/faucet')) return new Response('[]', { status: 404 });
        faucetCalls += 1;
        if (faucetCalls === 1) throw new TypeError('Failed to fetch');
        chain.state.funded = true;
        return json({ success: true, signature: 'sig2', funded: [] });
      }),
    );
    renderPanel(chain);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get test funds' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The faucet did not fund your wallet');
    expect(alert.textContent).toContain('Could not reach the sandbox');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Test funds received');
    expect(faucetCalls).toBe(2);
  });

  it('shows a balance read failure with a retry', async () => {
    const chain = fakeChain();
    chain.state.balanceFailure = 'RPC down';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, tokens: TOKENS })),
    );
    renderPanel(chain);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not read your balances');
    expect(alert.textContent).toContain('RPC down');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Your balances on the sandbox' });
  });

  it('names a token off the verified set by its short mint, and a look-alike of USDC as not the real one', async () => {
    // A mint whose metadata says USDC, and one with a symbol of its own: the wallet holds both.
    const fake = Keypair.generate().publicKey.toBase58();
    const other = Keypair.generate().publicKey.toBase58();
    const accounts = new Map<string, RawAccount>();
    for (const [mint, name, symbol] of [
      [fake, 'USD Coin', 'USDC'],
      [other, 'Meow', 'MEOW'],
    ] as const) {
      accounts.set(mint, rawAccount(TOKEN_PROGRAM_ID, mintData(6)));
      accounts.set(
        await metaplexMetadataAddress(mint),
        rawAccount(METAPLEX_METADATA_PROGRAM_ID, metadataData(mint, name, symbol)),
      );
    }
    const chain = fakeChain(
      [
        { mint: fake, amount: '100000000', decimals: 6 },
        { mint: other, amount: '5000000', decimals: 6 },
        { mint: Keypair.generate().publicKey.toBase58(), amount: '0', decimals: 6 },
      ],
      accounts,
    );
    chain.state.funded = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, tokens: TOKENS })),
    );
    renderPanel(chain);
    const table = await screen.findByRole('table', { name: 'Your balances on the sandbox' });
    const short = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`;
    const lookAlike = await within(table).findByRole('row', {
      name: `USDC · ${short(fake)} Not the real USDC USD Coin 100`,
    });
    // The warning's description names the real one's mint.
    const warning = within(lookAlike).getByText('Not the real USDC');
    const described = document.getElementById(warning.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The real USDC is EPjF…Dt1v');
    // The real USDC, the sandbox's tokens and a token with a symbol of its own.
    expect(within(table).getByRole('row', { name: 'USDC USD Coin 10,000' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^BONK Bonk\s+0$/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: `MEOW · ${short(other)} Meow 5` })).toBeTruthy();
    // An empty account of another mint is no balance.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1 + TOKENS.length + 2);
  });
});
