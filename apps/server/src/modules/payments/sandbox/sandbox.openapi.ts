/**
 * The OpenAPI document of the sandbox emulators (`/sandbox/openapi.json`), apart from the product
 * API's: these are stand-ins for the operators' hosts, with the operators' status codes (PayU's
 * create answers 302 with a JSON body, PayPal's creates answer 201, the hosted pages' buttons 303)
 * and the operators' own body shapes. Written by hand: the emulators take no route schemas, so
 * that they parse and answer exactly as the operators do. The sandbox test checks that every
 * emulator route is described here and that the document passes Redocly's recommended rules.
 */
import { pointsPaths, pointsSchemas } from '../../logistics/sandbox/points.openapi.js';
import {
  shipxPaths,
  shipxSchemas,
  shipxSecuritySchemes,
} from '../../logistics/sandbox/shipx.openapi.js';

type Json = Record<string, unknown>;

const json = (schema: Json, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
});
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: false,
  description,
  schema: { type: 'string' },
});
const form = (properties: Json, required: string[] = []) => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } },
  },
});
const jsonBody = (schema: Json, required = true) => ({
  required,
  content: { 'application/json': { schema } },
});
const str = { type: 'string' };
const money = ref('PaypalMoney');
const links = { type: 'array', items: ref('PaypalLink') };

const PAYPAL_HEADERS = {
  requestId: header(
    'PayPal-Request-Id',
    'Idempotency key: the same key answers the first call’s result again',
  ),
  prefer: header(
    'Prefer',
    '`return=minimal` (the default: id, status and links) or `return=representation`',
  ),
};
const paypalError = (description: string) => json(ref('PaypalError'), description);
const payuError = (description: string) => json(ref('PayuError'), description);
const controlError = (description: string) => json(ref('ControlError'), description);
const PAYPAL_SECURITY = [{ paypalBearer: [] }];
const PAYU_SECURITY = [{ payuBearer: [] }];

const paths: Record<string, Record<string, unknown>> = {
  '/sandbox/payu/pl/standard/user/oauth/authorize': {
    post: {
      operationId: 'payuAuthorize',
      tags: ['payu'],
      summary: 'OAuth token (client credentials, a form body)',
      security: [],
      requestBody: form(
        {
          grant_type: { type: 'string', enum: ['client_credentials'] },
          client_id: str,
          client_secret: str,
        },
        ['grant_type', 'client_id', 'client_secret'],
      ),
      responses: {
        200: json(ref('PayuToken'), 'The token'),
        400: json(ref('OAuthError'), 'Another grant type'),
        401: json(ref('OAuthError'), 'Wrong client id or secret'),
      },
    },
  },
  '/sandbox/payu/api/v2_1/orders': {
    post: {
      operationId: 'payuCreateOrder',
      tags: ['payu'],
      summary: 'Create an order: 302 with a JSON body (do not follow the redirect)',
      security: PAYU_SECURITY,
      requestBody: jsonBody(ref('PayuOrderRequest')),
      responses: {
        302: {
          ...json(ref('PayuCreated'), 'Created; `redirectUri` is the hosted page'),
          headers: redirect('The hosted page').headers,
        },
        400: payuError(
          'ERROR_SYNTAX, ERROR_VALUE_MISSING, ERROR_VALUE_INVALID or ERROR_ORDER_NOT_UNIQUE',
        ),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
      },
    },
  },
  '/sandbox/payu/api/v2_1/orders/{orderId}': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    get: {
      operationId: 'payuGetOrder',
      tags: ['payu'],
      summary: 'The order and its status',
      security: PAYU_SECURITY,
      responses: {
        200: json(ref('PayuOrders'), 'The order'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
    delete: {
      operationId: 'payuCancelOrder',
      tags: ['payu'],
      summary: 'Cancel an order that is not paid',
      security: PAYU_SECURITY,
      responses: {
        200: json(ref('PayuStatusAnswer'), 'Cancelled'),
        400: payuError('BUSINESS_ERROR: the order is already completed'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
  },
  '/sandbox/payu/api/v2_1/orders/{orderId}/status': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    put: {
      operationId: 'payuCaptureOrder',
      tags: ['payu'],
      summary: 'Capture an order WAITING_FOR_CONFIRMATION (`orderStatus: COMPLETED`)',
      security: PAYU_SECURITY,
      requestBody: jsonBody({
        type: 'object',
        required: ['orderId', 'orderStatus'],
        properties: { orderId: str, orderStatus: { type: 'string', enum: ['COMPLETED'] } },
      }),
      responses: {
        200: json(ref('PayuStatusAnswer'), 'Captured'),
        400: payuError('The order is not waiting for confirmation'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
  },
  '/sandbox/payu/api/v2_1/orders/{orderId}/refunds': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    post: {
      operationId: 'payuCreateRefund',
      tags: ['payu'],
      summary:
        'Refund all (no amount) or part of a completed order; an identical repeat answers the same refund',
      security: PAYU_SECURITY,
      requestBody: jsonBody(ref('PayuRefundRequest')),
      responses: {
        200: json(ref('PayuRefundAnswer'), 'The refund (PENDING, FINALIZED once read back)'),
        400: payuError('ERROR_VALUE_MISSING, ERROR_VALUE_INVALID or BUSINESS_ERROR'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
    get: {
      operationId: 'payuListRefunds',
      tags: ['payu'],
      summary: 'The order’s refunds',
      security: PAYU_SECURITY,
      responses: {
        200: json(
          { type: 'object', properties: { refunds: { type: 'array', items: ref('PayuRefund') } } },
          'The refunds',
        ),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
  },
  '/sandbox/payu/api/v2_1/orders/{orderId}/refunds/{refundId}': {
    parameters: [pathParam('orderId', 'PayU’s order id'), pathParam('refundId', 'The refund id')],
    get: {
      operationId: 'payuGetRefund',
      tags: ['payu'],
      summary: 'One refund',
      security: PAYU_SECURITY,
      responses: {
        200: json(ref('PayuRefund'), 'The refund'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: payuError('DATA_NOT_FOUND'),
      },
    },
  },
  '/sandbox/payu/pay/{orderId}': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    get: {
      operationId: 'payuShowHostedPage',
      tags: ['payu'],
      summary: 'The hosted payment page (opening it makes the order PENDING)',
      security: [],
      responses: { 200: html('The page'), 404: html('No such order') },
    },
  },
  '/sandbox/payu/pay/{orderId}/{action}': {
    parameters: [
      pathParam('orderId', 'PayU’s order id'),
      {
        ...pathParam('action', 'The button'),
        schema: { type: 'string', enum: ['pay', 'cancel', 'fail', 'authorize', 'return'] },
      },
    ],
    post: {
      operationId: 'payuPressHostedPageButton',
      tags: ['payu'],
      summary: 'A button of the hosted page; `authorize` leaves the order WAITING_FOR_CONFIRMATION',
      security: [],
      responses: {
        200: html('No continueUrl: a page saying so'),
        303: redirect('Back to continueUrl (with `error=501` when cancelled)'),
        404: html('No such order or button'),
      },
    },
  },
  '/sandbox/payu/control/tokens/revoke': {
    post: {
      operationId: 'payuRevokeTokens',
      tags: ['controls'],
      summary: 'Test control: every token issued so far stops working',
      security: [],
      responses: {
        200: json({ type: 'object', properties: { revoked: { type: 'boolean' } } }, 'Revoked'),
        404: json(ref('ApiError'), 'Unknown path'),
      },
    },
  },
  '/sandbox/payu/control/{orderId}/resend': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    post: {
      operationId: 'payuResendNotification',
      tags: ['controls'],
      summary: 'Test control: send the last notification again',
      security: [],
      responses: {
        200: json(ref('ControlQueued'), 'Queued'),
        404: controlError('No such order'),
        409: controlError('No notification was sent yet'),
      },
    },
  },
  '/sandbox/payu/control/{orderId}/notify': {
    parameters: [pathParam('orderId', 'PayU’s order id')],
    post: {
      operationId: 'payuSendNotification',
      tags: ['controls'],
      summary: 'Test control: notify a status (the order itself does not change)',
      security: [],
      requestBody: jsonBody({
        type: 'object',
        required: ['status'],
        properties: {
          status: {
            type: 'string',
            enum: ['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED'],
          },
          corruptSignature: { type: 'boolean' },
        },
      }),
      responses: {
        200: json(ref('ControlQueued'), 'Queued'),
        400: controlError('Bad body'),
        404: controlError('No such order'),
        409: controlError('The order has no notifyUrl'),
      },
    },
  },

  '/sandbox/paypal/v1/oauth2/token': {
    post: {
      operationId: 'paypalGetToken',
      tags: ['paypal'],
      summary: 'OAuth token (HTTP Basic client id and secret, a form body)',
      security: [{ paypalBasic: [] }],
      requestBody: form({ grant_type: { type: 'string', enum: ['client_credentials'] } }, [
        'grant_type',
      ]),
      responses: {
        200: json(ref('PaypalToken'), 'The token'),
        400: json(ref('OAuthError'), 'Another grant type'),
        401: json(ref('OAuthError'), 'Wrong client id or secret'),
      },
    },
  },
  '/sandbox/paypal/v2/checkout/orders': {
    post: {
      operationId: 'paypalCreateOrder',
      tags: ['paypal'],
      summary: 'Create an order (intent CAPTURE); 200 when a PayPal-Request-Id repeats',
      security: PAYPAL_SECURITY,
      parameters: [PAYPAL_HEADERS.requestId, PAYPAL_HEADERS.prefer],
      requestBody: jsonBody(ref('PaypalOrderRequest')),
      responses: {
        200: json(ref('PaypalOrder'), 'The order of an earlier call with this PayPal-Request-Id'),
        201: json(
          ref('PaypalOrder'),
          'Created; the `payer-action` or `approve` link is the approval page',
        ),
        400: paypalError('INVALID_REQUEST'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        422: paypalError('UNPROCESSABLE_ENTITY'),
      },
    },
  },
  '/sandbox/paypal/v2/checkout/orders/{id}': {
    parameters: [pathParam('id', 'The order id')],
    get: {
      operationId: 'paypalGetOrder',
      tags: ['paypal'],
      summary: 'The order',
      security: PAYPAL_SECURITY,
      responses: {
        200: json(ref('PaypalOrder'), 'The order'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: paypalError('RESOURCE_NOT_FOUND'),
      },
    },
  },
  '/sandbox/paypal/v2/checkout/orders/{id}/capture': {
    parameters: [pathParam('id', 'The order id')],
    post: {
      operationId: 'paypalCaptureOrder',
      tags: ['paypal'],
      summary: 'Capture an approved order (no body, or `{}`)',
      security: PAYPAL_SECURITY,
      parameters: [PAYPAL_HEADERS.requestId, PAYPAL_HEADERS.prefer],
      requestBody: jsonBody({ type: 'object' }, false),
      responses: {
        201: json(ref('PaypalOrder'), 'Captured'),
        400: paypalError('INVALID_REQUEST'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: paypalError('RESOURCE_NOT_FOUND'),
        422: paypalError(
          'ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED or PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
        ),
      },
    },
  },
  '/sandbox/paypal/v2/payments/captures/{id}': {
    parameters: [pathParam('id', 'The capture id')],
    get: {
      operationId: 'paypalGetCapture',
      tags: ['paypal'],
      summary: 'A capture (its `self` link)',
      security: PAYPAL_SECURITY,
      responses: {
        200: json(ref('PaypalCapture'), 'The capture'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: paypalError('RESOURCE_NOT_FOUND'),
      },
    },
  },
  '/sandbox/paypal/v2/payments/captures/{id}/refund': {
    parameters: [pathParam('id', 'The capture id')],
    post: {
      operationId: 'paypalRefundCapture',
      tags: ['paypal'],
      summary: 'Refund a capture: no body (or no amount) refunds what is left',
      security: PAYPAL_SECURITY,
      parameters: [PAYPAL_HEADERS.requestId, PAYPAL_HEADERS.prefer],
      requestBody: jsonBody(ref('PaypalRefundRequest'), false),
      responses: {
        201: json(ref('PaypalRefund'), 'Refunded'),
        400: paypalError('INVALID_REQUEST'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: paypalError('RESOURCE_NOT_FOUND'),
        422: paypalError('CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED, …'),
      },
    },
  },
  '/sandbox/paypal/v2/payments/refunds/{id}': {
    parameters: [pathParam('id', 'The refund id')],
    get: {
      operationId: 'paypalGetRefund',
      tags: ['paypal'],
      summary: 'A refund (its `self` link)',
      security: PAYPAL_SECURITY,
      responses: {
        200: json(ref('PaypalRefund'), 'The refund'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
        404: paypalError('RESOURCE_NOT_FOUND'),
      },
    },
  },
  '/sandbox/paypal/v1/notifications/verify-webhook-signature': {
    post: {
      operationId: 'paypalVerifyWebhookSignature',
      tags: ['paypal'],
      summary: 'SUCCESS only for a webhook this emulator sent, over the bytes it sent',
      security: PAYPAL_SECURITY,
      requestBody: jsonBody({
        type: 'object',
        required: [
          'auth_algo',
          'cert_url',
          'transmission_id',
          'transmission_sig',
          'transmission_time',
          'webhook_id',
          'webhook_event',
        ],
        properties: {
          auth_algo: str,
          cert_url: str,
          transmission_id: str,
          transmission_sig: str,
          transmission_time: str,
          webhook_id: str,
          webhook_event: { type: 'object' },
        },
      }),
      responses: {
        200: json(
          {
            type: 'object',
            properties: { verification_status: { type: 'string', enum: ['SUCCESS', 'FAILURE'] } },
          },
          'The verdict',
        ),
        400: paypalError('MALFORMED_REQUEST_JSON or MISSING_REQUIRED_PARAMETER'),
        401: json(ref('OAuthError'), 'Missing or invalid token'),
      },
    },
  },
  '/sandbox/paypal/v1/notifications/certs/{name}': {
    parameters: [pathParam('name', 'The certificate name from PAYPAL-CERT-URL')],
    get: {
      operationId: 'paypalGetCertificate',
      tags: ['paypal'],
      summary:
        'Where PAYPAL-CERT-URL points: a note (the emulator’s signatures are checked online)',
      security: [],
      responses: {
        200: { description: 'A note', content: { 'text/plain': { schema: str } } },
        404: json(ref('ApiError'), 'Unknown path'),
      },
    },
  },
  '/sandbox/paypal/checkoutnow': {
    get: {
      operationId: 'paypalShowApprovalPage',
      tags: ['paypal'],
      summary: 'The approval page (`?token=<order id>`)',
      security: [],
      parameters: [
        { name: 'token', in: 'query', required: true, description: 'The order id', schema: str },
      ],
      responses: { 200: html('The page'), 404: html('No such order') },
    },
  },
  ...Object.fromEntries(
    (['pay', 'cancel', 'fail'] as const).map((action) => [
      `/sandbox/paypal/checkoutnow/{id}/${action}`,
      {
        parameters: [pathParam('id', 'The order id')],
        post: {
          operationId: `paypalApprovalPage${action[0]!.toUpperCase()}${action.slice(1)}`,
          tags: ['paypal'],
          summary:
            action === 'pay'
              ? 'The Pay button of the approval page: approves, back to return_url'
              : `The ${action === 'cancel' ? 'Cancel' : 'Fail'} button: back to cancel_url, not approved`,
          security: [],
          responses: {
            303: redirect('To return_url (`token`, `PayerID`) or cancel_url (`token`)'),
            404: paypalError('RESOURCE_NOT_FOUND'),
          },
        },
      },
    ]),
  ),
  '/sandbox/paypal/control/{id}/resend': {
    parameters: [pathParam('id', 'The order id')],
    post: {
      operationId: 'paypalResendWebhook',
      tags: ['controls'],
      summary: 'Test control: send the order’s last webhook again',
      security: [],
      responses: {
        202: json({ type: 'object', properties: { queued: { type: 'boolean' } } }, 'Queued'),
        404: paypalError('RESOURCE_NOT_FOUND'),
        422: paypalError('NO_WEBHOOK'),
      },
    },
  },
  '/sandbox/paypal/control/{id}/webhook': {
    parameters: [pathParam('id', 'The order id')],
    post: {
      operationId: 'paypalSendWebhook',
      tags: ['controls'],
      summary: 'Test control: send an event (a capture event also sets the capture’s status)',
      security: [],
      requestBody: jsonBody({
        type: 'object',
        required: ['event_type'],
        properties: {
          event_type: {
            type: 'string',
            enum: [
              'CHECKOUT.ORDER.APPROVED',
              'PAYMENT.CAPTURE.COMPLETED',
              'PAYMENT.CAPTURE.PENDING',
              'PAYMENT.CAPTURE.DENIED',
              'PAYMENT.CAPTURE.DECLINED',
              'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
            ],
          },
        },
      }),
      responses: {
        202: json(
          {
            type: 'object',
            properties: { queued: { type: 'boolean' }, event_ids: { type: 'array', items: str } },
          },
          'Queued',
        ),
        400: paypalError('INVALID_REQUEST'),
        404: paypalError('RESOURCE_NOT_FOUND'),
        422: paypalError('UNPROCESSABLE_ENTITY'),
      },
    },
  },

  '/sandbox/autopay/payment': {
    get: {
      operationId: 'autopayStartPaymentByLink',
      tags: ['autopay'],
      summary: 'Start a payment from a link (the start fields in the query)',
      security: [],
      parameters: [
        'ServiceID',
        'OrderID',
        'Amount',
        'Description',
        'GatewayID',
        'Currency',
        'CustomerEmail',
        'Hash',
      ].map((name) => ({
        name,
        in: 'query',
        required: ['ServiceID', 'OrderID', 'Amount', 'Hash'].includes(name),
        description: `The start field ${name}`,
        schema: str,
      })),
      responses: { 200: html('The hosted page'), 400: html('A field or the hash is wrong') },
    },
    post: {
      operationId: 'autopayStartPayment',
      tags: ['autopay'],
      summary: 'Start a payment from a form (the browser’s POST to the gateway)',
      security: [],
      requestBody: form(
        {
          ServiceID: str,
          OrderID: str,
          Amount: { type: 'string', description: 'Dot decimal, e.g. "29.00"' },
          Description: str,
          GatewayID: str,
          Currency: str,
          CustomerEmail: str,
          ValidityTime: str,
          LinkValidityTime: str,
          Hash: { type: 'string', description: 'SHA-256 of the fields joined with | and the key' },
        },
        ['ServiceID', 'OrderID', 'Amount', 'Hash'],
      ),
      responses: {
        200: html('The hosted page'),
        400: html('A field or the hash is wrong'),
      },
    },
  },
  '/sandbox/autopay/payment/{orderId}/{action}': {
    parameters: [
      pathParam('orderId', 'Our OrderID'),
      {
        ...pathParam('action', 'The button'),
        schema: { type: 'string', enum: ['pay', 'cancel', 'fail'] },
      },
    ],
    post: {
      operationId: 'autopayPressHostedPageButton',
      tags: ['autopay'],
      summary:
        'A button of the hosted page: ITNs PENDING then SUCCESS or FAILURE, then back to the shop',
      security: [],
      responses: {
        303: redirect('To the return URL with ServiceID, OrderID and Hash'),
        404: html('No such transaction or button'),
        409: html('The merchant has no key any more'),
      },
    },
  },
  '/sandbox/autopay/control/{orderId}/resend': {
    parameters: [pathParam('orderId', 'Our OrderID')],
    post: {
      operationId: 'autopayResendItn',
      tags: ['controls'],
      summary: 'Test control: send the last ITN again',
      security: [],
      responses: {
        200: json(ref('AutopayQueued'), 'Queued'),
        404: controlError('No such transaction'),
        409: controlError('No ITN was sent yet'),
      },
    },
  },
  '/sandbox/autopay/control/{orderId}/itn': {
    parameters: [pathParam('orderId', 'Our OrderID')],
    post: {
      operationId: 'autopaySendItn',
      tags: ['controls'],
      summary:
        'Test control: send an ITN with a given status (optionally another amount or a bad hash)',
      security: [],
      requestBody: jsonBody({
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'string', enum: ['PENDING', 'SUCCESS', 'FAILURE'] },
          paymentStatusDetails: str,
          amount: str,
          corruptHash: { type: 'boolean' },
        },
      }),
      responses: {
        200: json(ref('AutopayQueued'), 'Queued'),
        400: controlError('Bad body'),
        404: controlError('No such transaction'),
        409: controlError('No key, or the transaction changed meanwhile'),
      },
    },
  },
};

const schemas: Record<string, Json> = {
  ApiError: {
    type: 'object',
    description: 'An unknown path under /sandbox: Kramik’s own error body',
    required: ['error', 'code'],
    properties: { error: str, code: str, requestId: str },
  },
  ControlError: { type: 'object', properties: { message: str } },
  ControlQueued: { type: 'object', properties: { orderId: str, status: str } },
  AutopayQueued: { type: 'object', properties: { deliveryId: { type: 'integer' }, eventKey: str } },
  OAuthError: { type: 'object', properties: { error: str, error_description: str } },
  PayuToken: {
    type: 'object',
    properties: {
      access_token: str,
      token_type: str,
      expires_in: { type: 'integer' },
      grant_type: str,
    },
  },
  PayuStatus: {
    type: 'object',
    required: ['statusCode'],
    properties: { statusCode: str, severity: str, statusDesc: str, code: str, codeLiteral: str },
  },
  PayuError: { type: 'object', properties: { status: ref('PayuStatus') } },
  PayuOrderRequest: {
    type: 'object',
    required: [
      'customerIp',
      'merchantPosId',
      'description',
      'currencyCode',
      'totalAmount',
      'products',
    ],
    properties: {
      customerIp: str,
      merchantPosId: str,
      description: str,
      currencyCode: str,
      totalAmount: { type: 'string', description: 'Integer minor units: "1000" is 10.00 PLN' },
      extOrderId: str,
      notifyUrl: str,
      continueUrl: str,
      validityTime: str,
      buyer: {
        type: 'object',
        properties: { email: str, phone: str, firstName: str, lastName: str, language: str },
      },
      products: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'unitPrice', 'quantity'],
          properties: { name: str, unitPrice: str, quantity: str },
        },
      },
    },
  },
  PayuCreated: {
    type: 'object',
    properties: { status: ref('PayuStatus'), redirectUri: str, orderId: str, extOrderId: str },
  },
  PayuOrder: {
    type: 'object',
    properties: {
      orderId: str,
      extOrderId: str,
      orderCreateDate: str,
      notifyUrl: str,
      customerIp: str,
      merchantPosId: str,
      validityTime: str,
      description: str,
      currencyCode: str,
      totalAmount: str,
      buyer: { type: 'object' },
      payMethod: { type: 'object', properties: { type: str } },
      products: { type: 'array', items: { type: 'object' } },
      status: {
        type: 'string',
        enum: ['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED'],
      },
    },
  },
  PayuOrders: {
    type: 'object',
    properties: {
      orders: { type: 'array', items: ref('PayuOrder') },
      status: ref('PayuStatus'),
      properties: {
        type: 'array',
        items: { type: 'object', properties: { name: str, value: str } },
      },
    },
  },
  PayuStatusAnswer: {
    type: 'object',
    properties: { orderId: str, extOrderId: str, status: ref('PayuStatus') },
  },
  PayuRefundRequest: {
    type: 'object',
    required: ['refund'],
    properties: {
      refund: {
        type: 'object',
        required: ['description'],
        properties: {
          description: str,
          amount: { type: 'string', description: 'Minor units; leave out for all that is left' },
          extRefundId: str,
          currencyCode: str,
          bankDescription: str,
        },
      },
    },
  },
  PayuRefund: {
    type: 'object',
    properties: {
      refundId: str,
      extRefundId: { type: ['string', 'null'] },
      amount: str,
      currencyCode: str,
      description: str,
      creationDateTime: str,
      status: { type: 'string', enum: ['PENDING', 'CANCELED', 'FINALIZED'] },
      statusDateTime: str,
    },
  },
  PayuRefundAnswer: {
    type: 'object',
    properties: { orderId: str, refund: ref('PayuRefund'), status: ref('PayuStatus') },
  },
  PaypalToken: {
    type: 'object',
    properties: {
      scope: str,
      access_token: str,
      token_type: str,
      app_id: str,
      expires_in: { type: 'integer' },
      nonce: str,
    },
  },
  PaypalError: {
    type: 'object',
    properties: {
      name: str,
      message: str,
      debug_id: { type: 'string', description: 'The same value as the Paypal-Debug-Id header' },
      details: {
        type: 'array',
        items: {
          type: 'object',
          properties: { field: str, location: str, issue: str, description: str },
        },
      },
    },
  },
  PaypalMoney: {
    type: 'object',
    required: ['currency_code', 'value'],
    properties: { currency_code: str, value: { type: 'string', description: 'e.g. "12.30"' } },
  },
  PaypalLink: {
    type: 'object',
    properties: { href: str, rel: str, method: str },
  },
  PaypalOrderRequest: {
    type: 'object',
    required: ['intent', 'purchase_units'],
    properties: {
      intent: { type: 'string', enum: ['CAPTURE'] },
      purchase_units: {
        type: 'array',
        items: {
          type: 'object',
          required: ['amount'],
          properties: {
            reference_id: str,
            custom_id: str,
            invoice_id: str,
            description: str,
            amount: money,
            items: { type: 'array', items: { type: 'object' } },
          },
        },
      },
      payment_source: {
        type: 'object',
        properties: {
          paypal: { type: 'object', properties: { experience_context: ref('PaypalExperience') } },
        },
      },
      application_context: ref('PaypalExperience'),
    },
  },
  PaypalExperience: {
    type: 'object',
    required: ['return_url', 'cancel_url'],
    properties: {
      return_url: str,
      cancel_url: str,
      brand_name: str,
      locale: str,
      user_action: str,
      shipping_preference: str,
      landing_page: str,
    },
  },
  PaypalOrder: {
    type: 'object',
    description:
      'With `Prefer: return=minimal` only id, status, payment_source and links (and, after a capture, the captures)',
    properties: {
      id: str,
      intent: str,
      status: {
        type: 'string',
        enum: ['CREATED', 'PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED', 'VOIDED'],
      },
      payment_source: { type: 'object' },
      payer: { type: 'object' },
      purchase_units: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            reference_id: str,
            custom_id: str,
            amount: money,
            payee: { type: 'object' },
            payments: {
              type: 'object',
              properties: {
                captures: { type: 'array', items: ref('PaypalCapture') },
                refunds: { type: 'array', items: ref('PaypalRefund') },
              },
            },
          },
        },
      },
      create_time: str,
      update_time: str,
      links,
    },
  },
  PaypalCapture: {
    type: 'object',
    properties: {
      id: str,
      status: {
        type: 'string',
        enum: ['COMPLETED', 'PENDING', 'DECLINED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
      },
      amount: money,
      custom_id: str,
      invoice_id: str,
      final_capture: { type: 'boolean' },
      seller_protection: { type: 'object' },
      seller_receivable_breakdown: {
        type: 'object',
        properties: { gross_amount: money, paypal_fee: money, net_amount: money },
      },
      supplementary_data: { type: 'object' },
      create_time: str,
      update_time: str,
      links,
    },
  },
  PaypalRefundRequest: {
    type: 'object',
    properties: { amount: money, invoice_id: str, custom_id: str, note_to_payer: str },
  },
  PaypalRefund: {
    type: 'object',
    description: 'With `Prefer: return=minimal` (the default) only id, status and links',
    properties: {
      id: str,
      status: { type: 'string', enum: ['COMPLETED'] },
      amount: money,
      invoice_id: str,
      custom_id: str,
      note_to_payer: str,
      seller_payable_breakdown: {
        type: 'object',
        properties: {
          gross_amount: money,
          paypal_fee: money,
          net_amount: money,
          total_refunded_amount: money,
        },
      },
      create_time: str,
      update_time: str,
      links,
    },
  },
};

/** The sandbox document, with `servers` at our own public origin. */
export function sandboxDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kramik payment sandboxes',
      version: '1.0.0',
      description:
        'Emulators of the PayU, PayPal and AutoPay sandboxes (emulator mode only): the ' +
        'operators’ own paths, bodies and status codes under `/sandbox/<operator>`, so that a ' +
        'client written for an operator runs against them by changing only its base URL. Test ' +
        'controls (`/control/…`) drive what a buyer or the operator would do. Any other path ' +
        'under /sandbox answers 404 with `ApiError`. Where each emulator is simpler than its ' +
        'operator is written down in docs/decisions.md.',
    },
    servers: [{ url: publicUrl.replace(/\/+$/, ''), description: 'This server (PUBLIC_URL)' }],
    tags: [
      { name: 'payu', description: 'PayU REST API v2.1 and its hosted page' },
      {
        name: 'paypal',
        description: 'PayPal Orders v2, Payments v2, webhooks and the approval page',
      },
      { name: 'autopay', description: 'AutoPay (Blue Media) payment start and hosted page' },
      { name: 'inpost', description: 'InPost Points API and ShipX shipments (issue 19)' },
      { name: 'dpd', description: 'DPD Pickup points, in our own simple shape' },
      { name: 'controls', description: 'Test controls of the emulators' },
    ],
    paths: { ...paths, ...pointsPaths, ...shipxPaths },
    components: {
      schemas: { ...schemas, ...pointsSchemas, ...shipxSchemas },
      securitySchemes: {
        payuBearer: { type: 'http', scheme: 'bearer', description: 'From payuAuthorize' },
        paypalBearer: { type: 'http', scheme: 'bearer', description: 'From paypalGetToken' },
        paypalBasic: { type: 'http', scheme: 'basic', description: 'Client id and secret' },
        ...shipxSecuritySchemes,
      },
    },
  };
}
