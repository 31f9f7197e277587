import { describe, expect, it } from 'vitest';
import { rawMember } from './paypal.messages.js';

describe('PayPal webhooks', () => {
  it('finds the raw bytes of a member in JSON text', () => {
    const text = '{"a" : 1 ,"s":"x\\"}","webhook_event" :{"b":[1,{"c":"}"}]} , "z":null}';
    expect(rawMember(text, 'webhook_event')).toBe('{"b":[1,{"c":"}"}]}');
    expect(rawMember(text, 'a')).toBe('1');
    expect(rawMember(text, 'z')).toBe('null');
    expect(rawMember(text, 'missing')).toBeUndefined();
  });
});
