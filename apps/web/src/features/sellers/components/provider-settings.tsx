import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { SellerSettingsInputSchema, type SellerSettings } from '@kramik/contract';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useSaveSettings } from '../api/save-settings';
import { SecretField, secretInput, secretState, type SecretState } from './secret-field';

interface CardSpec {
  title: string;
  description: string;
  idField: 'autopayIdShop' | 'inpostOrganizationId';
  idLabel: string;
  secretField: 'autopayBmKey' | 'inpostApiKey';
  secretLabel: string;
}

/** One provider's settings: a numeric ID and a write-only secret, saved on their own. */
function SettingsCard({ spec, settings }: { spec: CardSpec; settings: SellerSettings }) {
  const t = useT();
  const save = useSaveSettings();
  const masked = settings[spec.secretField];
  const [id, setId] = useState(settings[spec.idField] ?? '');
  const [secret, setSecret] = useState<SecretState>(() => secretState(masked));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusErrors } = useErrorFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { [spec.idField]: id, [spec.secretField]: secretInput(secret) };
    const { data, errors: invalid } = validateForm(SellerSettingsInputSchema, input, t);
    if (invalid) {
      setErrors(invalid);
      focusErrors();
      return;
    }
    save.mutate(data, {
      onSuccess: (saved) => {
        notifySuccess(t('sellers.settingsSaved'));
        setErrors({});
        setSecret(secretState(saved[spec.secretField]));
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusErrors();
        notifyApiError(error, t('sellers.settingsFailed'));
      },
    });
  };

  return (
    <SectionCard title={spec.title} description={spec.description}>
      <ReadableForm label={spec.title} formRef={formRef} onSubmit={submit}>
        <TextInput
          label={spec.idLabel}
          inputMode="numeric"
          autoComplete="off"
          value={id}
          onChange={(e) => {
            setId(e.currentTarget.value);
            setErrors((c) => ({ ...c, [spec.idField]: undefined }));
          }}
          error={errors[spec.idField]}
        />
        <SecretField
          label={spec.secretLabel}
          masked={masked}
          state={secret}
          onChange={(next) => {
            setSecret(next);
            setErrors((c) => ({ ...c, [spec.secretField]: undefined }));
          }}
          error={errors[spec.secretField]}
        />
        <SubmitRow loading={save.isPending}>{t('accountPage.save')}</SubmitRow>
      </ReadableForm>
    </SectionCard>
  );
}

/**
 * One provider's account of the maker's (SPEC §3): AutoPay (payouts straight to the maker), under
 * payment settings, or InPost (shipping labels), under logistics.
 */
export function ProviderSettings({
  provider,
  settings,
}: {
  provider: 'autopay' | 'inpost';
  settings: SellerSettings;
}) {
  const t = useT();
  const spec: CardSpec =
    provider === 'autopay'
      ? {
          title: 'AutoPay',
          description: t('sellers.autopayIntro'),
          idField: 'autopayIdShop',
          idLabel: t('sellers.idShop'),
          secretField: 'autopayBmKey',
          secretLabel: t('sellers.bmKey'),
        }
      : {
          title: 'InPost',
          description: t('sellers.inpostIntro'),
          idField: 'inpostOrganizationId',
          idLabel: t('sellers.organizationId'),
          secretField: 'inpostApiKey',
          secretLabel: t('sellers.shipxKey'),
        };
  return <SettingsCard settings={settings} spec={spec} />;
}
