/**
 * The operators' settings (admin: `/api/admin/payment-operators`) and the credentials each
 * operator is called with: PayU's and PayPal's are the platform's (in emulator mode the sandbox's
 * when none are stored), AutoPay's are each maker's own service.
 */
import { eq } from 'drizzle-orm';
import {
  PAYMENT_OPERATORS,
  type OperatorSettings,
  type OperatorSettingsInput,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { paymentOperatorSettings, sellerSettings } from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { ValidationError } from '../../lib/errors.js';
import type {
  AutopayCredentials,
  OperatorName,
  PaypalCredentials,
  PayuCredentials,
} from './operator.js';
import type { SignedInContext } from '../../plugins/context.js';
import { recordAudit, SECRET_CHANGED } from '../audit/audit.service.js';
import type { PaymentsDeps } from './payments.deps.js';
import { PAYPAL_SANDBOX, PAYU_SANDBOX } from './sandbox/credentials.js';

const LIVE_BASE_URLS: Record<OperatorName, string> = {
  payu: 'https://secure.payu.com',
  paypal: 'https://api-m.paypal.com',
  autopay: 'https://pay.autopay.eu',
};

function baseUrlOf(deps: PaymentsDeps, operator: OperatorName, configured?: string) {
  if (configured) return configured.replace(/\/+$/, '');
  return deps.config.paymentsMode === 'emulator'
    ? `${deps.config.publicUrl}/sandbox/${operator}`
    : LIVE_BASE_URLS[operator];
}

type SettingsRow = typeof paymentOperatorSettings.$inferSelect;

export async function settingsOf(
  db: Executor,
  operator: OperatorName,
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOperatorSettings)
    .where(eq(paymentOperatorSettings.operator, operator));
  return row;
}

function secretsOf(deps: PaymentsDeps, row: SettingsRow | undefined): Record<string, string> {
  if (!row?.secretsEncrypted) return {};
  return JSON.parse(deps.secrets.decrypt(row.secretsEncrypted)) as Record<string, string>;
}

/** PayU's credentials: stored ones, else (emulator mode) the sandbox's; null when unusable. */
export async function payuCredentials(deps: PaymentsDeps): Promise<PayuCredentials | null> {
  const row = await settingsOf(deps.db, 'payu');
  if (row && !row.enabled) return null;
  const secrets = secretsOf(deps, row);
  const config = row?.publicConfig ?? {};
  if (config.posId && config.clientId && secrets.clientSecret && secrets.secondKey) {
    return {
      baseUrl: baseUrlOf(deps, 'payu', config.baseUrl),
      posId: config.posId,
      clientId: config.clientId,
      clientSecret: secrets.clientSecret,
      secondKey: secrets.secondKey,
    };
  }
  if (deps.config.paymentsMode !== 'emulator') return null;
  return { baseUrl: baseUrlOf(deps, 'payu'), ...PAYU_SANDBOX };
}

export async function paypalCredentials(deps: PaymentsDeps): Promise<PaypalCredentials | null> {
  const row = await settingsOf(deps.db, 'paypal');
  if (row && !row.enabled) return null;
  const secrets = secretsOf(deps, row);
  const config = row?.publicConfig ?? {};
  if (config.clientId && config.webhookId && secrets.clientSecret) {
    return {
      baseUrl: baseUrlOf(deps, 'paypal', config.baseUrl),
      clientId: config.clientId,
      clientSecret: secrets.clientSecret,
      webhookId: config.webhookId,
    };
  }
  if (deps.config.paymentsMode !== 'emulator') return null;
  return { baseUrl: baseUrlOf(deps, 'paypal'), ...PAYPAL_SANDBOX };
}

/** A seller's AutoPay service, when the admin allows AutoPay and the seller configured it. */
export async function autopayCredentials(
  deps: PaymentsDeps,
  companyId: string | null,
): Promise<AutopayCredentials | null> {
  if (!companyId) return null;
  const row = await settingsOf(deps.db, 'autopay');
  if (row && !row.enabled) return null;
  const [settings] = await deps.db
    .select()
    .from(sellerSettings)
    .where(eq(sellerSettings.companyId, companyId));
  if (!settings?.autopayIdShop || !settings.autopayBmKeyEncrypted) return null;
  return {
    baseUrl: baseUrlOf(deps, 'autopay', row?.publicConfig.baseUrl),
    serviceId: settings.autopayIdShop,
    key: deps.secrets.decrypt(settings.autopayBmKeyEncrypted),
  };
}

const PUBLIC_KEYS: Record<OperatorName, string[]> = {
  payu: ['posId', 'clientId', 'baseUrl'],
  paypal: ['clientId', 'webhookId', 'baseUrl'],
  autopay: ['baseUrl'],
};
const SECRET_KEYS: Record<OperatorName, string[]> = {
  payu: ['clientSecret', 'secondKey'],
  paypal: ['clientSecret'],
  autopay: [],
};

async function operatorSettingsOf(
  deps: PaymentsDeps,
  operator: OperatorName,
): Promise<OperatorSettings> {
  const row = await settingsOf(deps.db, operator);
  const secrets = secretsOf(deps, row);
  const usable =
    operator === 'payu'
      ? await payuCredentials(deps)
      : operator === 'paypal'
        ? await paypalCredentials(deps)
        : null;
  return {
    operator,
    enabled: row?.enabled ?? true,
    config: row?.publicConfig ?? {},
    secretsSet: SECRET_KEYS[operator].filter((k) => Boolean(secrets[k])),
    usingSandbox:
      deps.config.paymentsMode === 'emulator' &&
      (operator === 'autopay'
        ? !row?.publicConfig.baseUrl
        : usable?.baseUrl.includes('/sandbox/') === true),
  };
}

export async function listOperatorSettings(deps: PaymentsDeps): Promise<OperatorSettings[]> {
  const settings: OperatorSettings[] = [];
  for (const operator of PAYMENT_OPERATORS) settings.push(await operatorSettingsOf(deps, operator));
  return settings;
}

export async function saveOperatorSettings(
  deps: PaymentsDeps & SignedInContext,
  operator: OperatorName,
  input: OperatorSettingsInput,
) {
  // Keys the operator does not have are refused, not silently dropped (issue 16).
  const unknown: Record<string, MessageKey> = {};
  for (const [part, known] of [
    ['config', PUBLIC_KEYS[operator]],
    ['secrets', SECRET_KEYS[operator]],
  ] as const) {
    for (const key of Object.keys(input[part])) {
      if (!known.includes(key)) unknown[`${part}.${key}`] = 'fieldInvalid';
    }
  }
  if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);
  await deps.db.transaction(async (tx) => {
    const row = await settingsOf(tx, operator);
    const secrets = secretsOf(deps, row);
    const changedSecrets: string[] = [];
    for (const key of SECRET_KEYS[operator]) {
      const value = input.secrets[key];
      if (value && value !== secrets[key]) changedSecrets.push(key);
      if (value) secrets[key] = value;
    }
    const config = Object.fromEntries(
      PUBLIC_KEYS[operator].flatMap((k) => (input.config[k] ? [[k, input.config[k]]] : [])),
    );
    const values = {
      operator,
      enabled: input.enabled,
      publicConfig: config,
      secretsEncrypted:
        Object.keys(secrets).length > 0 ? deps.secrets.encrypt(JSON.stringify(secrets)) : null,
      updatedAt: new Date(),
    };
    await tx
      .insert(paymentOperatorSettings)
      .values(values)
      .onConflictDoUpdate({ target: paymentOperatorSettings.operator, set: values });
    const change = settingsChange(row, { enabled: input.enabled, config }, changedSecrets);
    if (change) {
      await recordAudit(
        { ...deps, db: tx },
        {
          action: 'operator.settings',
          targetType: 'operator',
          targetId: operator,
          ...change,
        },
      );
    }
  });
  return (await listOperatorSettings(deps)).find((s) => s.operator === operator)!;
}

/**
 * The audit values of a settings change: only the changed fields; a secret never appears, only
 * that it was `changed`. Undefined when nothing changed.
 */
function settingsChange(
  row: SettingsRow | undefined,
  next: { enabled: boolean; config: Record<string, string> },
  changedSecrets: string[],
) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const wasEnabled = row?.enabled ?? false;
  if (!row || wasEnabled !== next.enabled) {
    before.enabled = row ? wasEnabled : null;
    after.enabled = next.enabled;
  }
  const previous: Record<string, string> = row?.publicConfig ?? {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next.config)])) {
    if (previous[key] !== next.config[key]) {
      before[`config.${key}`] = previous[key] ?? null;
      after[`config.${key}`] = next.config[key] ?? null;
    }
  }
  for (const key of changedSecrets) {
    before[`secrets.${key}`] = SECRET_CHANGED;
    after[`secrets.${key}`] = SECRET_CHANGED;
  }
  return Object.keys(after).length > 0 ? { before, after } : undefined;
}
