import { useState } from 'react';

const DECIMAL_TEXT = /^\d*\.?\d*$/;

/** "12.5" → 12.5, "" / "." → null. */
export function parseDecimalText(text: string): number | null {
  if (text === '' || text === '.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Text state for a numeric field whose form value is a number: keeps what the user is typing
 * ("12." stays "12.") while the form holds 12, and follows the form when it changes the number
 * itself (split evenly, reset).
 */
export function useDraftNumber(value: number | null, onChange: (value: number | null) => void) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [seenValue, setSeenValue] = useState(value);

  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (!Object.is(parseDecimalText(text), value)) setText(value === null ? '' : String(value));
  }

  /** Accepts the new text if it is a (possibly unfinished) decimal; returns false if refused. */
  const update = (raw: string): boolean => {
    const next = raw.trim();
    if (!DECIMAL_TEXT.test(next)) return false;
    setText(next);
    const parsed = parseDecimalText(next);
    setSeenValue(parsed);
    onChange(parsed);
    return true;
  };

  return { text, update };
}
