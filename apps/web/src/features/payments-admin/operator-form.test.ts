import { describe, expect, it } from 'vitest';
import type { OperatorSettings } from '@kramik/contract';
import { toFormValues, toInput } from './operator-form';

const payu: OperatorSettings = {
  operator: 'payu',
  enabled: true,
  config: { posId: '300746', clientId: '300746' },
  secretsSet: ['clientSecret', 'secondKey'],
  usingSandbox: false,
};

describe('operator form → input', () => {
  it('starts with the public fields filled and the secrets empty', () => {
    expect(toFormValues(payu)).toEqual({
      enabled: true,
      config: { posId: '300746', clientId: '300746', baseUrl: '' },
      secrets: { clientSecret: '', secondKey: '' },
    });
  });

  it('sends no secret left empty, so the stored one stays', () => {
    const values = toFormValues(payu);
    values.secrets.secondKey = 'new-second-key';
    values.enabled = false;
    expect(toInput('payu', values)).toEqual({
      enabled: false,
      config: { posId: '300746', clientId: '300746', baseUrl: '' },
      secrets: { secondKey: 'new-second-key' },
    });
  });

  it('trims the public fields and sends only the operator’s own keys', () => {
    const input = toInput('paypal', {
      enabled: true,
      config: { clientId: '  abc ', webhookId: 'wh', baseUrl: ' https://api.example ', posId: 'x' },
      secrets: { clientSecret: '', secondKey: 'stray' },
    });
    expect(input).toEqual({
      enabled: true,
      config: { clientId: 'abc', webhookId: 'wh', baseUrl: 'https://api.example' },
      secrets: {},
    });
  });

  it('gives AutoPay only the switch and the address', () => {
    expect(toInput('autopay', { enabled: true, config: { baseUrl: '' }, secrets: {} })).toEqual({
      enabled: true,
      config: { baseUrl: '' },
      secrets: {},
    });
  });
});
