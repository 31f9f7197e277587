/** Validators of Polish and EU identifiers (integrations.md §7), shared by server and forms. */

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Polish NIP: 10 digits, weights 6,5,7,2,3,4,5,6,7, sum mod 11 equals the last digit. */
export function isValidNip(value: string): boolean {
  const nip = digitsOnly(value).replace(/^PL/i, '');
  if (!/^\d{10}$/.test(nip)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(nip[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(nip[9]);
}

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** Where the platform's carriers (InPost, DPD, GLS) deliver: the EU and Norway. */
export const DELIVERY_COUNTRIES: readonly string[] = [...EU_COUNTRIES, 'NO'];

/** An EU VAT number's shape: its country prefix (Greece `EL`) and 2–13 letters or digits. */
export function isEuVatFormat(value: string, country: string): boolean {
  const vat = digitsOnly(value).toUpperCase();
  const prefix = country === 'GR' ? 'EL' : country;
  if (country === 'PL') return isValidNip(vat);
  if (country === 'DE') return /^DE\d{9}$/.test(vat);
  if (country === 'AT') return /^ATU\d{8}$/.test(vat);
  if (country === 'NL') return /^NL\d{9}B\d{2}$/.test(vat);
  if (country === 'FR') return /^FR[A-Z0-9]{2}\d{9}$/.test(vat);
  if (country === 'SE') return /^SE\d{10}01$/.test(vat);
  return new RegExp(`^${prefix}[A-Z0-9]{2,13}$`).test(vat);
}

/**
 * A buyer's or seller's tax ID: a valid NIP in Poland, an EU VAT number's shape elsewhere in the
 * EU, and 2–20 letters or digits for other countries.
 */
export function isValidTaxId(value: string, country: string): boolean {
  const code = country.toUpperCase();
  if (code === 'PL') return isValidNip(value);
  if ((EU_COUNTRIES as readonly string[]).includes(code)) return isEuVatFormat(value, code);
  return /^[A-Z0-9]{2,20}$/i.test(digitsOnly(value));
}

/** Postal codes: `NN-NNN` in Poland (integrations.md), 2–12 letters, digits and spaces elsewhere. */
export function isValidPostalCode(value: string, country: string): boolean {
  const code = value.trim();
  if (country.toUpperCase() === 'PL') return /^\d{2}-\d{3}$/.test(code);
  return /^[A-Z0-9][A-Z0-9 -]{1,11}$/i.test(code);
}

const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
};

/** IBAN (ISO 13616): the country's length and the mod-97 check (integrations.md §7). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** BIC/SWIFT (ISO 9362): 8 or 11 characters. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s/g, '').toUpperCase());
}

/** EAN-13 (GS1): thirteen digits, the last one the weighted (1, 3) mod-10 check digit. */
export function isValidEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(value[12]);
}
