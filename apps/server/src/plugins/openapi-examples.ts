/**
 * Examples of the main calls in `/api/openapi.json` (a buyer's way from signing in to paying),
 * by operationId: the request body and the answers by status. The OpenAPI test lints them
 * against their schemas, so they cannot drift from the contract.
 */
const PRODUCT_ID = '0b9d6a53-6f0e-4d6b-9a2e-0a4c3f1e2d11';
const SELLER_ID = '7f3c2a10-1b4e-4c8d-9e6f-5a2b3c4d5e6f';
const COURIER_ID = '2c8e4f6a-0b1d-4e3f-8a5c-7d9e1f2a3b4c';
const ORDER_ID = '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

interface Example {
  request?: unknown;
  responses?: Record<string, unknown>;
}

const EXAMPLES: Record<string, Example> = {
  logIn: {
    request: { username: 'anna.nowak', password: 'correct horse battery staple' },
    responses: {
      200: {
        tokenUser: 'kr_9mW4c2V8yTq1Lx7ZbN3pR6sD0fH5jK2a',
        user: {
          _id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
          companyId: null,
          firstName: 'Anna',
          permissions: 'user',
        },
      },
      401: { error: 'Wrong login name or password.', code: 'INVALID_CREDENTIALS' },
    },
  },
  registerAccount: {
    request: {
      username: 'anna.nowak',
      email: 'anna.nowak@example.com',
      password: 'correct horse battery staple',
      repeatPassword: 'correct horse battery staple',
      firstName: 'Anna',
      lastName: 'Nowak',
      acceptedPrivacyPolicy: true,
      accountType: 'buyer',
    },
  },
  addCartItem: { request: { productId: PRODUCT_ID, quantity: 2 } },
  placeOrders: {
    request: {
      groups: [{ sellerId: SELLER_ID, deliveryOptionId: COURIER_ID }],
      shippingAddress: {
        street: 'ul. Garncarska 1',
        city: 'Bolesławiec',
        postalCode: '59-700',
        region: '',
        country: 'PL',
      },
      expectedTotal: 15900,
    },
  },
  startPayment: {
    request: { operator: 'payu', orderIds: [ORDER_ID] },
    responses: {
      201: {
        _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        operator: 'payu',
        status: 'pending',
        amount: { amount: 15900, currency: 'PLN' },
        redirectUrl: 'https://secure.snd.payu.com/pay/?orderId=LDLW5N7MF4140324GUEST000P01',
        orders: [{ _id: ORDER_ID, number: 'KR-2026-000123', status: 'awaiting_payment' }],
        createdAt: '2026-11-26T20:15:00.000Z',
      },
    },
  },
  getProduct: {
    responses: {
      404: {
        error: 'Not found.',
        code: 'NOT_FOUND',
        requestId: '3f2e1d0c-b9a8-4765-8432-10fedcba9876',
      },
    },
  },
};

type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

/** Puts the examples into the document's operations (JSON media types only). */
export function addExamples(paths: Record<string, Record<string, unknown>>) {
  for (const methods of Object.values(paths)) {
    for (const value of Object.values(methods)) {
      const operation = value as Operation;
      const example = operation.operationId ? EXAMPLES[operation.operationId] : undefined;
      if (!example) continue;
      const json = operation.requestBody?.content?.['application/json'];
      if (json && example.request !== undefined) json.example = example.request;
      for (const [status, body] of Object.entries(example.responses ?? {})) {
        const media = operation.responses?.[status]?.content?.['application/json'];
        if (media) media.example = body;
      }
    }
  }
}
