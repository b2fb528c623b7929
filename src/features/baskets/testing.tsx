// Providers for component tests of the operation forms: a fresh query client, the given settings
// (sandbox by default, at an address tests answer with a stubbed fetch), a connection and the given
// wallets (none by default).
import type { Adapter } from '@solana/wallet-adapter-base';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BasketType, CompositionEntry } from '../../api/schemas';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { decoded } from '../../solana/basketsProgram/errors';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import type { TokenList, TokenListEntry } from '../../solana/basketsProgram/tokenList';
import type { ChainToken } from '../../tokens/chain/fetchChainTokens';
import { tokenKeys } from '../../tokens/queries';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SettingsProvider, type Settings } from '../../settings';
import { WalletTestProviders } from '../../wallet/testing';

export const TEST_SETTINGS: Settings = {
  cluster: 'sandbox',
  rpcUrl: 'http://127.0.0.1:1',
  wsUrl: 'ws://127.0.0.1:2',
  apiBase: 'http://sandbox.test',
  hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
  explorer: 'solana-explorer',
  // Jupiter off: component tests read token names from the (stubbed) chain only.
  jupiterApiBase: '',
  jupiterApiKey: '',
  // No past prices: no charts or returns unless a test gives a price history.
  priceHistoryApiBase: '',
  priceHistoryApiKey: '',
  sendMode: 'auto',
};

export function FeatureTestProviders({
  children,
  settings = TEST_SETTINGS,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  wallets,
  at = '/',
}: {
  children: ReactNode;
  /** The address the router starts at. */
  at?: string;
  settings?: Settings;
  /** A client the test filled beforehand (reads answered from the cache, no request). */
  client?: QueryClient;
  /** The wallets installed (none by default). */
  wallets?: Adapter[];
}) {
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={settings}>
        <WalletTestProviders wallets={wallets}>
          <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
        </WalletTestProviders>
      </SettingsProvider>
    </QueryClientProvider>
  );
}

/** A basket as a test describes it: the forms' words (mints, percent weights, bps). */
export interface TestBasket {
  address: string;
  mint: string;
  creator: string;
  name: string;
  symbol: string;
  type: BasketType;
  depositFee: number;
  hostFee: number;
  rebalanceInterval: number;
  rebalanceThreshold: number;
  slippage: number;
  lpOffsetThreshold: number;
  composition: CompositionEntry[];
}

export const TEST_BASKET: TestBasket = {
  address: 'So11111111111111111111111111111111111111112',
  mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
  creator: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  name: 'Test basket',
  symbol: 'TEST',
  type: 1,
  depositFee: 75,
  hostFee: 10,
  rebalanceInterval: 7200,
  rebalanceThreshold: 250,
  slippage: 80,
  lpOffsetThreshold: 0,
  composition: [
    { token: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', weight: 70 },
    { token: 'So11111111111111111111111111111111111111112', weight: 30 },
  ],
};

/** The basket state and token list the chain would hold for `basket` (weights in parts of 1000). */
export function chainStateOf(basket: TestBasket): { state: BasketState; tokenList: TokenList } {
  const tokens: TokenListEntry[] = basket.composition.map((entry, id) => ({
    id,
    mint: entry.token,
    decimals: 6,
    coingeckoId: '',
    pdaTokenAccount: entry.token,
    oracleType: 'Pyth',
    oracleAccount: entry.token,
    isLive: true,
    lpOn: false,
  }));
  const composition = basket.composition.map((entry, id) => ({
    tokenId: id,
    targetWeight: Math.round(entry.weight * 10),
    amount: 0n,
    currentWeight: 0,
    lastRebalanceTime: 0,
  }));
  const state: BasketState = {
    manager: basket.creator,
    fundToken: basket.mint,
    managerFee: basket.depositFee,
    supplyOutstanding: 0n,
    activelyManaged: basket.type,
    basketType: basket.type,
    sellState: 0,
    hostPubkey: basket.creator,
    hostFee: basket.hostFee,
    composition,
    weightSum: composition.reduce((sum, slot) => sum + slot.targetWeight, 0),
    symbol: basket.symbol,
    name: basket.name,
    version: 1,
    activeBuyStates: 0,
    rebalanceSellState: 0,
    fundWorth: 0n,
    lastUpdateTime: 0,
    rebalanceInterval: basket.rebalanceInterval,
    rebalanceThreshold: basket.rebalanceThreshold,
    rebalanceSlippage: basket.slippage,
    lpOffsetThreshold: basket.lpOffsetThreshold,
    disableRebalance: false,
    disableLp: false,
    allowMultiAssetContribution: false,
    uri: '',
    feeDelegate: basket.creator,
  };
  return { state, tokenList: { tokens } };
}

/**
 * A query client that has already read `basket` from the chain (its state, the token list, every
 * basket's list, its token mint without metadata): forms prefill from the cache with no RPC.
 */
export function clientKnowingBasket(
  overrides: Partial<TestBasket> = {},
  client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  }),
): QueryClient {
  const basket = { ...TEST_BASKET, ...overrides };
  const { state, tokenList } = chainStateOf(basket);
  const rpc = TEST_SETTINGS.rpcUrl;
  client.setQueryData(basketsProgramKeys.basket(rpc, basket.address), decoded(state));
  client.setQueryData(basketsProgramKeys.tokenList(rpc), decoded(tokenList));
  client.setQueryData(basketsProgramKeys.baskets(rpc, null), {
    accounts: [{ address: basket.address, account: state }],
    undecodable: [],
  });
  const mint: ChainToken = {
    mint: basket.mint,
    isMint: true,
    program: 'token',
    decimals: 6,
    metadata: null,
  };
  client.setQueryData(tokenKeys.chain(rpc, basket.mint), mint);
  return client;
}
