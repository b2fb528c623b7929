// The settings create and edit share, each field from one description: deposit fee, rebalancing,
// the LP switches, and the composition with its live chart. Used inside a <FormProvider> whose
// values extend BasketSettingsFormValues.
import { memo, useDeferredValue, useId, type ComponentType } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BpsInput } from '../../ui/BpsInput';
import '../../ui/ChoiceGroup.css';
import { CompositionChart } from '../../ui/CompositionChart';
import { CompositionEditor } from '../../ui/CompositionEditor';
import type { CompositionRow } from '../../ui/composition';
import { FormField } from '../../ui/FormField';
import type { TokenFieldProps } from '../../ui/TokenField';
import { GivenTokenNames, type TokenNamesComponent } from '../../ui/TokenNames';
import type { TokenOption } from '../../ui/TokenOption';
import { BPS_RULES, SECONDS_RULES, type WholeNumberRules } from '../../ui/numberText';
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

type NumberSettingName =
  'depositFee' | 'rebalanceInterval' | 'rebalanceThreshold' | 'slippage' | 'lpOffsetThreshold';
type SwitchSettingName = 'disableRebalance' | 'disableLp';

/** A number setting: basis points (shown as a percentage), or a whole number by its rules. */
type NumberSetting =
  | { kind: 'bps'; label: string; help: string }
  | {
      kind: 'whole';
      label: string;
      help: string;
      rules: WholeNumberRules;
      unit?: string;
      describe?: (value: number) => string;
    };

/** An on/off setting, sent as its "disable" flag: checked = 0. */
interface SwitchSetting {
  label: string;
  help: string;
}

const NUMBER_SETTINGS: Record<NumberSettingName, NumberSetting> = {
  depositFee: {
    kind: 'bps',
    label: 'Deposit fee',
    help: 'Charged on every deposit and paid to the creator. In basis points: 50 bps = 0.5%, 10,000 bps = 100%.',
  },
  rebalanceInterval: {
    kind: 'whole',
    label: 'Rebalance check interval',
    unit: 'seconds',
    describe: describeSeconds,
    rules: SECONDS_RULES,
    help: 'How often the weights are checked, in seconds: 3600 = every hour, 86400 = every day.',
  },
  rebalanceThreshold: {
    kind: 'bps',
    label: 'Rebalance threshold',
    help: 'How far a token’s weight may drift from its target before the basket rebalances. In basis points: 300 bps = 3%.',
  },
  slippage: {
    kind: 'bps',
    label: 'Maximum slippage',
    help: 'The worst price difference a rebalancing trade may accept. In basis points: 100 bps = 1%.',
  },
  lpOffsetThreshold: {
    kind: 'whole',
    label: 'Liquidity pool offset threshold (experimental)',
    rules: BPS_RULES,
    help: 'Experimental: tunes how liquidity pools are used while rebalancing. 0 turns it off; leave 0 unless you know you need it.',
  },
};

const SWITCH_SETTINGS: Record<SwitchSettingName, SwitchSetting> = {
  disableRebalance: {
    label: 'Rebalance automatically',
    help: 'When on, the basket trades back toward its target weights on its own. When off, it keeps what it holds until the creator changes it.',
  },
  disableLp: {
    label: 'Use liquidity pools',
    help: 'When on, the basket may use its liquidity pool functions while rebalancing.',
  },
};

/** The rebalancing section, in this order. */
const REBALANCING: readonly (NumberSettingName | SwitchSettingName)[] = [
  'disableRebalance',
  'rebalanceInterval',
  'rebalanceThreshold',
  'slippage',
  'disableLp',
  'lpOffsetThreshold',
];

const isSwitch = (name: NumberSettingName | SwitchSettingName): name is SwitchSettingName =>
  name in SWITCH_SETTINGS;

/** One number setting, as its description says. */
export function NumberSettingField({
  name,
  disabled,
}: {
  name: NumberSettingName;
  disabled?: boolean;
}) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  const setting = NUMBER_SETTINGS[name];
  return (
    <FormField control={control} name={name}>
      {(field) => {
        const props = { label: setting.label, help: setting.help, ...field, disabled };
        return setting.kind === 'bps' ? (
          <BpsInput {...props} />
        ) : (
          <WholeNumberInput
            {...props}
            rules={setting.rules}
            unit={setting.unit}
            describe={setting.describe}
          />
        );
      }}
    </FormField>
  );
}

/** One on/off setting: a checkbox with its help. */
function SwitchSettingField({ name, disabled }: { name: SwitchSettingName; disabled?: boolean }) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  const id = useId();
  const setting = SWITCH_SETTINGS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="ui-choice">
          <input
            type="checkbox"
            id={id}
            name={field.name}
            ref={field.ref}
            checked={field.value === 0}
            onChange={(event) => field.onChange(event.target.checked ? 0 : 1)}
            onBlur={field.onBlur}
            disabled={disabled}
            aria-describedby={`${id}-help`}
          />
          <label htmlFor={id}>{setting.label}</label>
          <p id={`${id}-help`} className="ui-field__help">
            {setting.help}
          </p>
        </div>
      )}
    />
  );
}

export function RebalancingFields({ disabled }: { disabled?: boolean }) {
  return (
    <fieldset className="form-section">
      <legend>Rebalancing</legend>
      {REBALANCING.map((name) =>
        isSwitch(name) ? (
          <SwitchSettingField key={name} name={name} disabled={disabled} />
        ) : (
          <NumberSettingField key={name} name={name} disabled={disabled} />
        ),
      )}
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
              formState.errors.composition ??
              (fieldState.error ? { message: fieldState.error.message } : undefined)
            }
            disabled={disabled}
          />
        )}
      />
      <LiveCompositionChart tokens={tokens} TokenNames={TokenNames} />
    </div>
  );
}

/**
 * The chart of the rows as typed. It follows them once they are painted (a deferred copy), and
 * only the chart renders again: a key in a weight paints its field first.
 */
function LiveCompositionChart(props: {
  tokens: readonly TokenOption[];
  TokenNames: TokenNamesComponent;
}) {
  const { control } = useFormContext<BasketSettingsFormValues>();
  const composition = useDeferredValue(useWatch({ control, name: 'composition' }));
  return <CompositionChartOf composition={composition ?? NO_ROWS} {...props} />;
}

const NO_ROWS: readonly CompositionRow[] = [];

const CompositionChartOf = memo(function CompositionChartOf({
  composition,
  tokens,
  TokenNames,
}: {
  composition: readonly CompositionRow[];
  tokens: readonly TokenOption[];
  TokenNames: TokenNamesComponent;
}) {
  return (
    <TokenNames mints={composition.map((row) => row.token)} given={tokens}>
      {(named) => (
        <CompositionChart composition={composition} tokens={named} title="Basket composition" />
      )}
    </TokenNames>
  );
});
