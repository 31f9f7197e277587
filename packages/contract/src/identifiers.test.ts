import { describe, expect, it } from 'vitest';
import {
  isEuVatFormat,
  isValidBic,
  isValidEan13,
  isValidIban,
  isValidNip,
  isValidPostalCode,
  isValidTaxId,
} from './identifiers.js';

describe('identifiers (integrations.md §7)', () => {
  it('checks the NIP checksum, with dashes, spaces or a PL prefix', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('123-456-32-18')).toBe(true);
    expect(isValidNip('PL 526 025 02 74')).toBe(true);
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('52602502')).toBe(false);
  });

  it('checks EU VAT shapes and other tax IDs', () => {
    expect(isEuVatFormat('DE123456789', 'DE')).toBe(true);
    expect(isEuVatFormat('ATU12345678', 'AT')).toBe(true);
    expect(isEuVatFormat('EL123456789', 'GR')).toBe(true);
    expect(isEuVatFormat('DE12345', 'DE')).toBe(false);
    expect(isValidTaxId('NO123456789MVA', 'NO')).toBe(true);
    expect(isValidTaxId('5260250274', 'PL')).toBe(true);
  });

  it('checks IBAN length and mod-97', () => {
    expect(isValidIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('PL61109010140000071219812875')).toBe(false);
    expect(isValidIban('PL6110901014000007121981287')).toBe(false);
  });

  it('checks BIC and Polish postal codes', () => {
    expect(isValidBic('BPKOPLPW')).toBe(true);
    expect(isValidBic('BPKOPLPWXXX')).toBe(true);
    expect(isValidBic('BPKO12PW')).toBe(false);
    expect(isValidPostalCode('02-677', 'PL')).toBe(true);
    expect(isValidPostalCode('02677', 'PL')).toBe(false);
    expect(isValidPostalCode('SW1A 1AA', 'GB')).toBe(true);
  });

  it('checks the EAN-13 check digit', () => {
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('590123412345a')).toBe(false);
  });
});
