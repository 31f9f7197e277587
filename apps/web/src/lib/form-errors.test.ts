import { describe, expect, it } from 'vitest';
import { RegisterInputSchema, VALIDATION_KEYS } from '@kramik/contract';
import english from '../i18n/locales/en-US.json';
import { issuesToFieldErrors, validateForm } from './form-errors';

const validation = english.validation as Record<string, string>;
const t = (key: string) => validation[key.replace(/^validation\./, '')] ?? `missing:${key}`;

const valid = {
  username: 'ola.nowak',
  email: 'ola@example.com',
  password: 'a long passphrase',
  repeatPassword: 'a long passphrase',
  firstName: 'Ola',
  lastName: 'Nowak',
  acceptedPrivacyPolicy: true,
};

describe('issuesToFieldErrors', () => {
  it('translates each field’s first issue and keeps the spec’s texts', () => {
    const { errors } = validateForm(
      RegisterInputSchema,
      { ...valid, username: '', repeatPassword: 'something else', acceptedPrivacyPolicy: false },
      t,
    );
    expect(errors).toEqual({
      // Empty also fails the format check; the "required" message comes first.
      username: 'This field is required',
      repeatPassword: 'Passwords do not match.',
      acceptedPrivacyPolicy: 'You must accept the privacy policy.',
    });
  });

  it('reads an unknown message as "invalid" and ignores issues without a field', () => {
    const errors = issuesToFieldErrors(
      [
        { path: ['phone'], message: 'Invalid input: expected string, received number' },
        { path: [], message: 'required' },
      ],
      t,
    );
    expect(errors).toEqual({ phone: 'This value is not valid' });
  });

  it('answers the parsed data when the values are valid', () => {
    expect(validateForm(RegisterInputSchema, valid, t)).toEqual({
      data: { ...valid, accountType: 'buyer' },
    });
  });

  it('has an English text for every validation key of the contract', () => {
    for (const key of VALIDATION_KEYS) expect(validation[key], key).toBeTruthy();
  });
});
