// The header's inbox (docs/reports.md, "Word when something happens"): a button with the number
// unread, opening a panel with what happened to the wallet's baskets while the app was open, the
// way to browser notifications, and "Mark all as read". It runs the watcher that finds the news;
// loaded on demand once a wallet is connected.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useScopedAction, useWalletListStore } from '../../storage/useWalletListStore';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { BrowserNotifications } from './BrowserNotifications';
import { inboxStore, markAllRead } from './inboxStore';
import { useInboxWatcher } from './useInboxWatcher';
import './Inbox.css';

/** The watcher starts this long after the wallet connects: the page's own reads come first. */
const WATCH_AFTER_MS = 3_000;

function Watcher({ wallet }: { wallet: string }) {
  useInboxWatcher(wallet);
  return null;
}

export default function Inbox({ wallet }: { wallet: string }) {
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWatching(true), WATCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const { list, scope } = useWalletListStore(inboxStore);
  const readAll = useScopedAction(scope, markAllRead);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const unread = list.filter((e) => !e.read).length;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="inbox">
      {watching ? <Watcher wallet={wallet} /> : null}
      <Button
        ref={toggle}
        size="sm"
        variant="ghost"
        className="inbox__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'}
        title="Inbox"
        onClick={() => setOpen((o) => !o)}
      >
        {/* An envelope, not the word: the header holds brand, places, network and wallet in one row. */}
        <svg className="inbox__icon" viewBox="0 0 20 16" aria-hidden="true" focusable="false">
          <rect x="1" y="1" width="18" height="14" rx="2" />
          <path d="M1.5 2.5 10 9l8.5-6.5" />
        </svg>
        {unread > 0 ? <span className="inbox__count">{unread}</span> : null}
      </Button>
      {open ? (
        <section id={panelId} className="inbox__panel" aria-label="Inbox">
          <h2 className="inbox__title">Inbox</h2>
          <BrowserNotifications />
          {list.length === 0 ? (
            <p>
              Nothing yet. While the app is open, a deposit’s basket tokens, a withdrawal ready to
              claim, and a rebalance or an edit of a basket you hold show here.
            </p>
          ) : (
            <ul className="inbox__list" aria-label="Notices">
              {list.map((entry) => (
                <li key={entry.id} className={entry.read ? undefined : 'inbox__unread'}>
                  <p className="inbox__what">
                    {entry.link ? (
                      <Link to={entry.link} onClick={() => setOpen(false)}>
                        {entry.title}
                      </Link>
                    ) : (
                      entry.title
                    )}
                  </p>
                  <p className="inbox__body">{entry.body}</p>
                  <p className="inbox__when">{formatDate(entry.at, true)}</p>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 ? (
            <Button size="sm" onClick={() => readAll()}>
              Mark all as read
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
