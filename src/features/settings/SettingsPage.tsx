import { toast } from '../../notifications/toasts';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { CLUSTER_LABELS, useSettings, type Settings } from '../../settings';
import { SettingsForm } from './SettingsForm';
import { ThemeSetting } from './ThemeSetting';

export default function SettingsPage() {
  const { settings, setSettings, defaults } = useSettings();
  useDocumentTitle('Settings');

  function save(next: Settings) {
    const switched = next.cluster !== settings.cluster || next.rpcUrl !== settings.rpcUrl;
    setSettings(next);
    toast.success(
      switched ? `Settings saved — now on ${CLUSTER_LABELS[next.cluster]}` : 'Settings saved',
    );
  }

  return (
    <section className="page page-narrow" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <ThemeSetting />
      <h2>Network</h2>
      <p>
        Where Basketry reads the chain and builds transactions. Settings are kept in this browser
        only. Changing the network clears what was loaded from the previous one.
      </p>
      {/* Remounts when the settings change elsewhere (another tab, a reset) so it never shows stale values. */}
      <SettingsForm
        key={JSON.stringify(settings)}
        settings={settings}
        defaults={defaults}
        onSave={save}
      />
    </section>
  );
}
