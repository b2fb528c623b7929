import { useState } from 'react';
import { readDecimalText, type NumberReading } from './numberText';

/**
 * The number a field's text stands for: null while empty, NaN while the text is not a number
 * (the composition schema refuses NaN, so Review is refused while the field shows the reason).
 */
export function draftValue(reading: NumberReading): number | null {
  if (reading.kind === 'empty') return null;
  return reading.kind === 'number' ? reading.value : Number.NaN;
}

/**
 * Text state for a numeric field whose form value is a number: keeps exactly what the user typed
 * ("12." stays "12.", "1e3" stays "1e3") while the form holds its number, and follows the form
 * when it changes the number itself (split evenly, reset).
 */
export function useDraftNumber(value: number | null, onChange: (value: number | null) => void) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [seenValue, setSeenValue] = useState(value);
  const reading = readDecimalText(text);

  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (!Object.is(draftValue(reading), value)) {
      setText(value === null ? '' : String(value));
    }
  }

  /** Keeps the text as typed and hands the form the number it stands for. */
  const update = (next: string) => {
    setText(next);
    const number = draftValue(readDecimalText(next));
    setSeenValue(number);
    onChange(number);
  };

  return { text, reading, update };
}
