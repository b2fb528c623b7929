import { useId, type ComponentType, type Ref } from 'react';
import { Button } from './Button';
import type { CompositionRow } from './composition';
import { numberFieldMessage } from './numberText';
import type { TokenFieldProps } from './TokenField';
import type { TokenOption } from './TokenOption';
import { useDraftNumber } from './useDraftNumber';

export interface CompositionRowFieldsProps {
  /** 0-based; labels show it 1-based. */
  index: number;
  row: CompositionRow;
  tokens: readonly TokenOption[];
  /** The field that chooses the row's token (a searchable combobox). */
  TokenField: ComponentType<TokenFieldProps>;
  /** For each listed mint, the 1-based rows already holding it (to annotate options). */
  usedIn: ReadonlyMap<string, number[]>;
  tokenError?: string;
  weightError?: string;
  disabled?: boolean;
  tokenRef?: Ref<HTMLInputElement>;
  onToken: (mint: string) => void;
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
  TokenField,
  usedIn,
  tokenError,
  weightError,
  disabled,
  tokenRef,
  onToken,
  onWeight,
  onWeightFocus,
  onRemove,
  onBlur,
}: CompositionRowFieldsProps) {
  const n = index + 1;
  const ids = useId();
  const weightId = `${ids}-weight`;
  const weightErrorId = `${ids}-weight-error`;
  const weight = useDraftNumber(row.weight, onWeight);
  const weightMessage = numberFieldMessage(weight.reading, weightError);

  return (
    <li className="ui-composition-row">
      <div className="ui-composition-row__token">
        <TokenField
          label={`Token ${n}`}
          value={row.token}
          onSelect={onToken}
          tokens={tokens}
          annotate={(option) => {
            const rowsUsing = (usedIn.get(option.mint) ?? []).filter((r) => r !== n);
            return rowsUsing.length > 0 ? `already in row ${rowsUsing.join(', ')}` : undefined;
          }}
          error={tokenError}
          disabled={disabled}
          inputRef={tokenRef}
          onBlur={onBlur}
        />
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
