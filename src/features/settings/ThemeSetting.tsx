import { useState } from 'react';
import {
  THEME_LABELS,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../../settings/themePreference';
import { useThemePreference } from '../../settings/useThemePreference';
import { ChoiceGroup } from '../../ui/ChoiceGroup';

const THEME_WORDS: Record<ThemePreference, string> = {
  system: 'Light or dark, as this device is set.',
  light: 'Always light.',
  dark: 'Always dark.',
};

const THEME_CHOICES = THEME_PREFERENCES.map((theme) => ({
  value: theme,
  label: THEME_LABELS[theme],
  words: THEME_WORDS[theme],
}));

/**
 * The Theme setting: it applies and is kept the moment it is chosen, apart from the network
 * settings' form and its Save button.
 */
export function ThemeSetting() {
  const [theme, choose] = useThemePreference();
  const [notKept, setNotKept] = useState(false);
  return (
    <ChoiceGroup
      legend="Theme"
      help="Applies at once and is kept in this browser."
      choices={THEME_CHOICES}
      value={theme}
      onChange={(next) => setNotKept(!choose(next))}
      error={
        notKept
          ? 'This browser would not keep the choice: it applies until the page is reloaded.'
          : undefined
      }
    />
  );
}
