import { useCallback, useRef, useState } from 'react';
import i18n from '../i18n';
import { announce } from './announce';
import type { FieldErrors } from './form-errors';

/**
 * Values and field errors of a small form. Changing a field clears its error, so a message never
 * outlives the value it was about.
 */
export function useFormState<Values extends object>(initial: Values | (() => Values)) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { values, setValues, set, errors, setErrors };
}

/**
 * The fields a form marks invalid, in the page's order: inputs with `aria-invalid`, and the
 * input inside a wrapper Mantine marks with `data-invalid` (its password field).
 */
export function invalidFields(form: HTMLFormElement) {
  const fields = form.querySelectorAll<HTMLElement>(
    '[aria-invalid="true"], [data-invalid] input, input[data-invalid]',
  );
  return [...new Set(fields)];
}

/**
 * Once the errors have rendered, moves the focus to the first invalid field (its message is tied
 * to it) and says how many fields need correcting (WCAG 3.3.1, 4.1.3).
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    if (!form) return;
    const fields = invalidFields(form);
    if (fields.length === 0) return;
    fields[0]!.focus();
    announce(i18n.t('validation.summary', { count: fields.length }));
  });
}

/**
 * For a form that keeps its errors itself (not `useForm`): its element's ref, and a call that,
 * after errors were set, moves the focus to the first wrong field and says how many there are.
 */
export function useErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusErrors = useCallback(() => focusFirstInvalid(formRef.current), []);
  return { formRef, focusErrors };
}
