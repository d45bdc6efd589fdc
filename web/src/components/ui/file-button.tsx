// A file input that looks like a button: the input stays in the page (focusable, reachable by
// tests and screen readers) but unseen, and its label draws the button.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  children: ReactNode;
  /** The chosen files; the input is emptied after, so the same photo can be chosen again. */
  onFiles: (files: File[]) => void;
  variant?: 'primary' | 'secondary';
  className?: string;
};

export function FileButton({ children, onFiles, variant = 'secondary', className, disabled, ...props }: Props) {
  return (
    <label
      className={cn(
        'relative inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
        variant === 'primary'
          ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800'
          : 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input
        type="file"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        {...props}
      />
      {children}
    </label>
  );
}
