import { formatPercentFromBps } from './format';
import type { ControlledFieldProps } from './TextField';
import { BPS_RULES } from './numberText';
import { WholeNumberInput } from './WholeNumberInput';
import './BpsInput.css';

/** Basis points as typed ('' when empty); `help` by default explains the unit. */
export type BpsInputProps = ControlledFieldProps;

export const BPS_HELP = 'In basis points: 100 bps = 1%, 10,000 bps = 100%.';

/** A whole number of basis points, with its percentage shown (and announced) beside it. */
export function BpsInput({ help = BPS_HELP, ...props }: BpsInputProps) {
  return (
    <WholeNumberInput
      {...props}
      help={help}
      unit="bps"
      describe={formatPercentFromBps}
      rules={BPS_RULES}
      block="ui-bps-input"
    />
  );
}
