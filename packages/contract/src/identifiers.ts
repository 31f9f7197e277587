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
