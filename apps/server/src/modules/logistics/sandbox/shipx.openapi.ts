/**
 * The ShipX emulator in the sandbox document (`/sandbox/openapi.json`): InPost's shipment, label,
 * cancel and tracking calls as the emulator answers them, and its test controls.
 */
type Json = Record<string, unknown>;

const json = (schema: Json, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const path = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const str = { type: 'string' };
const int = { type: 'integer' };
const amount = {
  type: 'object',
  properties: { amount: { type: 'number' }, currency: str },
  required: ['amount', 'currency'],
};
const peer = {
  type: 'object',
  properties: {
    first_name: str,
    last_name: str,
    company_name: str,
    email: str,
    phone: str,
    address: {
      type: 'object',
      properties: {
        street: str,
        building_number: str,
        city: str,
        post_code: { type: 'string', description: 'e.g. 02-677' },
        country_code: { type: 'string', description: 'e.g. PL' },
      },
    },
  },
};

const ShipxShipment: Json = {
  type: 'object',
  description: 'A shipment as ShipX answers it (the fields clients read)',
  properties: {
    id: int,
    href: str,
    status: { type: 'string', description: 'created, confirmed, …, delivered, canceled' },
    tracking_number: { type: ['string', 'null'], description: '24 digits, once confirmed' },
    service: str,
    reference: { type: ['string', 'null'] },
    pickup_code: {
      type: ['string', 'null'],
      description: 'Emulator only (unconfirmed in ShipX): the locker code while it waits',
    },
    created_at: str,
    updated_at: str,
  },
};

const ShipxCreate: Json = {
  type: 'object',
  required: ['receiver', 'parcels', 'service'],
  properties: {
    receiver: peer,
    sender: peer,
    parcels: {
      description: 'A locker template, or courier parcels with dimensions (mm) and weight (kg)',
      oneOf: [
        {
          type: 'object',
          properties: { template: { type: 'string', enum: ['small', 'medium', 'large'] } },
        },
        { type: 'array', items: { type: 'object' } },
      ],
    },
    service: { type: 'string', enum: ['inpost_locker_standard', 'inpost_courier_standard'] },
    custom_attributes: {
      type: 'object',
      properties: { target_point: str, sending_method: str },
    },
    cod: amount,
    insurance: amount,
    reference: str,
    additional_services: { type: 'array', items: str },
  },
};

const ShipxError: Json = {
  type: 'object',
  properties: {
    status: int,
    error: {
      type: 'string',
      description: 'validation_failed, token_invalid, invalid_action, resource_not_found, …',
    },
    message: str,
    details: { type: 'object' },
  },
};

export const shipxSchemas: Record<string, Json> = { ShipxShipment, ShipxCreate, ShipxError };
export const shipxSecuritySchemes = {
  shipxBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The organisation’s ShipX API token: `sandbox-shipx-<organisation id>`',
  },
};

const SECURITY = [{ shipxBearer: [] }];
const error = (description: string) => json(ref('ShipxError'), description);
const shipmentId = path('id', 'The ShipX shipment id');

export const shipxPaths: Record<string, Record<string, unknown>> = {
  '/sandbox/inpost/v1/organizations/{id}': {
    parameters: [path('id', 'The organisation id')],
    get: {
      operationId: 'shipxGetOrganization',
      tags: ['inpost'],
      summary: 'The token’s organisation (the connection test)',
      security: SECURITY,
      responses: {
        200: json(
          { type: 'object', properties: { id: int, name: str, status: str } },
          'The organisation',
        ),
        401: error('A missing or unknown token'),
        403: error('Another organisation’s id'),
      },
    },
  },
  '/sandbox/inpost/v1/organizations/{id}/shipments': {
    parameters: [path('id', 'The organisation id')],
    post: {
      operationId: 'shipxCreateShipment',
      tags: ['inpost'],
      summary: 'Creates a locker or courier shipment (confirmed by itself after a moment)',
      security: SECURITY,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('ShipxCreate') } },
      },
      responses: {
        201: json(ref('ShipxShipment'), 'The new shipment, `created`'),
        400: error('validation_failed: a missing or unknown target_point, a missing address, …'),
        401: error('A missing or unknown token'),
        403: error('Another organisation’s id'),
      },
    },
  },
  '/sandbox/inpost/v1/shipments/{id}': {
    parameters: [shipmentId],
    get: {
      operationId: 'shipxGetShipment',
      tags: ['inpost'],
      summary: 'One of the organisation’s shipments',
      security: SECURITY,
      responses: {
        200: json(ref('ShipxShipment'), 'The shipment'),
        401: error('A missing or unknown token'),
        404: error('No such shipment of this organisation'),
      },
    },
    delete: {
      operationId: 'shipxCancelShipment',
      tags: ['inpost'],
      summary: 'Cancels a shipment not yet confirmed',
      security: SECURITY,
      responses: {
        204: { description: 'Cancelled' },
        400: error('invalid_action: the shipment is confirmed already'),
        401: error('A missing or unknown token'),
        404: error('No such shipment of this organisation'),
      },
    },
  },
  '/sandbox/inpost/v1/shipments/{id}/label': {
    parameters: [shipmentId],
    get: {
      operationId: 'shipxGetLabel',
      tags: ['inpost'],
      summary: 'The label PDF (`type=A6` or `normal` for A4), once confirmed',
      security: SECURITY,
      parameters: [
        { name: 'format', in: 'query', required: false, description: '`Pdf`', schema: str },
        {
          name: 'type',
          in: 'query',
          required: false,
          description: '`A6` or `normal` (A4)',
          schema: { type: 'string', enum: ['A6', 'normal'] },
        },
      ],
      responses: {
        200: {
          description: 'The label',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        400: error('invalid_action: not confirmed yet, or cancelled'),
        401: error('A missing or unknown token'),
        404: error('No such shipment of this organisation'),
      },
    },
  },
  '/sandbox/inpost/v1/tracking/{number}': {
    parameters: [path('number', 'The tracking number')],
    get: {
      operationId: 'shipxGetTracking',
      tags: ['inpost'],
      summary: 'The parcel’s status history, newest first (public)',
      security: [],
      responses: {
        200: json(
          {
            type: 'object',
            properties: {
              tracking_number: str,
              status: str,
              tracking_details: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { status: str, origin_status: str, datetime: str },
                },
              },
            },
          },
          'The history',
        ),
        404: error('No such tracking number'),
      },
    },
  },
  '/sandbox/inpost/v1/statuses': {
    get: {
      operationId: 'shipxListStatuses',
      tags: ['inpost'],
      summary: 'The statuses with their titles (public)',
      security: [],
      responses: {
        200: json(
          {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: { type: 'object', properties: { name: str, title: str } },
              },
            },
          },
          'The statuses',
        ),
        400: error('Never answered; listed for completeness'),
      },
    },
  },
  '/sandbox/inpost/control/shipments/{id}/advance': {
    parameters: [path('id', 'The ShipX shipment id or its 24-digit tracking number')],
    post: {
      operationId: 'shipxControlAdvance',
      tags: ['controls'],
      summary: 'Moves a shipment on at once: one step, or up to `to` (sends its webhooks)',
      security: [],
      requestBody: {
        required: false,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { to: { type: 'string' } } },
          },
        },
      },
      responses: {
        200: json(ref('ShipxShipment'), 'The shipment after the moves'),
        404: error('No such shipment'),
      },
    },
  },
  '/sandbox/inpost/control/organizations/{id}/webhook': {
    parameters: [path('id', 'The organisation id')],
    put: {
      operationId: 'shipxControlWebhook',
      tags: ['controls'],
      summary: 'Where the organisation’s status webhooks go (as set in Manager Paczek)',
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', required: ['url'], properties: { url: str } },
          },
        },
      },
      responses: {
        204: { description: 'Saved' },
        400: error('No URL'),
      },
    },
  },
};
