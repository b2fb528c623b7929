import { memo, useId, type ComponentType, type Ref } from 'react';
import { Button } from './Button';
import type { CompositionRow } from './composition';
import { numberFieldMessage } from './numberText';
import type { TokenFieldProps } from './TokenField';
import type { TokenOption } from './TokenOption';
import { useDraftNumber } from './useDraftNumber';

/** What a row does, the same functions for the row's life (so an unchanged row is not rendered). */
export interface RowHandlers {
  onToken: (mint: string) => void;
  onWeight: (weight: number | null) => void;
  onWeightFocus: () => void;
  onRemove: () => void;
  /** The 1-based rows holding a mint now (to annotate the token field's options). */
  rowsUsing: (mint: string) => readonly number[];
  tokenRef: Ref<HTMLInputElement>;
}

export interface CompositionRowFieldsProps {
  /** 0-based; labels show it 1-based. */
  index: number;
  row: CompositionRow;
  tokens: readonly TokenOption[];
  /** The field that chooses the row's token (a searchable combobox). */
  TokenField: ComponentType<TokenFieldProps>;
  tokenError?: string;
  weightError?: string;
  disabled?: boolean;
  handlers: RowHandlers;
  onBlur?: () => void;
}

/** One token + weight row of the composition editor. */
export const CompositionRowFields = memo(function CompositionRowFields({
  index,
  row,
  tokens,
  TokenField,
  tokenError,
  weightError,
  disabled,
  handlers: { onToken, onWeight, onWeightFocus, onRemove, rowsUsing, tokenRef },
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
            const others = rowsUsing(option.mint).filter((r) => r !== n);
            return others.length > 0 ? `already in row ${others.join(', ')}` : undefined;
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
});
