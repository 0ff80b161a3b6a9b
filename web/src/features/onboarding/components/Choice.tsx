import { useId, type ReactNode } from 'react';

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-brand-600';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
}

export function SelectField({ label, value, onChange, options, placeholder, error }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
        className={`${control} ${error ? 'border-red-600' : 'border-slate-400'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceGroupProps {
  legend: string;
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
  hint?: string;
}

/** A fieldset of checkboxes or radios; the legend names the group for screen readers. */
export function ChoiceGroup({ legend, type, name, options, selected, onChange, error, hint }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, checked: boolean) => {
    if (type === 'radio') return onChange([value]);
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  };
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
