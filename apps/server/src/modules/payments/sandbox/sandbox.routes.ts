/**
 * The payment operators' sandbox emulators under one prefix (`/sandbox`, emulator mode only): PayU,
 * PayPal and AutoPay, their own OpenAPI document at `/sandbox/openapi.json`, and a JSON 404 for
 * any other path under /sandbox (never the web app's page).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { SecretBox } from '../../../lib/secrets.js';
import { NotFoundError } from '../../../lib/errors.js';
import { dpdPointsEmulator } from '../../logistics/sandbox/dpd-points.emulator.js';
import { inpostPointsEmulator } from '../../logistics/sandbox/inpost-points.emulator.js';
import { autopayEmulator } from './autopay.emulator.js';
import type { SandboxDeliveryWorker } from './common.js';
import { paypalEmulator } from './paypal.emulator.js';
import { payuEmulator } from './payu.emulator.js';
import { sandboxDocument } from './sandbox.openapi.js';

export interface SandboxDeps {
  db: Database;
  publicUrl: string;
  deliveries: SandboxDeliveryWorker;
  secrets: SecretBox;
}

/** Register with `{ prefix: '/sandbox' }`. */
export function sandboxRoutes(deps: SandboxDeps): FastifyPluginAsync {
  return async (app) => {
    // The web app answers every other GET with a page (its `/*` route); under /sandbox a client
    // gets our error body instead, whatever the method.
    const notFound = async () => {
      throw new NotFoundError('routeNotFound');
    };
    app.all('/*', { config: { access: 'sandbox' }, schema: { hide: true } }, notFound);
    app.setNotFoundHandler(notFound);

    const document = sandboxDocument(deps.publicUrl);
    app.get(
      '/openapi.json',
      { config: { access: 'sandbox' }, schema: { hide: true } },
      () => document,
    );

    const { secrets, ...common } = deps;
    await app.register(payuEmulator(common), { prefix: '/payu' });
    await app.register(paypalEmulator(common), { prefix: '/paypal' });
    await app.register(autopayEmulator({ ...common, secrets }), { prefix: '/autopay' });
    // The carriers' pick-up points (issue 19).
    await app.register(inpostPointsEmulator(), { prefix: '/inpost' });
    await app.register(dpdPointsEmulator(), { prefix: '/dpd' });
  };
}
