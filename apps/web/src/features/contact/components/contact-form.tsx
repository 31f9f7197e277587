import { Button, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ContactInputSchema, REPORT_TEXT_MAX } from '@kramik/contract';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import { useSendContactMessage } from '../api/send-contact-message';

export interface ContactFormDefaults {
  name: string;
  email: string;
  /** The product the form was opened from: its name prefills the field, its id goes along. */
  product: { _id: string; name: string } | null;
}

/**
 * The contact form (SPEC "Contact message: product name and message"), for visitors too. The
 * page fills in what it knows (the signed-in user's name and address, the product); once sent,
 * the form gives way to a note that a receipt is on its way.
 */
export function ContactForm({ defaults }: { defaults: ContactFormDefaults }) {
  const t = useT();
  const send = useSendContactMessage();
  const { values, setErrors, validate, formRef, field, setValues } = useForm({
    name: defaults.name,
    email: defaults.email,
    productName: defaults.product?.name ?? '',
    message: '',
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keepsProduct = defaults.product && values.productName.trim() === defaults.product.name;
    const data = validate(
      ContactInputSchema,
      { ...values, productId: keepsProduct ? defaults.product?._id : undefined },
      t,
    );
    if (!data) return;
    send.mutate(data, {
      onSuccess: () => {
        notifySuccess(t('contact.sent'));
        setSentTo(data.email);
      },
      onError: (error) => {
        notifyApiError(error, t('contact.failed'));
        setErrors(serverFieldErrors(error));
      },
    });
  };

  if (sentTo) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={2} fz={22} ref={sentHeading} tabIndex={-1}>
          {t('contact.thanksTitle')}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('contact.thanks', { email: sentTo })}</Text>
        <Button
          variant="default"
          size="md"
          onClick={() => {
            setValues((current) => ({ ...current, message: '' }));
            setSentTo(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </Stack>
    );
  }

  return (
    <ReadableForm label={t('contact.formLabel')} formRef={formRef} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          maxLength={100}
          required
          {...field('name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </SimpleGrid>
      <TextInput
        label={t('contact.productName')}
        description={t('contact.productHint')}
        maxLength={200}
        {...field('productName')}
      />
      <Textarea
        label={t('contact.message')}
        description={t('contact.messageHint', { count: REPORT_TEXT_MAX - values.message.length })}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={REPORT_TEXT_MAX}
        required
        {...field('message')}
      />
      <WideSubmitButton loading={send.isPending}>{t('contact.submit')}</WideSubmitButton>
    </ReadableForm>
  );
}
