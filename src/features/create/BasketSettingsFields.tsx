// The settings create and edit share: deposit fee, rebalancing, the LP switches and the
// composition with its live chart. Used inside a <FormProvider> whose values extend
// BasketSettingsFormValues.
import { useId, type ComponentType } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BpsInput } from '../../ui/BpsInput';
import { CompositionChart } from '../../ui/CompositionChart';
import { CompositionEditor, type CompositionErrors } from '../../ui/CompositionEditor';
import type { TokenFieldProps } from '../../ui/TokenField';
import { GivenTokenNames, type TokenNamesComponent } from '../../ui/TokenNames';
import type { TokenOption } from '../../ui/TokenOption';
import { BPS_RULES, SECONDS_RULES } from '../../ui/numberText';
import { WholeNumberInput } from '../../ui/WholeNumberInput';
import type { BasketSettingsFormValues } from './basketFormSchema';
import { describeSeconds } from './durationWords';

export interface BasketSettingsFieldsProps {
  tokens: readonly TokenOption[];
  /** Each row's token field (the page passes the one that searches Jupiter and the chain). */
  tokenField?: ComponentType<TokenFieldProps>;
  /** Names the composition's mints for the chart (the page passes one that asks Jupiter and the chain). */
  tokenNames?: TokenNamesComponent;
  disabled?: boolean;
}

export function DepositFeeField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  return (
    <Controller
      control={control}
      name="depositFee"
      render={({ field, fieldState }) => (
        <BpsInput
          label="Deposit fee"
          help="Charged on every deposit and paid to the creator. In basis points: 50 bps = 0.5%, 10,000 bps = 100%."
          {...field}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}

export function RebalancingFields({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  const id = useId();
  return (
    <fieldset className="form-section">
      <legend>Rebalancing</legend>
      <Controller
        control={control}
        name="disableRebalance"
        render={({ field }) => (
          <div className="check-field">
            <input
              type="checkbox"
              id={`${id}-rebalance`}
              name={field.name}
              ref={field.ref}
              checked={field.value === 0}
              onChange={(event) => field.onChange(event.target.checked ? 0 : 1)}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby={`${id}-rebalance-help`}
            />
            <label htmlFor={`${id}-rebalance`}>Rebalance automatically</label>
            <p id={`${id}-rebalance-help`} className="ui-field__help">
              When on, the basket trades back toward its target weights on its own. When off, it
              keeps what it holds until the creator changes it.
            </p>
          </div>
        )}
      />
      <Controller
        control={control}
        name="rebalanceInterval"
        render={({ field, fieldState }) => (
          <WholeNumberInput
            label="Rebalance check interval"
            unit="seconds"
            describe={describeSeconds}
            rules={SECONDS_RULES}
            help="How often the weights are checked, in seconds: 3600 = every hour, 86400 = every day."
            {...field}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="rebalanceThreshold"
        render={({ field, fieldState }) => (
          <BpsInput
            label="Rebalance threshold"
            help="How far a token’s weight may drift from its target before the basket rebalances. In basis points: 300 bps = 3%."
            {...field}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="slippage"
        render={({ field, fieldState }) => (
          <BpsInput
            label="Maximum slippage"
            help="The worst price difference a rebalancing trade may accept. In basis points: 100 bps = 1%."
            {...field}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="disableLp"
        render={({ field }) => (
          <div className="check-field">
            <input
              type="checkbox"
              id={`${id}-lp`}
              name={field.name}
              ref={field.ref}
              checked={field.value === 0}
              onChange={(event) => field.onChange(event.target.checked ? 0 : 1)}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby={`${id}-lp-help`}
            />
            <label htmlFor={`${id}-lp`}>Use liquidity pools</label>
            <p id={`${id}-lp-help`} className="ui-field__help">
              When on, the basket may use its liquidity pool functions while rebalancing.
            </p>
          </div>
        )}
      />
      <Controller
        control={control}
        name="lpOffsetThreshold"
        render={({ field, fieldState }) => (
          <WholeNumberInput
            label="Liquidity pool offset threshold (experimental)"
            rules={BPS_RULES}
            help="Experimental: tunes how liquidity pools are used while rebalancing. 0 turns it off; leave 0 unless you know you need it."
            {...field}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    </fieldset>
  );
}

export function CompositionFields({
  tokens,
  tokenField,
  tokenNames: TokenNames = GivenTokenNames,
  disabled,
}: BasketSettingsFieldsProps) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  const composition = useWatch({ control, name: 'composition' });
  return (
    <div className="composition-section">
      <Controller
        control={control}
        name="composition"
        render={({ field, fieldState, formState }) => (
          <CompositionEditor
            legend="Tokens and weights"
            help="Up to 15 tokens. Weights are percentages of the basket’s value and must add up to 100. Search a token by name or symbol, or paste any mint address."
            value={field.value}
            onChange={field.onChange}
            // No validation on blur: leaving a half-filled new row to press "Add token" would
            // show errors that shift the button away under the pointer. Checked on Review.
            tokens={tokens}
            tokenField={tokenField}
            errors={
              (formState.errors.composition as CompositionErrors | undefined) ??
              (fieldState.error ? { message: fieldState.error.message } : undefined)
            }
            disabled={disabled}
          />
        )}
      />
      <TokenNames mints={(composition ?? []).map((row) => row.token)} given={tokens}>
        {(named) => (
          <CompositionChart
            composition={composition ?? []}
            tokens={named}
            title="Basket composition"
          />
        )}
      </TokenNames>
    </div>
  );
}
