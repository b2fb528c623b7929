import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatBaseUnits } from '../../solana/amounts';
import { WSOL_MINT } from '../../solana/tokens';
import { useTokenInfo } from '../../tokens/queries';
import { tokenLabel } from '../../tokens/tokenInfo';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { BURN_STEP } from './operation';

/** The burn landed: the basket tokens burned and the token received, as the chain recorded them. */
export function BurnSuccess({
  flow,
  basketSymbol,
  basketMint,
}: {
  flow: FlowOf<'burn'>;
  basketSymbol?: string;
  basketMint?: string;
}) {
  const { request } = flow;
  const step = flow.steps.find((s) => s.key === BURN_STEP.key);
  const changes = useWalletChanges(step ? signedOf(step)?.signature : undefined, flow.wallet);
  const tokens = changes.data?.tokens ?? [];
  const received = tokens.find((t) => t.mint === request.tokenMint && t.delta > 0n);
  const burned = tokens.find(
    (t) => t.delta < 0n && (basketMint ? t.mint === basketMint : t.mint !== request.tokenMint),
  );
  const tokenSymbol = tokenLabel(useTokenInfo(request.tokenMint) ?? { mint: request.tokenMint });

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
