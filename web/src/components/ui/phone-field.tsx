// A US phone input (spec §5): keeps digits only, at most 10, shows (555) 123-4567 as you type,
// and sanitises pasted text. The value handed to the form is the bare digits.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { formatPhone, sanitizePhone } from '@core/phone';
import { TextField } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: ReactNode;
  value: string;
  onValueChange: (digits: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function PhoneField({ value, onValueChange, ...props }: Props) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={formatPhone(value)}
      onChange={(e) => onValueChange(sanitizePhone(e.target.value))}
      {...props}
    />
  );
}
