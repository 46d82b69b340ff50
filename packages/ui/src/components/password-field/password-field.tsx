import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';
import { EyeIcon as Eye, EyeOffIcon as EyeOff } from '../../internal/small-icons.tsx';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  /** Accessible name of the toggle while the password is hidden ("Mostra password"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible ("Nascondi password"). */
  hideLabel: string;
  description?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A password input with a show/hide toggle; the toggle exposes its state with aria-pressed. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  description,
  error,
  className,
  id,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell ids={ids} label={label} description={description} error={error} className={className}>
      <div className="relative">
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClasses} pr-14`}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          onClick={() => setVisible((current) => !current)}
          className="absolute top-0.5 right-0.5 inline-flex size-10 items-center justify-center rounded-md text-brand hover:bg-brand-soft"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
