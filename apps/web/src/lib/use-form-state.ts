import { useCallback, useState } from 'react';
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

/** Moves the focus to the first field marked invalid, once the errors have rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
