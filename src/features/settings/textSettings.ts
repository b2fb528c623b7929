import type { Cluster } from '../../settings';
import type { TextSetting, TextSettingDescription } from './SettingFields';

/** The settings typed as text; some help depends on the network and on the WebSocket choice. */
export function textSettings(
  cluster: Cluster,
  deriveWs: boolean,
): Record<TextSetting, TextSettingDescription> {
  return {
    rpcUrl: {
      label: 'RPC URL',
      help: 'The Solana JSON-RPC endpoint (http:// or https://) that reads the chain and sends transactions.',
      required: true,
    },
    wsUrl: {
      label: 'WebSocket URL',
      help: deriveWs
        ? 'Derived from the RPC address, as Solana validators serve it. Untick the box above to enter another.'
        : 'Used to hear about confirmations (ws:// or wss://).',
      required: true,
      readOnly: deriveWs,
    },
    apiBase: {
      label: 'Basket API URL',
      help:
        cluster === 'devnet'
          ? 'No public devnet Basket API is known. The default is the mainnet API, which builds mainnet transactions; enter a devnet service here if you have one.'
          : 'Base URL of the Basket API that builds the transactions (http:// or https://).',
      required: true,
    },
    jupiterApiBase: {
      label: 'Jupiter API URL (optional)',
      help:
        cluster === 'sandbox'
          ? 'Token search and USD prices. The sandbox answers Jupiter’s two endpoints for its test tokens at its Basket API address. Leave empty to turn them off: names then come from the chain.'
          : 'Token search and USD prices, from Jupiter’s Tokens v2 and Price v3 APIs (https://api.jup.ag needs a free key from portal.jup.ag). Leave empty to turn them off: names then come from the chain and no values are shown.',
    },
    jupiterApiKey: {
      label: 'Jupiter API key (optional)',
      help: 'Sent as the x-api-key header to the Jupiter API URL above, and nowhere else: moving that URL to another host clears it. Kept in this browser.',
      secret: true,
    },
    priceHistoryApiBase: {
      label: 'Price history URL (optional)',
      help:
        cluster === 'sandbox'
          ? 'Past prices for charts, returns and backtests, in DefiLlama’s coins API shape. The sandbox answers it from its own price history at its Basket API address. Leave empty to turn them off.'
          : 'Past prices for charts, returns and backtests, from DefiLlama’s coins API (https://coins.llama.fi, no key needed; Pro: https://pro-api.llama.fi/coins with your key below). Leave empty to turn them off.',
    },
    priceHistoryApiKey: {
      label: 'Price history API key (optional)',
      help: 'A DefiLlama Pro key, put in the path of the price history URL above as DefiLlama asks, and sent nowhere else: moving that URL to another host clears it. Kept in this browser.',
      secret: true,
    },
  };
}
