import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { accountAddress } from '../../solana/address';
import { describeDecodeError } from '../../solana/basketsProgram/errors';
import { useBasket, useTokenList } from '../../solana/basketsProgram/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { ReadFailed } from '../../ui/ReadFailed';
import { BasketView } from './BasketView';
import '../operation-page/OperationPage.css';
import './BasketPage.css';

/** The page while the basket is not (yet) shown: its heading and what is going on. */
function Frame({ children }: { children: ReactNode }) {
  useDocumentTitle('Basket');
  return (
    <section className="page basket-page" aria-labelledby="basket-title">
      <h1 id="basket-title">Basket</h1>
      {children}
    </section>
  );
}

/** /baskets/:address — one basket as its state account on the chain holds it, on any network. */
export default function BasketPage() {
  const { address } = useParams();
  const key = accountAddress(address);
  const basket = useBasket(key);
  const tokenList = useTokenList();
  // The basket's view is the page's largest render. A query's answer arrives in a task of its own
  // and renders at once; as one deferred value the view is built in a transition instead, in
  // slices that leave the main thread free between them (a phone's long task otherwise). It waits
  // for the token list too (or its failure): the list names the holdings and draws their chart, and
  // the composition card must not grow under the reader's eyes when it arrives.
  const answered = basket.data;
  const listRead = tokenList.isPending ? undefined : tokenList.data;
  const read = useMemo(
    () =>
      answered?.ok && !tokenList.isPending
        ? { address, state: answered.value, tokens: listRead?.ok ? listRead.value : null }
        : undefined,
    [address, answered, tokenList.isPending, listRead],
  );
  const shown = useDeferredValue(read);
  // Another basket's view (the link changed) is never shown under this address.
  const view = shown && shown.address === address ? shown : undefined;

  if (!key || !address) {
    return (
      <Frame>
        <Notice tone="error" title="This is not a basket address">
          <code className="break">{address}</code> is not a Solana address.{' '}
          <Link to="/explore">Explore the baskets</Link> to find one.
        </Notice>
      </Frame>
    );
  }
  if (basket.isError) {
    return (
      <Frame>
        <ReadFailed
          tone="error"
          title="The basket could not be read from the chain"
          read={basket}
        />
      </Frame>
    );
  }
  const reading = (
    <Frame>
      <p role="status">Reading the basket from the chain…</p>
    </Frame>
  );
  if (basket.isPending) return reading;
  const answer = basket.data;
  if (answer === null || !answer.ok) {
    return (
      <Frame>
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
        </Notice>
      </Frame>
    );
  }
  if (view === undefined) return reading;
  return (
    <BasketView
      address={address}
      state={view.state}
      tokenList={view.tokens}
      tokenListRead={tokenList}
    />
  );
}
