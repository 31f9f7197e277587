import type { Address, AddressInput, InvoiceData, InvoiceDataInput } from '@kramik/contract';
import { isValidPostalCode, isValidTaxId } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import type { StoredAddress, StoredInvoice } from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isCountryCode } from '../site/countries.js';
import type { SignedInContext } from '../../plugins/context.js';
import * as repo from './accounts.repo.js';

/** Checks an address's country and postal code (also for addresses typed at checkout). */
export function checkPlace(
  input: { postalCode: string; country: string },
  extra: Record<string, MessageKey> = {},
) {
  const fields = { ...extra };
  if (!isCountryCode(input.country)) fields.country = 'fieldInvalid';
  else if (!isValidPostalCode(input.postalCode, input.country))
    fields.postalCode = 'postalCodeFormat';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

const toAddress = (row: repo.AddressRow): Address => ({
  _id: row.id,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  region: row.region,
  country: row.country,
  recipientName: row.recipientName,
  phone: row.phone,
});

export async function listAddresses({ db, auth }: SignedInContext) {
  return (await repo.listAddresses(db, auth.user._id)).map(toAddress);
}

export async function createAddress({ db, auth }: SignedInContext, input: AddressInput) {
  checkPlace(input);
  return toAddress(await repo.insertAddress(db, { ...input, userId: auth.user._id }));
}

export async function updateAddress(
  { db, auth }: SignedInContext,
  id: string,
  input: AddressInput,
) {
  checkPlace(input);
  const row = await repo.updateAddress(db, auth.user._id, id, input);
  if (!row) throw new NotFoundError();
  return toAddress(row);
}

export async function deleteAddress({ db, auth }: SignedInContext, id: string) {
  if (!(await repo.deleteAddress(db, auth.user._id, id))) throw new NotFoundError();
}

const toInvoiceData = (row: repo.InvoiceDataRow): InvoiceData => ({
  _id: row.id,
  companyName: row.companyName,
  taxId: row.taxId,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  country: row.country,
});

export function checkInvoiceData(input: InvoiceDataInput) {
  checkPlace(input, isValidTaxId(input.taxId, input.country) ? {} : { taxId: 'taxIdFormat' });
}

export async function listInvoiceData({ db, auth }: SignedInContext) {
  return (await repo.listInvoiceData(db, auth.user._id)).map(toInvoiceData);
}

export async function createInvoiceData({ db, auth }: SignedInContext, input: InvoiceDataInput) {
  checkInvoiceData(input);
  return toInvoiceData(await repo.insertInvoiceData(db, { ...input, userId: auth.user._id }));
}

export async function updateInvoiceData(
  { db, auth }: SignedInContext,
  id: string,
  input: InvoiceDataInput,
) {
  checkInvoiceData(input);
  const row = await repo.updateInvoiceData(db, auth.user._id, id, input);
  if (!row) throw new NotFoundError();
  return toInvoiceData(row);
}

export async function deleteInvoiceData({ db, auth }: SignedInContext, id: string) {
  if (!(await repo.deleteInvoiceData(db, auth.user._id, id))) throw new NotFoundError();
}

/** Keeps an address typed at checkout for the buyer's next order (the checkout has checked it). */
export async function saveAddress(db: Executor, userId: string, address: StoredAddress) {
  await repo.insertAddress(db, { ...address, userId });
}

/** Keeps invoice data typed at checkout for the buyer's next order (checked by the checkout). */
export async function saveInvoiceData(db: Executor, userId: string, invoice: StoredInvoice) {
  await repo.insertInvoiceData(db, { ...invoice, userId });
}
