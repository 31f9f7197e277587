import {
  isValidPostalCode,
  ShopInputSchema,
  VALIDATION_KEYS,
  type Location,
  type Shop,
  type ShopInput,
  type ValidationKey,
} from '@kramik/contract';
import {
  checkHours,
  defaultHoursDraft,
  draftToHours,
  hoursToDraft,
  type HoursDraft,
} from './hours';

export interface ShopFormValues {
  title: string;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  location: Location | null;
  hours: HoursDraft;
  visibleOnMap: boolean;
}

export type TextField = 'title' | 'description' | 'street' | 'city' | 'postalCode' | 'country';

export function shopToValues(shop: Shop | null, country = ''): ShopFormValues {
  return {
    title: shop?.title ?? '',
    description: shop?.description ?? '',
    street: shop?.street ?? '',
    city: shop?.city ?? '',
    postalCode: shop?.postalCode ?? '',
    country: shop?.country ?? country,
    location: shop ? { ...shop.location } : null,
    hours: shop ? hoursToDraft(shop.hours) : defaultHoursDraft(),
    visibleOnMap: shop?.visibleOnMap ?? true,
  };
}

/** The request body; a missing location is left out, for the schema to name. */
export function valuesToPayload(values: ShopFormValues) {
  return {
    title: values.title,
    description: values.description,
    street: values.street,
    city: values.city,
    postalCode: values.postalCode,
    country: values.country,
    ...(values.location ? { location: values.location } : {}),
    hours: draftToHours(values.hours),
    visibleOnMap: values.visibleOnMap,
  };
}

function isValidationKey(message: string): message is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message);
}

/**
 * Checks the form with the server's own schema. Errors are keyed like the server's `fields`
 * (`title`, `location`, `hours.tue.0.close`), each a validation key; the first issue of a field
 * wins.
 */
export function checkShopForm(
  values: ShopFormValues,
):
  | { input: ShopInput; errors?: undefined }
  | { input?: undefined; errors: Record<string, ValidationKey> } {
  const payload = valuesToPayload(values);
  const result = ShopInputSchema.safeParse(payload);
  const errors: Record<string, ValidationKey> = {};
  if (
    values.postalCode.trim() &&
    values.country &&
    !isValidPostalCode(values.postalCode, values.country)
  ) {
    errors.postalCode = 'postalCodeFormat';
  }
  if (result.success) return errors.postalCode ? { errors } : { input: result.data };
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'hours') continue;
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= isValidationKey(issue.message) ? issue.message : 'invalid';
  }
  return { errors: { ...errors, ...checkHours(payload.hours) } };
}

/** The address as one line for the geocoder: "ul. Garncarska 12, 59-700 Bolesławiec". */
export function addressQuery(values: Pick<ShopFormValues, 'street' | 'postalCode' | 'city'>) {
  const place = [values.postalCode.trim(), values.city.trim()].filter(Boolean).join(' ');
  return [values.street.trim(), place].filter(Boolean).join(', ');
}
