import { useId, type Ref } from 'react';
import { AddressInput } from './AddressInput';
import { Button } from './Button';
import type { CompositionRow } from './composition';
import { numberFieldMessage } from './numberText';
import type { TokenOption } from './TokenOption';
import { useDraftNumber } from './useDraftNumber';

/** Select value meaning "a mint that is not in the list". */
export const OTHER_MINT = '__other__';

export interface CompositionRowFieldsProps {
  /** 0-based; labels show it 1-based. */
  index: number;
  row: CompositionRow;
  tokens: readonly TokenOption[];
  /** Known token for row.token, if any. */
  known: TokenOption | undefined;
  /** The row shows the mint address field (token not in the list, or "Other" chosen). */
  custom: boolean;
  /** For each listed mint, the 1-based rows already holding it (to annotate options). */
  usedIn: ReadonlyMap<string, number[]>;
  tokenError?: string;
  weightError?: string;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  onPick: (choice: { token: string; custom: boolean }) => void;
  onMint: (mint: string) => void;
  onWeight: (weight: number | null) => void;
  onWeightFocus: () => void;
  onRemove: () => void;
  onBlur?: () => void;
}

/** One token + weight row of the composition editor. */
export function CompositionRowFields({
  index,
  row,
  tokens,
  known,
  custom,
  usedIn,
  tokenError,
  weightError,
  disabled,
  selectRef,
  onPick,
  onMint,
  onWeight,
  onWeightFocus,
  onRemove,
  onBlur,
}: CompositionRowFieldsProps) {
  const n = index + 1;
  const ids = useId();
  const selectId = `${ids}-token`;
  const weightId = `${ids}-weight`;
  const tokenErrorId = `${ids}-token-error`;
  const weightErrorId = `${ids}-weight-error`;
  const mintCaptionId = `${ids}-mint`;
  const weight = useDraftNumber(row.weight, onWeight);
  const weightMessage = numberFieldMessage(weight.reading, weightError);
  const selectValue = custom ? OTHER_MINT : known ? known.mint : '';
  // In custom mode the error belongs to the mint address field.
  const selectError = custom ? undefined : tokenError;

  return (
    <li className="ui-composition-row">
      <div className="ui-composition-row__token">
        <label htmlFor={selectId} className="ui-composition-row__label">
          Token {n}
        </label>
        <div className="ui-composition-row__picker">
          {known?.logoURI ? (
            <img className="ui-composition-row__logo" src={known.logoURI} alt="" />
          ) : null}
          <select
            id={selectId}
            ref={selectRef}
            className="ui-input"
            value={selectValue}
            disabled={disabled}
            aria-invalid={selectError ? true : undefined}
            aria-describedby={
              [selectError ? tokenErrorId : '', known ? mintCaptionId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              const choice = event.target.value;
              if (choice === OTHER_MINT) onPick({ token: known ? '' : row.token, custom: true });
              else onPick({ token: choice, custom: false });
            }}
            onBlur={onBlur}
          >
            <option value="">Choose a token…</option>
            {tokens.map((token) => {
              const rowsUsing = (usedIn.get(token.mint) ?? []).filter((r) => r !== n);
              return (
                <option key={token.mint} value={token.mint}>
                  {token.symbol} — {token.name}
                  {rowsUsing.length > 0 ? ` (already in row ${rowsUsing.join(', ')})` : ''}
                </option>
              );
            })}
            <option value={OTHER_MINT}>Other: paste a mint address</option>
          </select>
        </div>
        {known ? (
          <p id={mintCaptionId} className="ui-composition-row__caption ui-mono">
            Mint {known.mint}
          </p>
        ) : null}
        {selectError ? (
          <p id={tokenErrorId} className="ui-composition-row__error" role="alert">
            {selectError}
          </p>
        ) : null}
        {custom ? (
          <AddressInput
            label={`Mint address ${n}`}
            value={row.token}
            onChange={onMint}
            onBlur={onBlur}
            error={tokenError}
            disabled={disabled}
            placeholder="Paste the token's mint address"
          />
        ) : null}
      </div>

      <div className="ui-composition-row__weight">
        <label htmlFor={weightId} className="ui-composition-row__label">
          Weight {n} (%)
        </label>
        <div className="ui-composition-row__weight-control">
          <input
            id={weightId}
            type="text"
            inputMode="decimal"
            className="ui-input ui-composition-row__weight-input"
            value={weight.text}
            disabled={disabled}
            autoComplete="off"
            aria-invalid={weightMessage ? true : undefined}
            aria-describedby={weightMessage ? weightErrorId : undefined}
            onChange={(event) => weight.update(event.target.value)}
            onFocus={onWeightFocus}
            onBlur={onBlur}
          />
          <span aria-hidden="true">%</span>
        </div>
        {weightMessage ? (
          <p id={weightErrorId} className="ui-composition-row__error" role="alert">
            {weightMessage}
          </p>
        ) : null}
      </div>

      <div className="ui-composition-row__remove">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove token ${n}`}
          disabled={disabled}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
