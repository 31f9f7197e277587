import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secrets.js';
import { AutopayAdapter } from './autopay/autopay.adapter.js';
import { PaypalAdapter } from './paypal/paypal.adapter.js';
import { PayuAdapter } from './payu/payu.adapter.js';

export interface PaymentsDeps {
  db: Database;
  config: Config;
  secrets: SecretBox;
  kickMail: () => void;
  adapters: { payu: PayuAdapter; paypal: PaypalAdapter; autopay: AutopayAdapter };
}

export function defaultAdapters() {
  return { payu: new PayuAdapter(), paypal: new PaypalAdapter(), autopay: new AutopayAdapter() };
}
