import {
  EU_COUNTRIES,
  isValidBic,
  isValidIban,
  isValidPostalCode,
  isValidTaxId,
} from '@kramik/contract';

export type TaxKind = 'nip' | 'vat' | 'other';

/** NIP in Poland, an EU VAT number elsewhere in the EU, a tax number anywhere else. */
export function taxKindOf(country: string): TaxKind {
  if (country === 'PL') return 'nip';
  return (EU_COUNTRIES as readonly string[]).includes(country) ? 'vat' : 'other';
}

/** A web address with a host that has a dot, with or without its scheme. */
export function isValidWebPage(value: string) {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export interface CompanyValues {
  companyName: string;
  shortName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  taxNumber: string;
  webPage: string;
  bic: string;
  iban: string;
  description: string;
}

type FormatKey = 'postalCodeFormat' | 'taxIdFormat' | 'ibanFormat' | 'bicFormat' | 'webPageFormat';

/** The identifier checks the schema leaves to the server, on fields that are filled in. */
export function companyFormatErrors(
  v: CompanyValues,
): Partial<Record<keyof CompanyValues, FormatKey>> {
  const errors: Partial<Record<keyof CompanyValues, FormatKey>> = {};
  if (v.postalCode.trim() && v.country && !isValidPostalCode(v.postalCode, v.country)) {
    errors.postalCode = 'postalCodeFormat';
  }
  if (v.taxNumber.trim() && v.country && !isValidTaxId(v.taxNumber, v.country)) {
    errors.taxNumber = 'taxIdFormat';
  }
  if (v.iban.trim() && !isValidIban(v.iban)) errors.iban = 'ibanFormat';
  if (v.bic.trim() && !isValidBic(v.bic)) errors.bic = 'bicFormat';
  if (v.webPage.trim() && !isValidWebPage(v.webPage.trim())) errors.webPage = 'webPageFormat';
  return errors;
}
