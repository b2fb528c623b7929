// Whether the browser may show a notification when the tab is in the background, and how to
// change it: a button to ask (the browser asks the person), or — refused — where to allow it. The
// inbox works either way.
import { useState } from 'react';
import { Button } from '../../ui/Button';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission =>
  'Notification' in globalThis ? globalThis.Notification.permission : 'unsupported';

export function BrowserNotifications() {
  const [permission, setPermission] = useState<Permission>(current);
  if (permission === 'unsupported') {
    return (
      <p className="inbox__permission">
        This browser shows no notifications of its own: the inbox keeps every notice.
      </p>
    );
  }
  if (permission === 'granted') {
    return (
      <p className="inbox__permission">
        Browser notifications are on: one comes when this tab is in the background.
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="inbox__permission" role="note">
        Browser notifications are blocked for this site. To allow them, open the site’s settings
        (the icon left of the address), set Notifications to Allow, and reload the page. The inbox
        keeps every notice meanwhile.
      </p>
    );
  }
  return (
    <div className="inbox__permission">
      <p>A browser notification when this tab is in the background, too?</p>
      <Button
        size="sm"
        onClick={() => {
          void globalThis.Notification.requestPermission().then(setPermission, () =>
            setPermission(current()),
          );
        }}
      >
        Allow browser notifications
      </Button>
    </div>
  );
}
