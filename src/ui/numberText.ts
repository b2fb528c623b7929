// Reading the text of a number field, and saying in words what is wrong with it. The fields keep
// exactly what was typed; the form schemas (numberTextSchema.ts) and the fields' live messages
// both read it here, so a field and its form never disagree. Limits (at most 10,000 bps, at least
// an hour) are not checked here: they are the API schemas' (src/api/schemas.ts).

/** What a number field's text says. */
export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Text on its way to a number ("." before "5"): refused when the form is checked, not live. */
  | { kind: 'unfinished'; message: string }
  /** Text that no further typing can make right ("-1", "1e3", "٣"): said at once. */
  | { kind: 'refused'; message: string };

/** How a whole-number field names its unit in messages. */
export interface WholeNumberRules {
  /** An example of good input, e.g. "50". */
  example: string;
  /** Why `text`, a number with a fraction (`value`), is refused. */
  fraction: (text: string, value: number) => string;
  /** Why `text` ending in "%" is refused; the number before the sign is `value`. */
  percent: (value: number) => string;
}

export interface DecimalRules {
  /** Most fraction digits allowed (the token's decimals); more are refused. */
  decimals?: number;
  /** Named in the decimals message, e.g. "USDC". */
  symbol?: string;
}

const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^\d+$/;
const EXPONENT = /^(\d+\.?\d*|\.\d+)[eE]([+-]?\d*)$/;
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const DECIMAL_COMMA = /^\d*,\d+$/;
const SPACED = /^\d[\d\s]*\d(\.\d*)?$/;
const PERCENT = /^(\d+\.?\d*|\.\d+)\s*%$/;
/** Minus signs people type or paste: hyphen-minus, minus, hyphen, en dash. */
const MINUS = /^[-\u2212\u2010\u2013]/;
/** A decimal digit of any script that is not one of 0–9 (Arabic-Indic, Devanagari, full-width…). */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;
/** Longest written-out form offered for exponent text; beyond it the words say what to do. */
const WRITTEN_OUT_MAX = 24;

function refused(message: string): NumberReading {
  return { kind: 'refused', message };
}

/** "1.5e3" → "1500", "2e-4" → "0.0002"; null when the exponent is missing or the result is long. */
function writtenOut(mantissa: string, exponentText: string): string | null {
  if (!/^[+-]?\d+$/.test(exponentText)) return null;
  const exponent = Number(exponentText);
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point > WRITTEN_OUT_MAX || point < -WRITTEN_OUT_MAX) return null;
  const padded =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  const trimmed = padded.includes('.') ? padded.replace(/\.?0+$/, '') : padded;
  const plain = trimmed.replace(/^0+(?=\d)/, '');
  return plain.length <= WRITTEN_OUT_MAX ? plain : null;
}

/** The mistakes both kinds of field share, or null when `text` (trimmed, non-empty) has none. */
function commonMistake(text: string): NumberReading | null {
  if (MINUS.test(text)) return refused("Can't be negative");
  if (OTHER_DIGIT.test(text)) return refused('Use the digits 0–9');
  if (text.startsWith('+')) return refused('Leave out the + sign');
  const exponent = EXPONENT.exec(text);
  if (exponent) {
    const plain = writtenOut(exponent[1] ?? '', exponent[2] ?? '');
    return refused(
      plain === null
        ? 'Write the number out in digits, without “e”'
        : `Write the number out: ${plain}`,
    );
  }
  if (THOUSANDS.test(text)) {
    return refused(`Leave out the thousands separators: ${text.replaceAll(',', '')}`);
  }
  if (SPACED.test(text)) return refused(`Leave out the spaces: ${text.replace(/\s/g, '')}`);
  return null;
}

function finite(value: number): NumberReading {
  return Number.isFinite(value) ? { kind: 'number', value } : refused('That number is too large');
}

/** Reads an amount or a weight: digits with at most one decimal point ("12.5", "12.", ".5"). */
export function readDecimalText(raw: string, rules: DecimalRules = {}): NumberReading {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (text === '.') return { kind: 'unfinished', message: 'Write a number, e.g. 12.5' };
  if (PLAIN_DECIMAL.test(text)) {
    const { decimals, symbol } = rules;
    const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
    if (decimals !== undefined && fraction.length > decimals) {
      const token = symbol ?? 'This token';
      return refused(
        decimals === 0
          ? `${token} has no decimals: enter a whole number`
          : `${token} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`,
      );
    }
    return finite(Number(text));
  }
  const mistake = commonMistake(text);
  if (mistake) return mistake;
  if (DECIMAL_COMMA.test(text)) return refused(`Use a dot for decimals: ${text.replace(',', '.')}`);
  const percent = PERCENT.exec(text);
  if (percent) return refused(`Leave out the % sign: ${percent[1]}`);
  if (/^[\d.]+$/.test(text)) return refused('Only one decimal point');
  return refused('Write a number with the digits 0–9 and a dot, e.g. 12.5');
}

/** The amount or weight `text` stands for, when the field accepts it (for live estimates). */
export function acceptedDecimal(text: string, rules: DecimalRules = {}): number | undefined {
  const reading = readDecimalText(text, rules);
  return reading.kind === 'number' ? reading.value : undefined;
}

/** Reads a whole number (basis points, seconds): digits only. */
export function readWholeNumberText(raw: string, rules: WholeNumberRules): NumberReading {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (WHOLE.test(text)) return finite(Number(text));
  const mistake = commonMistake(text);
  if (mistake) return mistake;
  const asDecimal = text.replace(',', '.');
  if (PLAIN_DECIMAL.test(asDecimal)) return refused(rules.fraction(text, Number(asDecimal)));
  const percent = PERCENT.exec(text);
  if (percent) return refused(rules.percent(Number(percent[1])));
  return refused(`Write a whole number with the digits 0–9, e.g. ${rules.example}`);
}

/**
 * The message a number field shows: what is wrong with its text at once when no typing can fix
 * it; for unfinished text, the reading's words once the form has refused it (the form's own
 * message for it is less specific); otherwise the form's message (limits, balance, "required").
 */
export function numberFieldMessage(
  reading: NumberReading,
  formError: string | undefined,
): string | undefined {
  if (reading.kind === 'refused') return reading.message;
  if (reading.kind === 'unfinished' && formError !== undefined) return reading.message;
  return formError;
}

/** Basis points, where a fraction most likely means a percentage. */
export const BPS_RULES: WholeNumberRules = {
  example: '50',
  fraction: (text, value) => {
    const bps = Math.round(value * 100);
    const asBps = Math.abs(bps - value * 100) < 1e-9 ? `${bps} bps = ${value} %` : '100 bps = 1 %';
    return `Whole numbers of basis points only: ${text} is not one (${asBps})`;
  },
  percent: (value) => {
    const bps = Math.round(value * 100);
    return Math.abs(bps - value * 100) < 1e-9
      ? `Enter basis points, not a percentage: ${value} % = ${bps} bps`
      : 'Enter basis points, not a percentage: 1 % = 100 bps';
  },
};

export const SECONDS_RULES: WholeNumberRules = {
  example: '3600',
  fraction: (text) => `Whole seconds only: ${text} is not one (3600 seconds = 1 hour)`,
  percent: () => 'Enter a number of seconds, e.g. 3600 for 1 hour',
};
