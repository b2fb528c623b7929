// A key in the form belongs to the origin it was given for (src/settings/apiKeys.ts): the saved
// URL's, or the URL's when the user typed it. When its URL moves to another origin, typed or by a
// network's preset, the form clears the key and says so at the key field; when the URL comes back
// to that origin before anything else was typed there, the key comes back and the note goes.
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { originOf, type ApiKeyField, type ApiKeyPair } from '../../settings/apiKeys';
import type { SettingsFormValues } from './settingsFormSchema';

/** A key the form took out: what it was, and the origin it belongs to. */
export interface ClearedKey {
  readonly key: string;
  readonly origin: string;
}

type Origins = Record<ApiKeyField, string | null>;

function originsOf(values: SettingsFormValues): Origins {
  return {
    jupiterApiKey: originOf(values.jupiterApiBase),
    priceHistoryApiKey: originOf(values.priceHistoryApiBase),
  };
}

function without(cleared: Partial<Record<ApiKeyField, ClearedKey>>, field: ApiKeyField) {
  const { [field]: _gone, ...rest } = cleared;
  return rest;
}

export function useApiKeyOrigins(
  form: UseFormReturn<SettingsFormValues>,
  saved: SettingsFormValues,
) {
  const givenFor = useRef<Origins | null>(null);
  givenFor.current ??= originsOf(saved);
  const [cleared, setCleared] = useState<Partial<Record<ApiKeyField, ClearedKey>>>({});
  const options = { shouldDirty: true, shouldValidate: true };

  /** After a URL of the form changed: its key stays only on the origin it was given for. */
  function urlChanged({ url, key: field }: ApiKeyPair) {
    const origins = givenFor.current ?? originsOf(saved);
    const origin = originOf(form.getValues(url));
    const key = form.getValues(field);
    const owner = origins[field];
    const taken = cleared[field];
    if (key !== '' && owner === null) {
      // Typed before there was a URL: it is for the first address the user gives.
      origins[field] = origin;
    } else if (key !== '' && owner !== origin) {
      form.setValue(field, '', options);
      setCleared((now) => ({ ...now, [field]: { key, origin: owner } }));
    } else if (key === '' && taken && taken.origin === origin) {
      form.setValue(field, taken.key, options);
      setCleared((now) => without(now, field));
    }
  }

  /** The user typed a key: it is for the URL above it now. */
  function keyTyped({ url, key: field }: ApiKeyPair) {
    const origins = givenFor.current ?? originsOf(saved);
    origins[field] = originOf(form.getValues(url));
    setCleared((now) => without(now, field));
  }

  /** The whole form was reset to `values` (discarded, or the defaults restored). */
  function reset(values: SettingsFormValues) {
    givenFor.current = originsOf(values);
    setCleared({});
  }

  return { cleared, urlChanged, keyTyped, reset };
}
