import {
  PAYMENT_OPERATOR_NAMES,
  type OperatorSettings,
  type OperatorSettingsInput,
  type PaymentOperator,
} from '@kramik/contract';

/** The fields of each operator's card: public identifiers and write-only secrets. */
export const OPERATOR_FIELDS: Record<
  PaymentOperator,
  { config: readonly string[]; secrets: readonly string[] }
> = {
  payu: { config: ['posId', 'clientId'], secrets: ['clientSecret', 'secondKey'] },
  paypal: { config: ['clientId', 'webhookId'], secrets: ['clientSecret'] },
  // Each maker stores its own AutoPay credentials: the platform has none.
  autopay: { config: [], secrets: [] },
};

/** Every operator may point at another API address; empty means the default. */
export const BASE_URL_KEY = 'baseUrl';

export const OPERATOR_NAMES = PAYMENT_OPERATOR_NAMES;

export interface OperatorFormValues {
  enabled: boolean;
  config: Record<string, string>;
  /** Always starts empty: stored secrets are never sent to the browser. */
  secrets: Record<string, string>;
}

/** The form's starting values from the server's view of the operator. */
export function toFormValues(settings: OperatorSettings): OperatorFormValues {
  const { config, secrets } = OPERATOR_FIELDS[settings.operator];
  return {
    enabled: settings.enabled,
    config: Object.fromEntries(
      [...config, BASE_URL_KEY].map((key) => [key, settings.config[key] ?? '']),
    ),
    secrets: Object.fromEntries(secrets.map((key) => [key, ''])),
  };
}

/**
 * What the save sends: every public field (trimmed; an empty one clears it) and only the secrets
 * typed in — a secret left empty is not sent, so the stored one stays.
 */
export function toInput(
  operator: PaymentOperator,
  values: OperatorFormValues,
): OperatorSettingsInput {
  const { config, secrets } = OPERATOR_FIELDS[operator];
  return {
    enabled: values.enabled,
    config: Object.fromEntries(
      [...config, BASE_URL_KEY].map((key) => [key, (values.config[key] ?? '').trim()]),
    ),
    secrets: Object.fromEntries(
      secrets.flatMap((key) => {
        const value = values.secrets[key] ?? '';
        return value === '' ? [] : [[key, value]];
      }),
    ),
  };
}
