/**
 * The pick-up points emulators in the sandbox document (`/sandbox/openapi.json`): InPost's Points
 * API and our DPD Pickup shape (docs/decisions.md "Pick-up points").
 */
type Json = Record<string, unknown>;

const json = (schema: Json, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const query = (name: string, description: string, schema: Json = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const str = { type: 'string' };
const num = { type: 'number' };
const int = { type: 'integer' };

const InpostPoint: Json = {
  type: 'object',
  description: 'A point as InPost’s Points API answers it (the fields clients read)',
  properties: {
    href: str,
    name: { type: 'string', description: 'The point’s code, e.g. KRA01M' },
    type: { type: 'array', items: { type: 'string', enum: ['parcel_locker', 'pop'] } },
    status: { type: 'string', enum: ['Operating'] },
    location: { type: 'object', properties: { latitude: num, longitude: num } },
    location_type: str,
    location_description: str,
    opening_hours: { type: 'string', description: '"24/7" or the hours as InPost writes them' },
    address: { type: 'object', properties: { line1: str, line2: str } },
    address_details: {
      type: 'object',
      properties: {
        city: str,
        province: str,
        post_code: str,
        street: str,
        building_number: str,
        flat_number: { type: ['string', 'null'] },
      },
    },
    payment_available: { type: 'boolean' },
    location_247: { type: 'boolean' },
    functions: { type: 'array', items: str },
    distance: { type: 'integer', description: 'Metres from `relative_point`, when given' },
  },
};

const InpostError: Json = {
  type: 'object',
  properties: { status: int, error: str, message: str, details: { type: 'object' } },
};

const DpdPoint: Json = {
  type: 'object',
  description: 'A DPD Pickup point in our own simple shape',
  properties: {
    id: { type: 'string', description: 'e.g. PL11033' },
    name: str,
    street: str,
    postCode: str,
    city: str,
    lat: num,
    lng: num,
    openingHours: str,
    open247: { type: 'boolean' },
    cod: { type: 'boolean' },
    distance: { type: ['integer', 'null'] },
  },
};

export const pointsSchemas: Record<string, Json> = { InpostPoint, InpostError, DpdPoint };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const pointsPaths: Record<string, Record<string, unknown>> = {
  '/sandbox/inpost/v1/points': {
    get: {
      operationId: 'inpostListPoints',
      tags: ['inpost'],
      summary: 'InPost’s points, filtered, nearest first from `relative_point`',
      security: [],
      parameters: [
        query('name', 'Point codes, comma-separated'),
        query('type', '`parcel_locker` and/or `pop`, comma-separated'),
        query('status', 'e.g. `Operating`'),
        query('city', 'Town (accents optional)'),
        query('post_code', 'e.g. 31-061'),
        query('relative_point', '`lat,lng`: adds `distance` and sorts by it'),
        query('sort_by', '`distance_asc` (needs relative_point) or `name`', {
          type: 'string',
          enum: ['distance_asc', 'name'],
        }),
        query('max_distance', 'Metres from relative_point', { type: 'number' }),
        query('page', 'From 1', { type: 'integer', minimum: 1 }),
        query('per_page', '1 to 500 (25)', { type: 'integer', minimum: 1, maximum: 500 }),
      ],
      responses: {
        200: json(
          {
            type: 'object',
            properties: {
              href: str,
              count: int,
              page: int,
              per_page: int,
              total_pages: int,
              items: { type: 'array', items: ref('InpostPoint') },
            },
          },
          'A page of points',
        ),
        400: json(ref('InpostError'), 'A parameter InPost would refuse'),
      },
    },
  },
  '/sandbox/inpost/v1/points/{name}': {
    parameters: [
      { name: 'name', in: 'path', required: true, description: 'The code', schema: str },
    ],
    get: {
      operationId: 'inpostGetPoint',
      tags: ['inpost'],
      summary: 'One InPost point by its code',
      security: [],
      responses: {
        200: json(ref('InpostPoint'), 'The point'),
        404: json(ref('InpostError'), 'No such point'),
      },
    },
  },
  '/sandbox/dpd/points': {
    get: {
      operationId: 'dpdListPoints',
      tags: ['dpd'],
      summary: 'DPD Pickup points nearest first (our own shape)',
      security: [],
      parameters: [
        query('near', '`lat,lng`'),
        query('id', 'A point’s id'),
        query('city', 'Town (accents optional)'),
        query('page', 'From 1', { type: 'integer', minimum: 1 }),
        query('per_page', '1 to 100 (25)', { type: 'integer', minimum: 1, maximum: 100 }),
      ],
      responses: {
        200: json(
          {
            type: 'object',
            properties: {
              total: int,
              page: int,
              perPage: int,
              items: { type: 'array', items: ref('DpdPoint') },
            },
          },
          'A page of points',
        ),
        400: json(
          { type: 'object', properties: { error: str, parameter: str } },
          'A bad parameter',
        ),
      },
    },
  },
};
