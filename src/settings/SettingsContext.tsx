import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_SETTINGS } from './defaults';
import { clearSettings, loadSettings, saveSettings, SETTINGS_STORAGE_KEY } from './storage';
import type { Settings } from './types';
import { RpcUrlContext } from '../solana/rpcFetchContext';

export interface SettingsContextValue {
  settings: Settings;
  /** Replaces and persists the settings. A change of network drops every cached query. */
  setSettings: (next: Settings) => void;
  /** Forgets the stored settings and returns to the build's defaults. */
  resetSettings: () => void;
  defaults: Settings;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function sameNetwork(a: Settings, b: Settings): boolean {
  return (
    a.cluster === b.cluster &&
    a.rpcUrl === b.rpcUrl &&
    a.wsUrl === b.wsUrl &&
    a.apiBase === b.apiBase
  );
}

export function SettingsProvider({
  children,
  defaults = DEFAULT_SETTINGS,
}: {
  children: ReactNode;
  defaults?: Settings;
}) {
  const queryClient = useQueryClient();
  const [settings, setState] = useState(() => loadSettings(browserStorage(), defaults));

  const apply = useCallback(
    (next: Settings) => {
      // Balances, tokens and baskets of one network must never show under another.
      if (!sameNetwork(settings, next)) queryClient.clear();
      setState(next);
    },
    [queryClient, settings],
  );

  const setSettings = useCallback(
    (next: Settings) => {
      saveSettings(browserStorage(), next);
      apply(next);
    },
    [apply],
  );

  const resetSettings = useCallback(() => {
    clearSettings(browserStorage());
    apply(defaults);
  }, [apply, defaults]);

  // Another tab saved settings: follow it, so two tabs never act on different networks.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
      apply(loadSettings(browserStorage(), defaults));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply, defaults]);

  const value = useMemo(
    () => ({ settings, setSettings, resetSettings, defaults }),
    [settings, setSettings, resetSettings, defaults],
  );
  return (
    <SettingsContext.Provider value={value}>
      <RpcUrlContext.Provider value={settings.rpcUrl}>{children}</RpcUrlContext.Provider>
    </SettingsContext.Provider>
  );
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings() must be used inside <SettingsProvider>');
  return value;
}
