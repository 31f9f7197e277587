import { describe, expect, it } from 'vitest';
import type { Cart, CartDeliveryOption, CartGroup } from '@kramik/contract';
import {
  checkCheckout,
  NEW_ENTRY,
  NO_SELECTION,
  previewTotals,
  quoteInput,
  toCheckoutInput,
  type CheckoutDraft,
} from './checkout-selection';
import { eur, pickupShop, uuid } from '../../testing/fixtures';

const SELLER_A = uuid(1);
const SELLER_B = uuid(2);
const COURIER = uuid(3);
const LOCKER = uuid(4);
const SHOP = uuid(5);
const ADDRESS = uuid(6);

function option(id: string, price: number, needsPoint = false): CartDeliveryOption {
  return {
    _id: id,
    carrier: needsPoint ? 'inpost_locker' : 'dpd_courier',
    price: eur(price),
    basePrice: eur(price),
    freeFrom: null,
    missingForFree: null,
    needsPoint,
    cashOnDelivery: false,
  };
}

const shop = pickupShop(SHOP, 'Studio');

function group(sellerId: string, subtotal: number, extra: Partial<CartGroup> = {}): CartGroup {
  return {
    seller: { _id: sellerId, shortName: sellerId === SELLER_A ? 'Clay' : 'Wool' },
    lines: [
      {
        productId: `p-${sellerId}`,
        name: 'Bowl',
        image: null,
        unitPrice: eur(subtotal),
        quantity: 1,
        available: 3,
        lineTotal: eur(subtotal),
        listed: true,
      },
    ],
    subtotal: eur(subtotal),
    deliveryOptions: [option(COURIER, 1200), option(LOCKER, 900, true)],
    pickupShops: [shop],
    dispatchDays: 2,
    ...extra,
  };
}

const cart: Cart = {
  groups: [group(SELLER_A, 5000), group(SELLER_B, 3000)],
  count: 2,
  subtotal: eur(8000),
  removed: [],
};

function draft(change: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    groups: {},
    addressChoice: ADDRESS,
    address: {},
    saveAddress: false,
    invoiceRequested: false,
    invoiceChoice: '',
    invoice: {},
    saveInvoice: false,
    ...change,
  };
}

const delivery = { ...NO_SELECTION, method: 'delivery' as const, deliveryOptionId: COURIER };
const pickup = { ...NO_SELECTION, method: 'pickup' as const, pickupShopId: SHOP };

describe('checkCheckout', () => {
  it('asks for a receiving method for every maker (SPEC §5)', () => {
    const check = checkCheckout(cart, draft({ groups: { [SELLER_A]: delivery } }));
    expect(check.headline).toBe('noPickupOrDelivery');
    expect(check.groups).toEqual({ [SELLER_B]: 'noPickupOrDelivery' });
  });

  it('asks for a carrier when delivery is chosen without one', () => {
    const check = checkCheckout(
      cart,
      draft({
        groups: { [SELLER_A]: { ...NO_SELECTION, method: 'delivery' }, [SELLER_B]: pickup },
      }),
    );
    expect(check.headline).toBe('noShippingMethod');
    expect(check.groups[SELLER_A]).toBe('noShippingMethod');
  });

  it('says when the maker has no carriers or no shops', () => {
    const bare: Cart = {
      ...cart,
      groups: [
        group(SELLER_A, 5000, { deliveryOptions: [] }),
        group(SELLER_B, 3000, { pickupShops: [] }),
      ],
    };
    const check = checkCheckout(
      bare,
      draft({
        groups: {
          [SELLER_A]: { ...NO_SELECTION, method: 'delivery' },
          [SELLER_B]: { ...NO_SELECTION, method: 'pickup' },
        },
      }),
    );
    expect(check.groups).toEqual({
      [SELLER_A]: 'providerLacksDelivery',
      [SELLER_B]: 'noSalesPoints',
    });
  });

  it('asks for a shop, not for a method, when pick-up is chosen without one', () => {
    const twoShops: Cart = {
      ...cart,
      groups: [
        group(SELLER_A, 5000),
        group(SELLER_B, 3000, { pickupShops: [shop, pickupShop(uuid(9), 'Gallery')] }),
      ],
    };
    const check = checkCheckout(
      twoShops,
      draft({
        groups: {
          [SELLER_A]: { ...NO_SELECTION, method: 'delivery', deliveryOptionId: COURIER },
          [SELLER_B]: { ...NO_SELECTION, method: 'pickup' },
        },
      }),
    );
    expect(check.groups).toEqual({ [SELLER_B]: 'chooseShop' });
    expect(check.headline).toBe('chooseShop');
  });

  it('needs the point code for a locker carrier', () => {
    const locker = { ...delivery, deliveryOptionId: LOCKER };
    const groups = { [SELLER_A]: locker, [SELLER_B]: pickup };
    expect(checkCheckout(cart, draft({ groups })).groups[SELLER_A]).toBe('pointRequired');
    const named = { ...groups, [SELLER_A]: { ...locker, pointCode: ' KRA01M ' } };
    expect(checkCheckout(cart, draft({ groups: named })).headline).toBeNull();
  });

  it('needs a complete new shipping address only when a maker delivers', () => {
    const groups = { [SELLER_A]: delivery, [SELLER_B]: pickup };
    const check = checkCheckout(
      cart,
      draft({ groups, addressChoice: NEW_ENTRY, address: { street: 'Main 1' } }),
    );
    expect(check.headline).toBe('shippingAddressMissing');
    expect(check.addressFields).toMatchObject({ city: 'required', postalCode: 'required' });
    const pickupOnly = { [SELLER_A]: pickup, [SELLER_B]: pickup };
    expect(checkCheckout(cart, draft({ groups: pickupOnly, addressChoice: '' })).headline).toBe(
      null,
    );
  });

  it('refuses an invoice with incomplete data', () => {
    const groups = { [SELLER_A]: pickup, [SELLER_B]: pickup };
    const check = checkCheckout(
      cart,
      draft({
        groups,
        invoiceRequested: true,
        invoiceChoice: NEW_ENTRY,
        invoice: { companyName: 'Acme' },
      }),
    );
    expect(check.headline).toBe('invoiceIncomplete');
    expect(check.invoiceIncomplete).toBe(true);
    expect(check.invoiceFields.taxId).toBe('required');
  });

  it('puts lines above the stock first', () => {
    const short: Cart = {
      ...cart,
      groups: [
        { ...cart.groups[0]!, lines: [{ ...cart.groups[0]!.lines[0]!, quantity: 5 }] },
        cart.groups[1]!,
      ],
    };
    const check = checkCheckout(short, draft());
    expect(check.headline).toBe('notThatMany');
    expect(check.lines).toEqual([`p-${SELLER_A}`]);
  });
});

describe('toCheckoutInput', () => {
  it('sends exactly one method per maker and the saved address for delivery', () => {
    const input = toCheckoutInput(
      cart,
      draft({ groups: { [SELLER_A]: delivery, [SELLER_B]: pickup }, saveAddress: true }),
    );
    expect(input.groups).toEqual([
      { sellerId: SELLER_A, deliveryOptionId: COURIER, pointCode: null, pickupShopId: null },
      { sellerId: SELLER_B, deliveryOptionId: null, pointCode: null, pickupShopId: SHOP },
    ]);
    expect(input.shippingAddressId).toBe(ADDRESS);
    expect(input.shippingAddress).toBeNull();
    expect(input.saveShippingAddress).toBe(false);
    expect(input.invoiceRequested).toBe(false);
  });

  it('sends a new address and new invoice data with their save choices', () => {
    const address = {
      street: 'Main 1',
      city: 'Kraków',
      postalCode: '30-001',
      country: 'PL',
      recipientName: 'Ola Nowak',
      phone: '+48 600 123 456',
    };
    const input = toCheckoutInput(
      cart,
      draft({
        groups: { [SELLER_A]: delivery, [SELLER_B]: delivery },
        addressChoice: NEW_ENTRY,
        address,
        saveAddress: true,
        invoiceRequested: true,
        invoiceChoice: NEW_ENTRY,
        invoice: { companyName: 'Acme' },
        saveInvoice: true,
      }),
    );
    expect(input.shippingAddress).toEqual({ ...address, region: '' });
    expect(input.saveShippingAddress).toBe(true);
    expect(input.invoiceData).toEqual({ companyName: 'Acme' });
    expect(input.saveInvoiceData).toBe(true);
  });
});

describe('previewTotals and quoteInput', () => {
  it('adds the chosen delivery prices; pick-up is free', () => {
    const totals = previewTotals(
      cart,
      draft({ groups: { [SELLER_A]: delivery, [SELLER_B]: pickup } }),
    );
    expect(totals.complete).toBe(true);
    expect(totals.total).toEqual(eur(5000 + 1200 + 3000));
    expect(totals.groups.map((g) => g.delivery)).toEqual([eur(1200), eur(0)]);
  });

  it('marks the total incomplete until every maker has a method, and quotes only then', () => {
    const partial = draft({ groups: { [SELLER_A]: delivery } });
    expect(previewTotals(cart, partial).complete).toBe(false);
    expect(quoteInput(cart, partial)).toBeNull();
    const complete = draft({
      groups: { [SELLER_A]: delivery, [SELLER_B]: pickup },
      invoiceRequested: true,
      invoiceChoice: NEW_ENTRY,
    });
    expect(quoteInput(cart, complete)).toMatchObject({ invoiceRequested: false });
  });
});
