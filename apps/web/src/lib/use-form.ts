import { useCallback, useRef } from 'react';
import { validateForm, type FieldErrors, type SafeParser } from './form-errors';
import { focusFirstInvalid, useFormState } from './use-form-state';

/** The fields of `Values` that hold text, so a text input can edit them. */
export type TextField<Values> = {
  [K in keyof Values & string]: Values[K] extends string ? K : never;
}[keyof Values & string];

/** What ties a text input to one field of a form. */
export interface BoundTextField {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error?: string;
}

/**
 * A form's state (see useFormState) with the form element's ref, a way to show errors that moves
 * the focus to the first invalid field, and the props that tie a text input to a field.
 */
export function useForm<Values extends object>(initial: Values | (() => Values)) {
  const state = useFormState(initial);
  const { values, set, errors, setErrors } = state;
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      focusFirstInvalid(formRef.current);
    },
    [setErrors],
  );

  /**
   * Checks `input` with a contract schema (see validateForm): the parsed data, or undefined once
   * the errors show.
   */
  const validate = <Output>(
    schema: SafeParser<Output>,
    input: unknown,
    t: Parameters<typeof validateForm>[2],
  ): Output | undefined => {
    const { data, errors: invalid } = validateForm(schema, input, t);
    if (invalid) showErrors(invalid);
    return data;
  };

  /** `value`, `onChange` and `error` of a text input that edits `name`. */
  const field = (name: TextField<Values>): BoundTextField => ({
    value: values[name] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(name, event.currentTarget.value as Values[typeof name]),
    error: errors[name],
  });

  return { ...state, formRef, showErrors, validate, field };
}

/**
 * A form's starting values: each field of `empty` taken from `source` (a saved entry being edited)
 * where it has a value, else left as in `empty`.
 */
export function formValues<Values extends object>(
  empty: Values,
  source: { [K in keyof Values]?: Values[K] | null } | null | undefined,
): Values {
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof Values)[]) {
    values[key] = source?.[key] ?? empty[key];
  }
  return values;
}
