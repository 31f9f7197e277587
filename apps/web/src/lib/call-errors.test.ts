import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { callFieldErrors } from './call-errors';

describe('callFieldErrors', () => {
  const codes = { USERNAME_TAKEN: 'username' };

  it('puts a one-field refusal’s message on its field', () => {
    const taken = new ApiRequestError(409, 'USERNAME_TAKEN', 'This login is taken.');
    expect(callFieldErrors(taken, codes)).toEqual({ username: 'This login is taken.' });
  });

  it('gives the server’s field messages for other failures', () => {
    const invalid = new ApiRequestError(400, 'VALIDATION', 'Invalid', { phone: 'Invalid phone' });
    expect(callFieldErrors(invalid, codes)).toEqual({ phone: 'Invalid phone' });
    expect(callFieldErrors(new ApiRequestError(400, 'toString', 'x'), codes)).toEqual({});
    expect(callFieldErrors(new Error('offline'), codes)).toEqual({});
  });
});
