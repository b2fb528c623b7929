import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { publicKeySchema } from '../../api/schemas';
import type { OperationWords } from '../../operations/descriptor';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { shortenAddress } from '../../ui/format';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import { OperationPageFrame } from '../operation-page/OperationPageFrame';
import { ClaimAssets } from './ClaimAssets';
import { useClaimInbox } from './useClaimInbox';
import { useClaimTokenNames } from './useClaimTokenNames';
import { AddressFact } from '../operation-page/AddressFact';
import { formatTokenAmount } from '../../solana/amounts';

// The success view and the flow's definition come with the flow engine, loaded on demand
// (lazyOutcomeView.tsx): the claim's review renders without them.
const ClaimSuccess = lazyOutcomeView<OperationSuccessProps<'claim'>>(() =>
  import('../outcomeViews').then((m) => m.ClaimSuccess),
);

/** One withdraw account: what it holds, and the two-step claim. */
export function ClaimAccount({ account, words }: { account: string; words: OperationWords }) {
  const valid = publicKeySchema.safeParse(account);
  if (!valid.success) {
    return (
      <OperationPageFrame title={words.title} lead={words.lead}>
        <Notice tone="error" title="This is not a withdraw account address">
          {valid.error.issues[0]?.message}. Open the claim from your{' '}
          <Link to="/claim">claim inbox</Link>, or paste the address there.
        </Notice>
      </OperationPageFrame>
    );
  }
  return <OperationPage op="claim" words={words} Form={ClaimReview} Success={ClaimSuccess} />;
}

/**
 * What the withdraw account holds, and the button that prepares its claim. The account is the
 * route's (/claim/:account), checked by ClaimAccount before this is shown.
 */
function ClaimReview({ start, wallet }: OperationFormContext<'claim'>) {
  const { account = '' } = useParams();
  const { items, sellStates, tokenList } = useClaimInbox();
  const [needsWallet, setNeedsWallet] = useState(false);
  const item = items.find((i) => i.account === account);
  const from = item?.basketSymbol ?? (item?.basket ? shortenAddress(item.basket) : undefined);
  // The timeline names each token the claim claims (by the service's token id), with the names
  // known when the flow is declared: Review pressed while they are read waits for them.
  const { names, settled } = useClaimTokenNames(
    item?.tokenMints,
    sellStates.isLoading || tokenList.isLoading,
  );
  const [waitingForNames, setWaitingForNames] = useState(false);
  const review = useCallback(
    async (user: string) => {
      const { claimOperation } = await import('../engines');
      await start(claimOperation.declare({ user, basket: account }, names));
    },
    [start, account, names],
  );
  useEffect(() => {
    if (!waitingForNames) return;
    if (wallet && !settled) return;
    setWaitingForNames(false);
    // A wallet gone meanwhile leaves nothing to sign with: the button is offered again.
    if (wallet) void review(wallet);
  }, [waitingForNames, settled, wallet, review]);

  return (
    <div className="op-form">
      <dl className="op-success__facts">
        <AddressFact label="Withdraw account" address={account} what="withdraw account" />
        {from ? (
          <>
            <dt>From basket</dt>
            <dd>{from}</dd>
          </>
        ) : null}
        {item?.amount !== undefined ? (
          <>
            <dt>Basket tokens withdrawn</dt>
            <dd>{formatTokenAmount(item.amount)}</dd>
          </>
        ) : null}
        <dt>What will arrive</dt>
        <dd>
          <ClaimAssets assets={item?.assets} />
        </dd>
      </dl>
      {item?.status === 'pending' ? (
        <Notice tone="info" title="Not ready yet">
          The basket is still moving your share of its assets into the withdraw account. This page
          updates by itself; the claim works once they are there.
        </Notice>
      ) : null}
      {needsWallet && !wallet ? (
        <Notice tone="error" title="Connect a wallet first">
          The wallet that made the withdrawal signs the claim.
        </Notice>
      ) : null}
      <div className="op-form__actions">
        <Button
          variant="primary"
          busy={waitingForNames}
          onClick={() => {
            if (!wallet) {
              setNeedsWallet(true);
              return;
            }
            if (settled) void review(wallet);
            else setWaitingForNames(true);
          }}
        >
          Review claim
        </Button>
        <Link to="/claim">Back to the claim inbox</Link>
      </div>
    </div>
  );
}
