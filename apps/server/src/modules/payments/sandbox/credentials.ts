/**
 * The sandbox's published credentials: in emulator mode they are used when an admin stored none,
 * and the emulators know only these.
 */
import type { PaypalCredentials, PayuCredentials } from '../operator.js';

/**
 * PayU's public sandbox POS, as published on developers.payu.com ("Sandbox Environment"), so the
 * same settings also work against the real sandbox.
 */
export const PAYU_SANDBOX: Omit<PayuCredentials, 'baseUrl'> = {
  posId: '300746',
  clientId: '300746',
  clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
};

/** The one app the emulator knows: configure these (with the emulator's base URL) in emulator mode. */
export const PAYPAL_SANDBOX: Omit<PaypalCredentials, 'baseUrl'> = {
  clientId: 'AZkramikSandboxClientId0000000000000000000000000000000000000000000000000000000',
  clientSecret: 'EKkramikSandboxSecret00000000000000000000000000000000000000000000000000000000',
  webhookId: '8KR4M1K5ANDB0XWH',
};
