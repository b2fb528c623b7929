import { useConnection } from '@solana/wallet-adapter-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { BurnRequest } from '../../api/schemas';
import type { Flow } from '../../flow';
import { formatBaseUnits } from '../../solana/amounts';
import { chainKeys } from '../../solana/queries';
import { WSOL_MINT } from '../../solana/tokens';
import { useTokenInfo } from '../../tokens/queries';
import { tokenLabel } from '../../tokens/tokenInfo';
import { useWalletChanges } from '../claim/useWalletChanges';
import { BURN_STEP } from './burnFlow';

/** The burn landed: the basket tokens burned and the token received, as the chain recorded them. */
export function BurnSuccess({
  flow,
  basketSymbol,
  basketMint,
}: {
  flow: Flow;
  basketSymbol?: string;
  basketMint?: string;
}) {
  const request = flow.request as BurnRequest;
  const { connection } = useConnection();
  const queryClient = useQueryClient();
  const step = flow.steps.find((s) => s.key === BURN_STEP.key);
  const changes = useWalletChanges(step?.signature, flow.wallet);
  const tokens = changes.data?.tokens ?? [];
  const received = tokens.find((t) => t.mint === request.tokenMint && t.delta > 0n);
  const burned = tokens.find(
    (t) => t.delta < 0n && (basketMint ? t.mint === basketMint : t.mint !== request.tokenMint),
  );
  const tokenSymbol = tokenLabel(useTokenInfo(request.tokenMint) ?? { mint: request.tokenMint });

  // Balances cached before the flow are stale now.
  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: chainKeys.tokenBalances(connection.rpcEndpoint, flow.wallet),
    });
  }, [queryClient, connection.rpcEndpoint, flow.wallet]);

  const reading = changes.isError
    ? 'The transaction record could not be read; check your wallet.'
    : 'Reading the transaction…';
  const query = `?basket=${encodeURIComponent(request.basket)}`;

  return (
    <section className="op-success" aria-labelledby="burn-success-title">
      <h2 id="burn-success-title">Burned: {tokenSymbol} received</h2>
      <dl className="op-success__facts">
        <dt>Basket tokens burned</dt>
        <dd>
          {burned
            ? `${formatBaseUnits(-burned.delta, burned.decimals)}${basketSymbol ? ` ${basketSymbol}` : ''}`
            : reading}
        </dd>
        <dt>{tokenSymbol} received</dt>
        <dd>
          {received
            ? `${formatBaseUnits(received.delta, received.decimals)} ${tokenSymbol}`
            : reading}
        </dd>
      </dl>
      {request.tokenMint === WSOL_MINT ? (
        <p>
          wSOL is wrapped SOL: it stays in your wallet as a token until you unwrap it to SOL there.
        </p>
      ) : null}
      <h3>What next</h3>
      <ul>
        <li>
          <Link to="/baskets">My baskets</Link> — your remaining basket tokens.
        </li>
        <li>
          <Link to={`/mint${query}`}>Mint with one token</Link> — put a token back into this basket.
        </li>
      </ul>
    </section>
  );
}
