import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const direct = useTestApp();
const proxied = useTestApp({ TRUST_PROXY: '1' });

/** An unknown call: its answer names the request id in the header and in the error body. */
async function idsOf(app: typeof direct.app, requestId?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/no-such-call',
    headers: requestId === undefined ? {} : { 'x-request-id': requestId },
  });
  expect(response.statusCode).toBe(404);
  return { header: response.headers['x-request-id'], body: response.json().requestId };
}

describe('request ids', () => {
  it('gives every request a new UUID, sent back in the header and in error bodies', async () => {
    const first = await idsOf(direct.app);
    const second = await idsOf(direct.app);
    expect(first.header).toMatch(UUID);
    expect(first.body).toBe(first.header);
    expect(second.header).not.toBe(first.header);
  });

  it('does not let a client choose the id its request is logged under', async () => {
    const ids = await idsOf(direct.app, 'order-1234-refund-approved');
    expect(ids.header).toMatch(UUID);
    expect(ids.body).toBe(ids.header);
  });

  it("keeps the trusted proxy's id when it has the shape of one", async () => {
    const ids = await idsOf(proxied.app, '7f9c2ba4e88f827d616045507605853e');
    expect(ids).toEqual({
      header: '7f9c2ba4e88f827d616045507605853e',
      body: '7f9c2ba4e88f827d616045507605853e',
    });
  });

  it('replaces an id of another shape, even from the proxy', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'id with spaces', 'id\u00e9accent', '']) {
      expect((await idsOf(proxied.app, bad)).header, bad).toMatch(UUID);
    }
  });
});
