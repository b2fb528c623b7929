// The sandbox's test tokens: the app's known-token list (mainnet mint addresses) with sandbox
// prices and the amounts the faucet hands out and the keeper's reserve holds. Prices live here,
// in the sandbox, never in the app.
import { NATIVE_MINT } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { KNOWN_TOKENS } from '../../src/solana/tokens';

export interface SandboxToken {
  /** Its id in the sandbox's token list account (its position; USDC is 0, as on the service). */
  id: number;
  mint: PublicKey;
  symbol: string;
  name: string;
  decimals: number;
  /** USDC per whole token. */
  price: number;
  /** Wrapped SOL: its accounts hold lamports, funded by wrapping rather than minting. */
  native: boolean;
  /** Whole tokens the faucet gives each request. */
  faucetAmount: number;
  /** Whole tokens the market's reserve starts with (what the keeper's swaps trade against). */
  reserveAmount: number;
}

const SANDBOX_MARKET: Record<string, { price: number; faucet: number; reserve: number }> = {
  USDC: { price: 1, faucet: 10_000, reserve: 1_000_000_000 },
  wSOL: { price: 150, faucet: 5, reserve: 500_000 },
  JUP: { price: 0.8, faucet: 5_000, reserve: 1_000_000_000 },
  BONK: { price: 0.00002, faucet: 250_000_000, reserve: 10_000_000_000_000 },
  mSOL: { price: 180, faucet: 20, reserve: 5_000_000 },
  JitoSOL: { price: 185, faucet: 20, reserve: 5_000_000 },
  WIF: { price: 1.6, faucet: 2_000, reserve: 500_000_000 },
};

export class TokenBook {
  readonly all: readonly SandboxToken[];
  private readonly byMint: Map<string, SandboxToken>;

  constructor(tokens: readonly SandboxToken[]) {
    this.all = tokens;
    this.byMint = new Map(tokens.map((t) => [t.mint.toBase58(), t]));
  }

  /** The token with this token list id. */
  byId(id: number): SandboxToken | undefined {
    return this.all[id];
  }

  get(mint: string | PublicKey): SandboxToken | undefined {
    return this.byMint.get(typeof mint === 'string' ? mint : mint.toBase58());
  }

  /** The token or an Error naming it: callers check membership first. */
  must(mint: string | PublicKey): SandboxToken {
    const t = this.get(mint);
    if (!t) throw new Error(`not a sandbox token: ${String(mint)}`);
    return t;
  }
}

export function sandboxTokens(): TokenBook {
  // Token ids index the token list, and the Basket program's USDC is id 0 (baskets-sdk 0.0.45
  // instructionsBuilder.ts: tokenList[0] is the deposit stablecoin in buildBuyBasketIx).
  if (KNOWN_TOKENS[0]?.symbol !== 'USDC') throw new Error('the first known token must be USDC');
  return new TokenBook(
    KNOWN_TOKENS.map((t, id) => {
      const market = SANDBOX_MARKET[t.symbol];
      if (!market) throw new Error(`the sandbox has no price for ${t.symbol}`);
      const mint = new PublicKey(t.mint);
      return {
        id,
        mint,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        price: market.price,
        native: mint.equals(NATIVE_MINT),
        faucetAmount: market.faucet,
        reserveAmount: market.reserve,
      };
    }),
  );
}
