import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface BaseProps {
  label: string;
  error?: string;
  optional?: boolean;
}

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-brand-600';

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {label}
      {optional && <span className="ms-1 font-normal text-slate-600">({t('forms.optional')})</span>}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** `hint` is a line of help under the label, read with the field. */
export function TextField({ label, error, optional, hint, ...input }: BaseProps & { hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        required={!optional}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-400'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextArea({ label, error, optional, ...input }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={!optional}
        rows={6}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-400'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
