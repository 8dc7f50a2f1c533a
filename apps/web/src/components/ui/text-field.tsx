import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

export const inputClasses =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 placeholder:text-ink-600/70 ' +
  'shadow-[inset_0_1px_2px_rgb(28_26_51/0.06)] transition outline-none focus:ring-2';

export const inputBorder = (invalid: boolean) =>
  invalid ? 'border-danger-700 focus:ring-danger-700/25' : 'border-cream-300 focus:border-gold-800 focus:ring-gold-400/60';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * Label, control and a reserved line for the error, so a message appearing after blur does not
 * push the rest of the form down. The error text is tied to the control by aria-describedby.
 */
export function FieldShell({ id, label, error, children, className }: FieldShellProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-700">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-danger-700">
        {error}
      </p>
    </div>
  );
}

export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Content drawn inside the right end of the input (e.g. the password toggle). */
  trailing?: ReactNode;
  fieldClassName?: string;
}

export function TextField({ label, error, trailing, className, fieldClassName, ref, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={fieldClassName}>
      <div className="relative">
        <input
          ref={ref}
          {...fieldA11y(id, error)}
          className={cx(inputClasses, inputBorder(Boolean(error)), trailing ? 'pr-12' : undefined, className)}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}
