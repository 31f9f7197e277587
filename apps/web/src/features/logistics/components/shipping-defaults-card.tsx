import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  LogisticsSettingsInputSchema,
  PARCEL_SIZES,
  type LogisticsSettings,
  type ParcelSize,
  type Sender,
} from '@kramik/contract';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid } from '../../../lib/use-form-state';
import { useSaveLogisticsSettings } from '../api/settings';

const EMPTY_SENDER: Sender = {
  name: '',
  street: '',
  buildingNumber: '',
  city: '',
  postalCode: '',
  phone: '',
  email: '',
};
const SENDER_FIELDS = [
  ['name', 'organization'],
  ['street', 'address-line1'],
  ['buildingNumber', 'off'],
  ['postalCode', 'postal-code'],
  ['city', 'address-level2'],
  ['phone', 'tel'],
  ['email', 'email'],
] as const;

/**
 * The maker's shipping defaults: the parcel size new locker shipments start with, and the sender
 * printed on labels (off: the InPost account's own address).
 */
export function ShippingDefaultsCard({ settings }: { settings: LogisticsSettings }) {
  const t = useT();
  const save = useSaveLogisticsSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const [size, setSize] = useState<ParcelSize>(settings.defaultParcelSize);
  const [ownSender, setOwnSender] = useState(settings.sender !== null);
  const [sender, setSender] = useState<Sender>(settings.sender ?? EMPTY_SENDER);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { defaultParcelSize: size, sender: ownSender ? sender : null };
    const parsed = LogisticsSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const invalid: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.');
        invalid[field] ??= t(`validation.${issue.message}`, {
          defaultValue: t('validation.invalid'),
        });
      }
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        notifySuccess(t('shipments.settings.saved'));
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notifyApiError(error, t('shipments.settings.saveFailed'));
      },
    });
  };

  return (
    <SectionCard
      landmark
      title={t('shipments.settings.title')}
      description={t('shipments.settings.intro')}
    >
      <ReadableForm label={t('shipments.settings.title')} formRef={formRef} onSubmit={submit}>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="default-parcel-size">
            {t('shipments.settings.defaultSize')}
          </Text>
          <SegmentedControl
            aria-labelledby="default-parcel-size"
            value={size}
            onChange={(value) => setSize(value)}
            size="md"
            fullWidth
            maw={420}
            data={PARCEL_SIZES.map((s) => ({ value: s, label: t(`shipments.sizes.${s}`) }))}
          />
          <Text size="xs" c="var(--kramik-muted)">
            {t(`shipments.sizeHints.${size}`)}
          </Text>
        </Stack>
        <Switch
          size="md"
          checked={ownSender}
          onChange={(e) => setOwnSender(e.currentTarget.checked)}
          label={t('shipments.settings.ownSender')}
          description={t('shipments.settings.ownSenderHint')}
        />
        {ownSender && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SENDER_FIELDS.map(([field, autoComplete]) => (
              <TextInput
                key={field}
                label={t(`shipments.settings.sender.${field}`)}
                autoComplete={autoComplete}
                required
                value={sender[field]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setSender((current) => ({ ...current, [field]: value }));
                  setErrors((current) => ({ ...current, [`sender.${field}`]: undefined }));
                }}
                error={errors[`sender.${field}`]}
              />
            ))}
          </SimpleGrid>
        )}
        <SubmitRow loading={save.isPending} fullWidthOnPhone>
          {t('accountPage.save')}
        </SubmitRow>
      </ReadableForm>
    </SectionCard>
  );
}
