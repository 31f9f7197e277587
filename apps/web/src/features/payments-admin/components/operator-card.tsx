import '@mantine/core/styles/Switch.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { OperatorSettings } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSaveOperator } from '../api/operators';
import {
  BASE_URL_KEY,
  OPERATOR_FIELDS,
  OPERATOR_NAMES,
  toFormValues,
  toInput,
  type OperatorFormValues,
} from '../operator-form';

/** One operator's settings: the switch, its public identifiers and write-only secrets. */
export function OperatorCard({ settings }: { settings: OperatorSettings }) {
  const t = useT();
  const titleId = useId();
  const { operator } = settings;
  const name = OPERATOR_NAMES[operator];
  const fields = OPERATOR_FIELDS[operator];
  const [values, setValues] = useState<OperatorFormValues>(() => toFormValues(settings));
  const save = useSaveOperator(operator);

  const setConfig = (key: string, value: string) =>
    setValues((v) => ({ ...v, config: { ...v.config, [key]: value } }));
  const setSecret = (key: string, value: string) =>
    setValues((v) => ({ ...v, secrets: { ...v.secrets, [key]: value } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toInput(operator, values), {
      onSuccess: (saved) => {
        // Typed secrets are stored now: the fields empty again and show the "stored" hint.
        setValues(toFormValues(saved));
        notifySuccess(t('adminPayments.operators.saved', { name }));
      },
      onError: (error) => notifyApiError(error, t('adminPayments.operators.saveFailed')),
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      bg="var(--kramik-surface)"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Group gap="sm" align="center">
              <Title order={3} id={titleId} fz="lg">
                {name}
              </Title>
              {settings.usingSandbox && (
                <Badge variant="light" color="yellow" radius="sm">
                  {t('adminPayments.operators.sandbox')}
                </Badge>
              )}
            </Group>
            <Switch
              checked={values.enabled}
              onChange={(e) => {
                const enabled = e.currentTarget.checked;
                setValues((v) => ({ ...v, enabled }));
              }}
              label={t('adminPayments.operators.enabled')}
              labelPosition="left"
              size="md"
            />
          </Group>

          {operator === 'autopay' && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('adminPayments.operators.autopayNote')}
            </Text>
          )}

          {fields.config.map((key) => (
            <TextInput
              key={key}
              label={t(`adminPayments.fields.${key}`)}
              value={values.config[key] ?? ''}
              onChange={(e) => setConfig(key, e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
            />
          ))}

          {fields.secrets.map((key) => {
            const stored = settings.secretsSet.includes(key);
            return (
              <PasswordInput
                key={key}
                label={t(`adminPayments.fields.${key}`)}
                description={
                  stored
                    ? t('adminPayments.operators.secretStored')
                    : t('adminPayments.operators.secretNotSet')
                }
                value={values.secrets[key] ?? ''}
                onChange={(e) => setSecret(key, e.currentTarget.value)}
                autoComplete="new-password"
              />
            );
          })}

          <TextInput
            label={t('adminPayments.fields.baseUrl')}
            description={t('adminPayments.operators.baseUrlHint')}
            value={values.config[BASE_URL_KEY] ?? ''}
            onChange={(e) => setConfig(BASE_URL_KEY, e.currentTarget.value)}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />

          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('adminPayments.operators.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
