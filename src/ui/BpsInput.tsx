import { type ReactNode, type Ref } from 'react';
import { formatPercentFromBps } from './format';
import { BPS_RULES } from './numberText';
import { WholeNumberInput } from './WholeNumberInput';
import './BpsInput.css';

export interface BpsInputProps {
  label: ReactNode;
  /** Basis points as typed ('' when empty); the form schema reads it (numberTextSchema). */
  value: string;
  /** Called with the text as typed, whatever it is. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Help under the field; by default it explains the unit. */
  help?: ReactNode;
  /** The form's message (limits, "required"); text no typing can fix is named at once. */
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
      rules={BPS_RULES}
      block="ui-bps-input"
    />
  );
}
