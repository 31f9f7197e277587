import { describe, expect, it } from 'vitest';
import type { SellerPassport } from '@kramik/contract';
import { checkPassportForm, editionText, passportValues } from './passport-form-values';

const saved: SellerPassport = {
  productId: 'p1',
  versions: [{ locale: 'pl-PL', materials: 'Glina', technique: 'Toczenie', care: 'Ręcznie' }],
  hoursOfWork: 12,
  editionSize: null,
  editionsAssigned: 0,
  photos: [],
};

describe('the passport form', () => {
  it('opens with the saved texts and an empty set for each other product language', () => {
    const values = passportValues(saved, ['en-US', 'pl-PL']);
    expect(values.texts['en-US']).toEqual({ materials: '', technique: '', care: '' });
    expect(values.texts['pl-PL']!.materials).toBe('Glina');
    expect(values).toMatchObject({ hoursOfWork: '12', edition: 'unique', editionSize: '' });
  });

  it('sends empty hours as not told and a one-of-a-kind piece without a size', () => {
    const values = { ...passportValues(saved, ['pl-PL']), hoursOfWork: ' ' };
    expect(checkPassportForm(values).payload).toEqual({
      versions: [{ locale: 'pl-PL', materials: 'Glina', technique: 'Toczenie', care: 'Ręcznie' }],
      hoursOfWork: null,
      editionSize: null,
    });
  });

  it('sends a numbered edition with its size', () => {
    const values = {
      ...passportValues(saved, ['pl-PL']),
      edition: 'numbered' as const,
      editionSize: '20',
    };
    expect(checkPassportForm(values).payload?.editionSize).toBe(20);
  });

  it('names each wrong field as the server would', () => {
    const values = passportValues(saved, ['en-US', 'pl-PL']);
    values.texts['pl-PL']!.care = 'x'.repeat(1001);
    values.texts['en-US']!.materials = 'x'.repeat(201);
    const checked = checkPassportForm({
      ...values,
      hoursOfWork: '1.5',
      edition: 'numbered',
      editionSize: '0',
    });
    expect(checked.problems).toEqual({
      'versions.0.materials': { key: 'tooLong', params: { max: 200 } },
      'versions.1.care': { key: 'tooLong', params: { max: 1000 } },
      hoursOfWork: { key: 'hoursRange', params: { max: 10000 } },
      editionSize: { key: 'editionRange', params: { max: 10000 } },
    });
    expect(checkPassportForm({ ...values, hoursOfWork: '10001' }).problems).toHaveProperty(
      'hoursOfWork',
    );
    const fine = passportValues(saved, ['pl-PL']);
    expect(checkPassportForm({ ...fine, hoursOfWork: '10000' }).problems).toBeUndefined();
    expect(checkPassportForm({ ...fine, hoursOfWork: '10001' }).problems).toHaveProperty(
      'hoursOfWork',
    );
  });

  it('writes the edition as "7 of 20" or "1 of 1"', () => {
    const t = (key: string, params?: Record<string, unknown>) =>
      `${key} ${JSON.stringify(params ?? {})}`;
    expect(editionText(t, 7, 20)).toBe('passports.numbered {"n":7,"size":20}');
    expect(editionText(t, null, null)).toBe('passports.oneOfOne {}');
    expect(editionText(t, null, 20)).toBe('passports.editionOf {"size":20}');
  });
});
