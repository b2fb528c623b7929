import { Card } from '../../ui/Card';
import { CopyButton } from '../../ui/CopyButton';
import { edgeBase, shareLinks } from './shareLinks';

/** Links to pass the basket on: a preview with its card, and its deposit Action as a Blink. */
export function ShareBasket({ address }: { address: string }) {
  const links = shareLinks(edgeBase(), address);
  return (
    <Card title="Share this basket">
      <dl className="op-success__facts">
        <dt>Share link</dt>
        <dd>
          <code className="break">{links.sharePage}</code>{' '}
          <CopyButton text={links.sharePage} what="share link" />
          <span className="ui-subline">Shows the basket’s card where it is posted.</span>
        </dd>
        <dt>Blink</dt>
        <dd>
          <code className="break">{links.blink}</code>{' '}
          <CopyButton text={links.blink} what="Blink link">
            Copy Blink link
          </CopyButton>
          <span className="ui-subline">
            Deposit into this basket from a wallet or a blink client;{' '}
            <a href={links.dialTo} rel="noopener noreferrer">
              open it on dial.to
            </a>
            .
          </span>
        </dd>
      </dl>
    </Card>
  );
}
