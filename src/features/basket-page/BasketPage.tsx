import { PublicKey } from '@solana/web3.js';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { describeDecodeError } from '../../solana/basketsProgram/errors';
import { useBasket, useTokenList } from '../../solana/basketsProgram/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { BasketView } from './BasketView';
import '../operation-page/OperationPage.css';
import './BasketPage.css';

function keyOf(address: string | undefined): PublicKey | null {
  if (!address) return null;
  try {
    return new PublicKey(address);
  } catch {
    return null;
  }
}

/** /baskets/:address — one basket as its state account on the chain holds it, on any network. */
export default function BasketPage() {
  const { address } = useParams();
  const key = keyOf(address);
  const basket = useBasket(key);
  const tokenList = useTokenList();
  useDocumentTitle('Basket');

  const frame = (title: string, body: ReactNode) => (
    <section className="page basket-page" aria-labelledby="basket-title">
      <h1 id="basket-title">{title}</h1>
      {body}
    </section>
  );

  if (!key || !address) {
    return frame(
      'Basket',
      <Notice tone="error" title="This is not a basket address">
        <code className="break">{address}</code> is not a Solana address.{' '}
        <Link to="/explore">Explore the baskets</Link> to find one.
      </Notice>,
    );
  }
  if (basket.isError) {
    return frame(
      'Basket',
      <Notice
        tone="error"
        title="The basket could not be read from the chain"
        actions={<Button onClick={() => void basket.refetch()}>Try again</Button>}
      >
        {basket.error.message}
      </Notice>,
    );
  }
  if (basket.isPending) {
    return frame('Basket', <p role="status">Reading the basket from the chain…</p>);
  }
  const answer = basket.data;
  if (answer === null || !answer.ok) {
    return frame(
      'Basket',
      <Notice
        tone="warn"
        title="No basket at this address"
        actions={<Button onClick={() => void basket.refetch()}>Read again</Button>}
      >
        {answer === null
          ? 'The network has no account at this address. A basket created a moment ago may take a few seconds to show.'
          : describeDecodeError(answer.error)}{' '}
        Check that it is the basket’s address (not its token mint), or{' '}
        <Link to="/explore">explore the baskets</Link>.
      </Notice>,
    );
  }
  return (
    <BasketView
      address={address}
      state={answer.value}
      tokenList={tokenList.data?.ok ? tokenList.data.value : null}
      tokenListError={tokenList.error}
      retryTokenList={() => void tokenList.refetch()}
    />
  );
}
