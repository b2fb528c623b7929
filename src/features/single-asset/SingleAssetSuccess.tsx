import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatTokenAmount } from '../../solana/amounts';
import { WSOL_MINT } from '../../solana/tokens';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import { useTokenWordsOf } from '../../tokens/useTokenWords';
import { useBasketDetails } from '../baskets/useBasketDetails';

/**
 * The mint or burn landed: what went in and what came out of the wallet (the chosen token and
 * basket tokens, one each way), as the chain recorded them.
 */
export function SingleAssetSuccess({ flow }: { flow: FlowOf<'mint'> | FlowOf<'burn'> }) {
  const { request } = flow;
  const minted = flow.op === 'mint';
  const { details } = useBasketDetails(request.basket);
  const basketMint = flow.facts.basketMint ?? details?.mint;
  const basketSymbol = flow.names?.basket ?? details?.symbol;
  const step = flow.steps[0];
  const changes = useWalletChanges(step ? signedOf(step)?.signature : undefined, flow.wallet);
  const tokens = changes.data?.tokens ?? [];
  // Minting pays the token and receives basket tokens; burning the other way round.
  const tokenMove = tokens.find(
    (t) => t.mint === request.tokenMint && (minted ? t.delta < 0n : t.delta > 0n),
  );
  const basketMove = tokens.find(
    (t) =>
      (minted ? t.delta > 0n : t.delta < 0n) &&
      (basketMint ? t.mint === basketMint : t.mint !== request.tokenMint),
  );
  // By the one rule (docs/token-names.md): a look-alike is named as one.
  const token = useTokenWordsOf(request.tokenMint);

  const reading = changes.isError
    ? 'The transaction record could not be read; check your wallet.'
    : 'Reading the transaction…';
  const tokenFact = (
    <>
      <dt>
        {token.label} {minted ? 'deposited' : 'received'}
      </dt>
      <dd>
        {tokenMove ? (
          <>
            {formatTokenAmount(minted ? -tokenMove.delta : tokenMove.delta, tokenMove.decimals)}{' '}
            <TokenWordsView words={token} />
          </>
        ) : (
          reading
        )}
      </dd>
    </>
  );
  const basketFact = (
    <>
      <dt>Basket tokens {minted ? 'received' : 'burned'}</dt>
      <dd>
        {basketMove
          ? `${formatTokenAmount(minted ? basketMove.delta : -basketMove.delta, basketMove.decimals)}${basketSymbol ? ` ${basketSymbol}` : ''}`
          : reading}
      </dd>
    </>
  );
  const query = `?basket=${encodeURIComponent(request.basket)}`;
  const headingId = `${flow.op}-success-title`;

  return (
    <section className="op-success" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {minted ? 'Minted: basket tokens received' : `Burned: ${token.label} received`}
      </h2>
      <dl className="op-success__facts">
        {minted ? tokenFact : basketFact}
        {minted ? basketFact : tokenFact}
      </dl>
      {!minted && request.tokenMint === WSOL_MINT ? (
        <p>
          wSOL is wrapped SOL: it stays in your wallet as a token until you unwrap it to SOL there.
        </p>
      ) : null}
      <h3>What next</h3>
      {minted ? (
        <ul>
          <li>
            <Link to="/baskets">Your portfolio</Link> — this basket is saved there with your
            balance.
          </li>
          <li>
            <Link to={`/burn${query}`}>Burn for one token</Link> — turn basket tokens back into one
            of the basket’s tokens.
          </li>
          <li>
            <Link to={`/withdraw${query}`}>Withdraw from this basket</Link> — redeem basket tokens
            for your share of all its assets.
          </li>
        </ul>
      ) : (
        <ul>
          <li>
            <Link to="/baskets">Your portfolio</Link> — your remaining basket tokens.
          </li>
          <li>
            <Link to={`/mint${query}`}>Mint with one token</Link> — put a token back into this
            basket.
          </li>
        </ul>
      )}
    </section>
  );
}
