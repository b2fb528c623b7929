// The settings form's fields, each drawn from its description: text fields (addresses, the key)
// and choices from a fixed list.
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../ui/Field';
import type { SettingsFormValues } from './settingsFormSchema';

export type TextSetting =
  | 'rpcUrl'
  | 'wsUrl'
  | 'apiBase'
  | 'jupiterApiBase'
  | 'jupiterApiKey'
  | 'priceHistoryApiBase'
  | 'priceHistoryApiKey';

export interface TextSettingDescription {
  label: string;
  help: string;
  required?: boolean;
  /** Kept out of sight (the API key). */
  secret?: boolean;
  /** Shown but not typed in (the WebSocket URL while it follows the RPC URL). */
  readOnly?: boolean;
}

export function TextSettingField({
  form,
  name,
  setting,
  onChange,
  note,
}: {
  form: UseFormReturn<SettingsFormValues>;
  name: TextSetting;
  setting: TextSettingDescription;
  /** Told what was typed (the RPC URL moves the WebSocket URL that follows it). */
  onChange?: (value: string) => void;
  /** What the form itself did to the field (cleared a key), said under it. */
  note?: string;
}) {
  const noteId = useId();
  return (
    <Field
      label={setting.label}
      help={setting.help}
      error={form.formState.errors[name]?.message}
      required={setting.required}
      describedBy={note ? noteId : undefined}
      below={
        <p id={noteId} className="settings-field-note" role="status">
          {note}
        </p>
      }
    >
      {(controlProps) => (
        <input
          {...controlProps}
          className="ui-input ui-input--mono"
          type={setting.secret ? 'password' : 'url'}
          inputMode={setting.secret ? undefined : 'url'}
          autoComplete="off"
          spellCheck={false}
          readOnly={setting.readOnly}
          {...form.register(name, onChange && { onChange: (e) => onChange(e.target.value) })}
        />
      )}
    </Field>
  );
}

export type ChoiceSetting = 'cluster' | 'explorer' | 'sendMode';

export interface ChoiceSettingDescription<V extends string> {
  label: string;
  help: string;
  options: readonly V[];
  labels: Record<V, string>;
}

export function SelectSettingField<N extends ChoiceSetting>({
  form,
  name,
  setting,
  onChange,
}: {
  form: UseFormReturn<SettingsFormValues>;
  name: N;
  setting: ChoiceSettingDescription<SettingsFormValues[N]>;
  /** Told the choice (a network brings its own addresses). */
  onChange?: (value: SettingsFormValues[N]) => void;
}) {
  const { label, help, options, labels } = setting;
  const chosen = (text: string) => options.find((option) => option === text);
  return (
    <Field label={label} help={help} error={form.formState.errors[name]?.message}>
      {(controlProps) => (
        <select
          {...controlProps}
          className="ui-input"
          {...form.register(
            name,
            onChange && {
              onChange: (e) => {
                const value = chosen(e.target.value);
                if (value !== undefined) onChange(value);
              },
            },
          )}
        >
          {options.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
