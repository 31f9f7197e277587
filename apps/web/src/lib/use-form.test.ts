import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formValues, useForm } from './use-form';

describe('formValues', () => {
  const empty = { street: '', city: '', webPage: '' };

  it('is the empty values when nothing is edited', () => {
    expect(formValues(empty, null)).toEqual(empty);
    expect(formValues(empty, undefined)).not.toBe(empty);
  });

  it('takes the edited entry’s fields, keeps empty ones for nulls, and leaves other keys out', () => {
    const entry = { _id: 'a1', street: 'Rynek 1', city: 'Kraków', webPage: null };
    expect(formValues(empty, entry)).toEqual({ street: 'Rynek 1', city: 'Kraków', webPage: '' });
  });
});

describe('useForm', () => {
  it('binds a text input to a field and clears the field’s error when it changes', () => {
    const { result } = renderHook(() => useForm({ email: '', accepted: false }));
    act(() => result.current.setErrors({ email: 'Required' }));
    expect(result.current.field('email')).toMatchObject({ value: '', error: 'Required' });

    act(() => result.current.field('email').onChange({ currentTarget: { value: 'a@b.pl' } }));
    expect(result.current.values.email).toBe('a@b.pl');
    expect(result.current.field('email').error).toBeUndefined();
  });

  it('shows errors', () => {
    const { result } = renderHook(() => useForm({ email: '' }));
    act(() => result.current.showErrors({ email: 'Invalid' }));
    expect(result.current.errors).toEqual({ email: 'Invalid' });
  });
});
