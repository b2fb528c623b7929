import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { COMPOSITION_MAX } from '../api/schemas';
import { Button } from './Button';
import {
  compositionTotal,
  describeTotal,
  duplicateRows,
  splitEvenly,
  weightToFill,
  type CompositionRow,
} from './composition';
import { CompositionRowFields, type RowHandlers } from './CompositionRowFields';
import { formatPercent } from './format';
import { LocalTokenField } from './LocalTokenField';
import type { TokenFieldProps } from './TokenField';
import type { TokenOption } from './TokenOption';
import './CompositionEditor.css';

interface MessageLike {
  message?: string;
}

/**
 * Errors in the shape react-hook-form gives for an array field (`formState.errors.composition`):
 * per-row `[i].token` / `[i].weight`, and the whole list's message (zod refinements on the array
 * land in `message` or `root.message` depending on how the field is registered).
 */
export interface CompositionErrors {
  message?: string;
  root?: MessageLike;
  [index: number]: { token?: MessageLike; weight?: MessageLike } | undefined;
}

export interface CompositionEditorProps {
  value: readonly CompositionRow[];
  onChange: (rows: CompositionRow[]) => void;
  onBlur?: () => void;
  /** Tokens offered before anything is typed; any other mint can be searched for or pasted. */
  tokens: readonly TokenOption[];
  /** The field that picks each row's token; by default it searches `tokens` only. */
  tokenField?: ComponentType<TokenFieldProps>;
  errors?: CompositionErrors;
  /** Visible legend of the group (default "Composition"). */
  legend?: ReactNode;
  help?: ReactNode;
  disabled?: boolean;
  /** Most rows allowed (default: the basket's 15 slots). */
  maxRows?: number;
}

const NO_ROWS: readonly CompositionRow[] = [];

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/** Rows of token + weight with split/fill helpers, a live total and errors at each row. */
export function CompositionEditor({
  value: givenValue,
  onChange,
  onBlur,
  tokens,
  tokenField: TokenField = LocalTokenField,
  errors,
  legend = 'Composition',
  help,
  disabled,
  maxRows = COMPOSITION_MAX,
}: CompositionEditorProps) {
  // A form without a default for the field hands over undefined: treat it as no rows.
  const value = givenValue ?? NO_ROWS;
  const ids = useId();
  const helpId = `${ids}-help`;
  const addReasonId = `${ids}-add-reason`;
  const fillReasonId = `${ids}-fill-reason`;

  // Stable keys per row so each row keeps its own typing state when another row is removed.
  const [keys, setKeys] = useState<string[]>(() => (givenValue ?? []).map(newKey));
  const [fillIndex, setFillIndex] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const tokenRefs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  // The form replaced the list (reset, prefill): start fresh keys.
  let rowKeys = keys;
  if (keys.length !== value.length) {
    rowKeys = value.map(newKey);
    setKeys(rowKeys);
  }

  const usedIn = useMemo(() => {
    const map = new Map<string, number[]>();
    value.forEach((row, i) => map.set(row.token, [...(map.get(row.token) ?? []), i + 1]));
    return map;
  }, [value]);
  const duplicates = duplicateRows(value);
  const total = compositionTotal(value);
  const fillTarget = fillIndex !== null && fillIndex < value.length ? fillIndex : value.length - 1;
  const fillWeight = fillTarget >= 0 ? weightToFill(value, fillTarget) : null;
  const canAdd = value.length < maxRows;
  const wholeError = errors?.message ?? errors?.root?.message;

  useEffect(() => {
    if (pendingFocus === null) return;
    const key = keys[pendingFocus];
    const target = key ? tokenRefs.current.get(key) : undefined;
    (target ?? addButton.current)?.focus();
    setPendingFocus(null);
  }, [pendingFocus, keys]);

  const setRow = (index: number, patch: Partial<CompositionRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const addRow = () => {
    setKeys([...rowKeys, newKey()]);
    onChange([...value, { token: '', weight: null }]);
    setPendingFocus(value.length);
  };

  const removeRow = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
    if (fillIndex !== null && fillIndex >= index) setFillIndex(null);
    setPendingFocus(Math.min(index, value.length - 2));
  };

  // Each row's handlers stay the same functions for the row's life and act on the rows as last
  // rendered: a row whose own props did not change is not rendered again, so a key typed in one
  // weight renders that row, not every row with its token field (bench/README.md, interactions).
  const latest = useRef({ rowKeys, setRow, removeRow, usedIn });
  const handlers = useRef(new Map<string, RowHandlers>());
  useLayoutEffect(() => {
    latest.current = { rowKeys, setRow, removeRow, usedIn };
    for (const key of handlers.current.keys()) {
      if (!rowKeys.includes(key)) handlers.current.delete(key);
    }
  });
  const handlersOf = (key: string): RowHandlers => {
    let made = handlers.current.get(key);
    if (!made) {
      const at = () => latest.current.rowKeys.indexOf(key);
      made = {
        onToken: (mint) => latest.current.setRow(at(), { token: mint }),
        onWeight: (weight) => latest.current.setRow(at(), { weight }),
        onWeightFocus: () => setFillIndex(at()),
        onRemove: () => latest.current.removeRow(at()),
        rowsUsing: (mint) => latest.current.usedIn.get(mint) ?? [],
        tokenRef: (el) => {
          if (el) tokenRefs.current.set(key, el);
          else tokenRefs.current.delete(key);
        },
      };
      handlers.current.set(key, made);
    }
    return made;
  };

  const fillReason =
    value.length === 0
      ? 'Add a token first.'
      : fillWeight === null
        ? `The other tokens already add up to 100% or more; lower them first.`
        : `Sets weight ${fillTarget + 1} to ${formatPercent(fillWeight)}.`;

  return (
    <fieldset
      className="ui-composition"
      aria-describedby={help ? helpId : undefined}
      disabled={disabled}
    >
      <legend className="ui-composition__legend">{legend}</legend>
      {help ? (
        <p id={helpId} className="ui-composition__help">
          {help}
        </p>
      ) : null}

      {value.length === 0 ? (
        <p className="ui-composition__empty">No tokens yet. Add at least one.</p>
      ) : (
        <ol className="ui-composition__rows">
          {value.map((row, index) => {
            const key = rowKeys[index] ?? String(index);
            const duplicateOf = duplicates.get(index);
            const rowErrors = errors?.[index];
            const tokenError =
              rowErrors?.token?.message ??
              (duplicateOf !== undefined
                ? `This token is already in row ${duplicateOf + 1}`
                : undefined);
            return (
              <CompositionRowFields
                key={key}
                index={index}
                row={row}
                tokens={tokens}
                TokenField={TokenField}
                tokenError={tokenError}
                weightError={rowErrors?.weight?.message}
                disabled={disabled}
                handlers={handlersOf(key)}
                onBlur={onBlur}
              />
            );
          })}
        </ol>
      )}

      <p className="ui-composition__total" role="status">
        <span
          className={`ui-composition__total-badge ui-composition__total-badge--${
            Math.abs(total - 100) < 1e-9 ? 'ok' : 'off'
          }`}
          aria-hidden="true"
        >
          {Math.abs(total - 100) < 1e-9 ? '✓' : '!'}
        </span>
        {describeTotal(total, formatPercent)}
      </p>
      {wholeError ? (
        <p className="ui-composition__error" role="alert">
          {wholeError}
        </p>
      ) : null}

      <div className="ui-composition__actions">
        <Button
          ref={addButton}
          onClick={addRow}
          disabled={!canAdd}
          aria-describedby={canAdd ? undefined : addReasonId}
        >
          Add token
        </Button>
        <Button
          onClick={() => onChange(mergeWeights(value, splitEvenly(value.length)))}
          disabled={value.length === 0}
        >
          Split evenly
        </Button>
        <Button
          onClick={() => {
            if (fillWeight !== null) setRow(fillTarget, { weight: fillWeight });
          }}
          disabled={fillWeight === null}
          aria-describedby={fillReasonId}
        >
          Fill to 100%
        </Button>
      </div>
      <div className="ui-composition__reasons">
        {canAdd ? null : (
          <p id={addReasonId}>
            A basket holds at most {maxRows} tokens; remove one to add another.
          </p>
        )}
        <p id={fillReasonId}>{fillReason}</p>
      </div>
    </fieldset>
  );
}

function mergeWeights(rows: readonly CompositionRow[], weights: number[]): CompositionRow[] {
  return rows.map((row, i) => ({ ...row, weight: weights[i] ?? row.weight }));
}
