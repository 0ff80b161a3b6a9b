import { useEffect, type RefObject } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './focus-invalid.ts';
import { formErrorMap } from './form-errors.ts';

/**
 * react-hook-form over a zod schema (built from the shared @contracts rules). As the hand-written forms
 * did: checked on submit, errors stay until the next submit, focus goes to the first invalid field, and
 * messages are translated (`messages` gives a field one message of its own, whatever its issue).
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.core.$ZodType<Out, In>,
  defaultValues: In,
  messages: Readonly<Record<string, string | undefined>> = {},
): UseFormReturn<In, unknown, Out> {
  const { t } = useTranslation();
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema, { error: formErrorMap(t, messages) }),
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}

/** A registered field's props for TextField/TextArea: the client's error first, else the server's for that field. */
export function fieldProps<In extends FieldValues>(
  form: UseFormReturn<In, unknown, FieldValues>,
  name: Path<In>,
  serverFields: Readonly<Record<string, string>> = {},
) {
  const error = form.formState.errors[name]?.message;
  return { ...form.register(name), error: typeof error === 'string' ? error : serverFields[name] };
}

/**
 * After a refusal, focus goes to the first field marked invalid (focusFirstInvalid), as it does for
 * the browser's own checks: otherwise it stays on the button, and the reason may be above the screen.
 * Runs once per refusal (the error object), so the reader can move on from there.
 */
export function useFocusRefused(form: RefObject<HTMLFormElement | null>, error: unknown): void {
  useEffect(() => {
    if (error && form.current) focusFirstInvalid(form.current);
  }, [error, form]);
}
