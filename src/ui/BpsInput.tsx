import { type ReactNode, type Ref } from 'react';
import { formatPercentFromBps } from './format';
import { WholeNumberInput } from './WholeNumberInput';
import './BpsInput.css';

export interface BpsInputProps {
  label: ReactNode;
  /** Basis points; null (or undefined) when the field is empty. */
  value: number | null | undefined;
  /** Called with the whole number typed, or null when the field is cleared. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Help under the field; by default it explains the unit. */
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export const BPS_HELP = 'In basis points: 100 bps = 1%, 10,000 bps = 100%.';

/** A whole number of basis points, with its percentage shown (and announced) beside it. */
export function BpsInput({ help = BPS_HELP, ...props }: BpsInputProps) {
  return (
    <WholeNumberInput
      {...props}
      help={help}
      unit="bps"
      describe={formatPercentFromBps}
      refusedMessage="Whole basis points only, e.g. 50 for 0.5%"
      block="ui-bps-input"
    />
  );
}
