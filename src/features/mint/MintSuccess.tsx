import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatBaseUnits } from '../../solana/amounts';
import { useTokenInfo } from '../../tokens/queries';
import { tokenLabel } from '../../tokens/tokenInfo';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { MINT_STEP } from './operation';

/** The mint landed: the token spent and the basket tokens received, as the chain recorded them. */
export function MintSuccess({
  flow,
  basketSymbol,
  basketMint,
}: {
  flow: FlowOf<'mint'>;
  basketSymbol?: string;
  basketMint?: string;
}) {
  const { request } = flow;
  const step = flow.steps.find((s) => s.key === MINT_STEP.key);
  const changes = useWalletChanges(step ? signedOf(step)?.signature : undefined, flow.wallet);
  const tokens = changes.data?.tokens ?? [];
  const spent = tokens.find((t) => t.mint === request.tokenMint && t.delta < 0n);
  const received = tokens.find(
    (t) => t.delta > 0n && (basketMint ? t.mint === basketMint : t.mint !== request.tokenMint),
  );
  const tokenSymbol = tokenLabel(useTokenInfo(request.tokenMint) ?? { mint: request.tokenMint });

  const reading = changes.isError
    ? 'The transaction record could not be read; check your wallet.'
    : 'Reading the transaction…';
  const query = `?basket=${encodeURIComponent(request.basket)}`;

  return (
    <section className="op-success" aria-labelledby="mint-success-title">
      <h2 id="mint-success-title">Minted: basket tokens received</h2>
      <dl className="op-success__facts">
        <dt>{tokenSymbol} deposited</dt>
        <dd>
          {spent ? `${formatBaseUnits(-spent.delta, spent.decimals)} ${tokenSymbol}` : reading}
        </dd>
        <dt>Basket tokens received</dt>
        <dd>
          {received
            ? `${formatBaseUnits(received.delta, received.decimals)}${basketSymbol ? ` ${basketSymbol}` : ''}`
            : reading}
        </dd>
      </dl>
      <h3>What next</h3>
      <ul>
        <li>
          <Link to="/baskets">My baskets</Link> — this basket is saved there with your balance.
        </li>
        <li>
          <Link to={`/burn${query}`}>Burn for one token</Link> — turn basket tokens back into one of
          the basket’s tokens.
        </li>
        <li>
          <Link to={`/withdraw${query}`}>Withdraw from this basket</Link> — redeem basket tokens for
          your share of all its assets.
        </li>
      </ul>
    </section>
  );
}
