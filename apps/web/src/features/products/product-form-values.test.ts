import { describe, expect, it } from 'vitest';
import type { SellerProduct } from '@kramik/contract';
import {
  checkProductForm,
  emptyVersion,
  formFieldOf,
  headlineProblem,
  newProductValues,
  productValues,
  unusedLocales,
  withoutVersion,
  type ProductFormValues,
} from './product-form-values';

const CATEGORY = '6f1f6a2e-8d5b-4c1e-9a53-3f1f6a2e8d5b';
const SUBCATEGORY = '7a2b7b3f-9e6c-4d2f-8b64-4a2b7b3f9e6c';

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...newProductValues('en-US'),
    versions: [{ ...emptyVersion('en-US'), name: ' Blue jug ', description: 'Stoneware. ' }],
    price: '49,90',
    categoryId: CATEGORY,
    quantity: '3',
    deliveryDays: '5',
    ...overrides,
  };
}

describe('unusedLocales', () => {
  it('offers the languages without a version, in the interface order', () => {
    expect(unusedLocales([{ locale: 'pl-PL' }, { locale: 'en-US' }])).toEqual([
      'zh-CN',
      'de-DE',
      'sv-SE',
      'nb-NO',
    ]);
    expect(unusedLocales([])).toHaveLength(6);
  });
});

describe('checkProductForm', () => {
  it('maps the form to the API payload: trimmed texts, cents, empty codes as null', () => {
    const result = checkProductForm(
      filled({ subcategoryId: SUBCATEGORY, ean: '5901234 123457', specialOffer: true }),
    );
    expect(result.problems).toBeUndefined();
    expect(result.payload).toEqual({
      versions: [
        {
          locale: 'en-US',
          name: 'Blue jug',
          description: 'Stoneware.',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: 4990,
      specialOffer: true,
      categoryId: CATEGORY,
      subcategoryId: SUBCATEGORY,
      condition: 'new',
      erpCode: null,
      ean: '5901234123457',
      index: null,
      quantity: 3,
      deliveryDays: 5,
      madeToOrder: false,
      makingDays: null,
      weeklyCapacity: null,
    });
  });

  it('sends no subcategory as null and keeps a zero stock', () => {
    const { payload } = checkProductForm(filled({ quantity: '0', erpCode: ' ERP-7 ' }));
    expect(payload).toMatchObject({ subcategoryId: null, quantity: 0, erpCode: 'ERP-7' });
  });

  it('names the version without a name with its locale, as the server does', () => {
    const values = filled({
      versions: [
        { ...emptyVersion('en-US'), name: 'Blue jug' },
        { ...emptyVersion('pl-PL'), description: 'Dzbanek' },
      ],
    });
    const { problems } = checkProductForm(values);
    expect(problems).toEqual({
      'versions.1.name': { key: 'versionNameMissing', params: { version: 'pl-PL' } },
    });
    expect(headlineProblem(problems!)).toEqual({
      key: 'versionNameMissing',
      params: { version: 'pl-PL' },
    });
  });

  it('asks for at least one version', () => {
    const { problems } = checkProductForm(filled({ versions: [] }));
    expect(problems).toEqual({ versions: { key: 'versionsRequired' } });
    expect(headlineProblem(problems!)).toEqual({ key: 'versionsRequired' });
  });

  it('flags a language used twice', () => {
    const { problems } = checkProductForm(
      filled({
        versions: [
          { ...emptyVersion('de-DE'), name: 'Krug' },
          { ...emptyVersion('de-DE'), name: 'Krug 2' },
        ],
      }),
    );
    expect(problems).toEqual({ 'versions.1.locale': { key: 'versionDuplicate' } });
  });

  it('checks price, category, EAN check digit, stock and delivery days', () => {
    const { problems } = checkProductForm(
      filled({
        price: '0',
        categoryId: '',
        ean: '5901234123458',
        quantity: '2.5',
        deliveryDays: '0',
      }),
    );
    expect(problems).toEqual({
      price: { key: 'priceRange' },
      categoryId: { key: 'required' },
      ean: { key: 'eanFormat' },
      quantity: { key: 'invalid' },
      deliveryDays: { key: 'invalid' },
    });
    expect(headlineProblem(problems!)).toEqual({ key: 'fillAllRequired' });
  });

  it('tells an unreadable price from a missing one', () => {
    expect(checkProductForm(filled({ price: '12.345' })).problems).toEqual({
      price: { key: 'invalid' },
    });
    expect(checkProductForm(filled({ price: ' ', quantity: '' })).problems).toEqual({
      price: { key: 'required' },
      quantity: { key: 'required' },
    });
    expect(headlineProblem({ ean: { key: 'eanFormat' } })).toBeNull();
  });
});

describe('productValues', () => {
  it('fills the edit form from the saved product', () => {
    const product: SellerProduct = {
      _id: 'p1',
      versions: [
        {
          locale: 'pl-PL',
          name: 'Dzbanek',
          description: 'Kamionka',
          action: '',
          howToUse: 'Myć ręcznie',
          composition: 'Glina',
        },
      ],
      name: 'Dzbanek',
      priceAmount: 12900,
      currency: 'EUR',
      lastPrice: null,
      specialOffer: false,
      categoryId: CATEGORY,
      subcategoryId: null,
      condition: 'used',
      erpCode: null,
      ean: '5901234123457',
      index: 'MG-01',
      quantity: 0,
      deliveryDays: 4,
      images: [],
      hiddenByModeration: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const values = productValues(product);
    expect(values).toMatchObject({
      price: '129.00',
      subcategoryId: '',
      erpCode: '',
      ean: '5901234123457',
      index: 'MG-01',
      quantity: '0',
      deliveryDays: '4',
      condition: 'used',
    });
    expect(checkProductForm(values).payload).toMatchObject({
      priceAmount: 12900,
      subcategoryId: null,
      versions: [{ locale: 'pl-PL', name: 'Dzbanek', howToUse: 'Myć ręcznie' }],
    });
  });
});

describe('formFieldOf', () => {
  it('puts the server’s priceAmount message under the price field', () => {
    expect(formFieldOf('priceAmount')).toBe('price');
    expect(formFieldOf('versions.0.name')).toBe('versions.0.name');
    expect(formFieldOf('index')).toBe('index');
  });
});

describe('withoutVersion', () => {
  it('drops the removed version’s messages and moves the later ones up', () => {
    expect(
      withoutVersion(
        {
          'versions.0.name': 'a',
          'versions.1.name': 'b',
          'versions.2.description': 'c',
          price: 'd',
        },
        1,
      ),
    ).toEqual({ 'versions.0.name': 'a', 'versions.1.description': 'c', price: 'd' });
  });
});

describe('the made-to-order part', () => {
  const base = {
    ...newProductValues('en-US'),
    versions: [{ ...emptyVersion('en-US'), name: 'Chair' }],
    price: '120',
    categoryId: 'c1',
    quantity: '0',
    deliveryDays: '3',
  };

  it('sends the making days and the weekly capacity of a made-to-order piece', () => {
    const { payload } = checkProductForm({
      ...base,
      madeToOrder: true,
      makingDays: '14',
      weeklyCapacity: '3',
    });
    expect(payload).toMatchObject({ madeToOrder: true, makingDays: 14, weeklyCapacity: 3 });
  });

  it('checks both numbers, only when made to order', () => {
    expect(
      checkProductForm({ ...base, madeToOrder: true, makingDays: '0', weeklyCapacity: '1001' })
        .problems,
    ).toEqual({
      makingDays: { key: 'makingDaysRange' },
      weeklyCapacity: { key: 'weeklyCapacityRange' },
    });
    expect(checkProductForm({ ...base, madeToOrder: true }).problems).toEqual({
      makingDays: { key: 'required' },
      weeklyCapacity: { key: 'required' },
    });
    expect(checkProductForm({ ...base, makingDays: 'x' }).payload).toMatchObject({
      madeToOrder: false,
      makingDays: null,
    });
  });
});
