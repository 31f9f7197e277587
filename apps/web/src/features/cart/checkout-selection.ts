import {
  AddressInputSchema,
  InvoiceDataInputSchema,
  VALIDATION_KEYS,
  type Cart,
  type CartGroup,
  type CheckoutInput,
  type DeliveryPoint,
  type Money,
  type ValidationKey,
} from '@kramik/contract';

export type ReceivingMethod = 'delivery' | 'pickup';

/** One maker's receiving method as the buyer is choosing it. */
export interface GroupSelection {
  method: ReceivingMethod | null;
  deliveryOptionId: string | null;
  pointCode: string;
  /** The point chosen in the picker, shown while the checkout is open. */
  point: DeliveryPoint | null;
  pickupShopId: string | null;
}

export const NO_SELECTION: GroupSelection = {
  method: null,
  deliveryOptionId: null,
  pointCode: '',
  point: null,
  pickupShopId: null,
};

/** A saved entry's id, or `new` for the one typed at checkout. */
export type EntryChoice = string;
export const NEW_ENTRY = 'new';

export interface CheckoutDraft {
  groups: Readonly<Record<string, GroupSelection>>;
  addressChoice: EntryChoice;
  address: Readonly<Record<string, string>>;
  saveAddress: boolean;
  invoiceRequested: boolean;
  invoiceChoice: EntryChoice;
  invoice: Readonly<Record<string, string>>;
  saveInvoice: boolean;
}

/** The spec's checkout messages (SPEC §5) and the few of our own, by translation key. */
export type CheckoutMessage =
  | 'notListed'
  | 'notThatMany'
  | 'noPickupOrDelivery'
  | 'noShippingMethod'
  | 'providerLacksDelivery'
  | 'noSalesPoints'
  | 'chooseShop'
  | 'pointRequired'
  | 'shippingAddressMissing'
  | 'invoiceIncomplete';

export interface CheckoutCheck {
  /** The first rule broken: the message shown by the "Place order" button. */
  headline: CheckoutMessage | null;
  /** Products whose line is above the stock. */
  lines: string[];
  /** Per maker (seller id): what is missing in that maker's receiving method. */
  groups: Record<string, CheckoutMessage>;
  addressMissing: boolean;
  /** The new address's fields, as validation keys. */
  addressFields: Record<string, ValidationKey>;
  invoiceIncomplete: boolean;
  invoiceFields: Record<string, ValidationKey>;
}

export function selectionOf(draft: CheckoutDraft, sellerId: string): GroupSelection {
  return draft.groups[sellerId] ?? NO_SELECTION;
}

/** What is wrong with one maker's choice, checked in the order the server checks it. */
export function groupProblem(group: CartGroup, selection: GroupSelection): CheckoutMessage | null {
  if (selection.method === null) return 'noPickupOrDelivery';
  if (selection.method === 'delivery') {
    if (group.deliveryOptions.length === 0) return 'providerLacksDelivery';
    const option = group.deliveryOptions.find((o) => o._id === selection.deliveryOptionId);
    if (!option) return 'noShippingMethod';
    if (option.needsPoint && !selection.pointCode.trim()) return 'pointRequired';
    return null;
  }
  if (group.pickupShops.length === 0) return 'noSalesPoints';
  if (!group.pickupShops.some((s) => s._id === selection.pickupShopId)) return 'chooseShop';
  return null;
}

function fieldKeys(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, ValidationKey> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || fields[field]) continue;
    fields[field] = (VALIDATION_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationKey)
      : 'invalid';
  }
  return fields;
}

export function needsShippingAddress(cart: Cart, draft: CheckoutDraft) {
  return cart.groups.some((g) => selectionOf(draft, g.seller._id).method === 'delivery');
}

/** The checks the server makes, made first in the browser so the buyer sees them at once. */
export function checkCheckout(cart: Cart, draft: CheckoutDraft): CheckoutCheck {
  const check: CheckoutCheck = {
    headline: null,
    lines: [],
    groups: {},
    addressMissing: false,
    addressFields: {},
    invoiceIncomplete: false,
    invoiceFields: {},
  };
  const note = (message: CheckoutMessage) => {
    check.headline ??= message;
  };
  // A product the catalog no longer lists (hidden, or its maker blocked) stays in the cart but
  // cannot be ordered (issue 20).
  for (const group of cart.groups) {
    for (const line of group.lines) if (line.listed === false) check.lines.push(line.productId);
  }
  if (check.lines.length > 0) note('notListed');
  for (const group of cart.groups) {
    for (const line of group.lines)
      if (line.listed !== false && line.quantity > line.available) check.lines.push(line.productId);
  }
  if (check.lines.length > 0) note('notThatMany');
  for (const group of cart.groups) {
    const problem = groupProblem(group, selectionOf(draft, group.seller._id));
    if (problem) {
      check.groups[group.seller._id] = problem;
      note(problem);
    }
  }
  if (needsShippingAddress(cart, draft)) {
    if (!draft.addressChoice) {
      check.addressMissing = true;
      note('shippingAddressMissing');
    } else if (draft.addressChoice === NEW_ENTRY) {
      const parsed = AddressInputSchema.safeParse(draft.address);
      if (!parsed.success) {
        check.addressMissing = true;
        check.addressFields = fieldKeys(parsed.error.issues);
        note('shippingAddressMissing');
      }
    }
  }
  if (draft.invoiceRequested) {
    if (!draft.invoiceChoice) {
      check.invoiceIncomplete = true;
      note('invoiceIncomplete');
    } else if (draft.invoiceChoice === NEW_ENTRY) {
      const parsed = InvoiceDataInputSchema.safeParse(draft.invoice);
      if (!parsed.success) {
        check.invoiceIncomplete = true;
        check.invoiceFields = fieldKeys(parsed.error.issues);
        note('invoiceIncomplete');
      }
    }
  }
  return check;
}

/** What "Place order" sends (the server recomputes every amount; `expectedTotal` is added). */
export function toCheckoutInput(cart: Cart, draft: CheckoutDraft): CheckoutInput {
  const delivery = needsShippingAddress(cart, draft);
  const newAddress = delivery && draft.addressChoice === NEW_ENTRY;
  const newInvoice = draft.invoiceRequested && draft.invoiceChoice === NEW_ENTRY;
  return {
    groups: cart.groups.map((group) => {
      const selection = selectionOf(draft, group.seller._id);
      const option =
        selection.method === 'delivery'
          ? group.deliveryOptions.find((o) => o._id === selection.deliveryOptionId)
          : undefined;
      return {
        sellerId: group.seller._id,
        deliveryOptionId: selection.method === 'delivery' ? selection.deliveryOptionId : null,
        pointCode: option?.needsPoint ? selection.pointCode.trim() : null,
        pickupShopId: selection.method === 'pickup' ? selection.pickupShopId : null,
      };
    }),
    shippingAddressId: delivery && !newAddress && draft.addressChoice ? draft.addressChoice : null,
    shippingAddress: newAddress
      ? {
          street: draft.address.street ?? '',
          city: draft.address.city ?? '',
          postalCode: draft.address.postalCode ?? '',
          region: draft.address.region ?? '',
          country: draft.address.country ?? '',
          recipientName: draft.address.recipientName ?? '',
          phone: draft.address.phone ?? '',
        }
      : null,
    saveShippingAddress: newAddress && draft.saveAddress,
    invoiceRequested: draft.invoiceRequested,
    invoiceDataId:
      draft.invoiceRequested && !newInvoice && draft.invoiceChoice ? draft.invoiceChoice : null,
    invoiceData: newInvoice ? { ...draft.invoice } : null,
    saveInvoiceData: newInvoice && draft.saveInvoice,
  };
}

/**
 * What to ask the server to quote: the receiving methods once every maker has a complete one
 * (and the address, which the server checks with them). The invoice does not change the total and
 * is left out, so that typing invoice data does not ask for new totals.
 */
export function quoteInput(cart: Cart, draft: CheckoutDraft): CheckoutInput | null {
  const check = checkCheckout(cart, { ...draft, invoiceRequested: false });
  if (check.headline !== null || cart.groups.length === 0) return null;
  return {
    ...toCheckoutInput(cart, draft),
    invoiceRequested: false,
    invoiceDataId: null,
    invoiceData: null,
    saveInvoiceData: false,
    saveShippingAddress: false,
  };
}

export interface PreviewGroup {
  sellerId: string;
  shortName: string;
  items: Money;
  /** `null` while the maker's receiving method is not chosen. */
  delivery: Money | null;
}

/** Totals from the cart's own prices, shown (marked as an estimate) until the server quotes. */
export function previewTotals(
  cart: Cart,
  draft: CheckoutDraft,
): { groups: PreviewGroup[]; total: Money; complete: boolean } {
  const currency = cart.subtotal.currency;
  let total = 0;
  let complete = true;
  const groups = cart.groups.map((group): PreviewGroup => {
    const selection = selectionOf(draft, group.seller._id);
    let delivery: Money | null = null;
    if (selection.method === 'pickup' && selection.pickupShopId) {
      delivery = { amount: 0, currency };
    } else if (selection.method === 'delivery') {
      const option = group.deliveryOptions.find((o) => o._id === selection.deliveryOptionId);
      if (option) delivery = option.price;
    }
    if (delivery === null) complete = false;
    // A maker's coupon takes off that maker's goods only (issue 24).
    total += group.subtotal.amount - (group.coupon?.discount.amount ?? 0) + (delivery?.amount ?? 0);
    return {
      sellerId: group.seller._id,
      shortName: group.seller.shortName,
      items: group.subtotal,
      delivery,
    };
  });
  return { groups, total: { amount: total, currency }, complete };
}
