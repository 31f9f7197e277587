import {
  MAX_EDITION_SIZE,
  MAX_HOURS_OF_WORK,
  PASSPORT_TEXT_MAX_LENGTH,
  type Locale,
  type PassportInput,
  type SellerPassport,
} from '@kramik/contract';

export type PassportTextField = keyof typeof PASSPORT_TEXT_MAX_LENGTH;
export const PASSPORT_TEXT_FIELDS: PassportTextField[] = ['materials', 'technique', 'care'];

export interface PassportFormValues {
  /** Texts per language version of the product. */
  texts: Partial<Record<Locale, Record<PassportTextField, string>>>;
  hoursOfWork: string;
  edition: 'unique' | 'numbered';
  editionSize: string;
}

/** A form field's message: the key under `passports.` and its values. */
export interface PassportProblem {
  key: string;
  params?: Record<string, number>;
}

const emptyTexts = () => ({ materials: '', technique: '', care: '' });

/** The form's values: the saved passport, with an empty set of texts for each product language. */
export function passportValues(passport: SellerPassport, locales: Locale[]): PassportFormValues {
  const texts: PassportFormValues['texts'] = {};
  for (const locale of locales) texts[locale] = emptyTexts();
  for (const version of passport.versions) {
    texts[version.locale] = {
      materials: version.materials,
      technique: version.technique,
      care: version.care,
    };
  }
  return {
    texts,
    hoursOfWork: passport.hoursOfWork === null ? '' : String(passport.hoursOfWork),
    edition: passport.editionSize === null ? 'unique' : 'numbered',
    editionSize: passport.editionSize === null ? '' : String(passport.editionSize),
  };
}

const WHOLE = /^\d+$/;

/**
 * Checks the form as the server will (same limits, same fields) and builds the request: empty
 * hours mean "not told"; a one-of-a-kind piece has no edition size.
 */
export function checkPassportForm(
  values: PassportFormValues,
):
  | { payload: PassportInput; problems?: undefined }
  | { payload?: undefined; problems: Record<string, PassportProblem> } {
  const problems: Record<string, PassportProblem> = {};
  const versions: NonNullable<PassportInput['versions']> = [];
  for (const [locale, texts] of Object.entries(values.texts) as [
    Locale,
    Record<PassportTextField, string>,
  ][]) {
    const index = versions.length;
    for (const field of PASSPORT_TEXT_FIELDS) {
      if (texts[field].trim().length > PASSPORT_TEXT_MAX_LENGTH[field]) {
        problems[`versions.${index}.${field}`] = {
          key: 'tooLong',
          params: { max: PASSPORT_TEXT_MAX_LENGTH[field] },
        };
      }
    }
    versions.push({
      locale,
      materials: texts.materials.trim(),
      technique: texts.technique.trim(),
      care: texts.care.trim(),
    });
  }
  const hours = values.hoursOfWork.trim();
  if (hours && (!WHOLE.test(hours) || Number(hours) > MAX_HOURS_OF_WORK)) {
    problems.hoursOfWork = { key: 'hoursRange', params: { max: MAX_HOURS_OF_WORK } };
  }
  const size = values.editionSize.trim();
  const numbered = values.edition === 'numbered';
  if (numbered && (!WHOLE.test(size) || Number(size) < 1 || Number(size) > MAX_EDITION_SIZE)) {
    problems.editionSize = { key: 'editionRange', params: { max: MAX_EDITION_SIZE } };
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    payload: {
      versions,
      hoursOfWork: hours ? Number(hours) : null,
      editionSize: numbered ? Number(size) : null,
    },
  };
}

/** "7 of 20" for a numbered piece, "1 of 1" for one of a kind, as `passports.` keys. */
export function editionText(
  t: (key: string, params?: Record<string, unknown>) => string,
  editionNumber: number | null,
  editionSize: number | null,
) {
  if (editionSize === null) return t('passports.oneOfOne');
  if (editionNumber === null) return t('passports.editionOf', { size: editionSize });
  return t('passports.numbered', { n: editionNumber, size: editionSize });
}
