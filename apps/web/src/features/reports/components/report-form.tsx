import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { CreateReportInputSchema, REPORT_REASONS, REPORT_TEXT_MAX } from '@kramik/contract';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import { useCreateReport } from '../api/create-report';
import type { ReportTarget } from '../report-target';

/**
 * The report form: a reason from the fixed list, what happened, and (for visitors) where to hear
 * the outcome. Once sent it gives way to a thank-you with the way back.
 */
export function ReportForm({
  target,
  targetName,
  signedIn,
  backTo,
}: {
  target: ReportTarget;
  /** What the reported object is called (a product's or maker's name), when known. */
  targetName: string | null;
  signedIn: boolean;
  /** Where "back" leads once the report is sent: the reported page, or the home page. */
  backTo: string;
}) {
  const t = useT();
  const create = useCreateReport();
  const { values, set, errors, setErrors, validate, formRef, field } = useForm({
    reason: '',
    description: '',
    email: '',
  });
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(
      CreateReportInputSchema,
      {
        reason: values.reason || undefined,
        description: values.description,
        targetType: target.type,
        targetId: target.id ?? undefined,
        email: signedIn ? undefined : values.email,
      },
      t,
    );
    if (!data) return;
    create.mutate(data, {
      onSuccess: () => {
        notifySuccess(t('reports.sent'));
        setSent(true);
      },
      onError: (error) => {
        notifyApiError(error, t('reports.failed'));
        setErrors(serverFieldErrors(error));
      },
    });
  };

  if (sent) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={2} fz={22} ref={sentHeading} tabIndex={-1}>
          {t('reports.thanksTitle')}
        </Title>
        <Text>{signedIn || values.email ? t('reports.thanksMail') : t('reports.thanks')}</Text>
        <Button component={Link} to={backTo} size="md">
          {backTo === '/' ? t('reports.backHome') : t('reports.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <ReadableForm label={t('reports.formLabel')} formRef={formRef} onSubmit={submit}>
      <Text>
        {target.type === 'none'
          ? t('reports.aboutNone')
          : t(`reports.about.${target.type}`, { name: targetName ?? '' })}
      </Text>
      <Radio.Group
        name="reason"
        label={t('reports.reasonLabel')}
        value={values.reason}
        onChange={(value) => set('reason', value)}
        error={errors.reason}
        required
      >
        <Stack gap="xs" mt="xs">
          {REPORT_REASONS.map((reason) => (
            // 24 px: a target WCAG 2.5.8 accepts without counting the space around it.
            <Radio key={reason} value={reason} label={t(`reports.reason.${reason}`)} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('reports.descriptionLabel')}
        description={t('reports.descriptionHint', {
          count: REPORT_TEXT_MAX - values.description.length,
        })}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={REPORT_TEXT_MAX}
        required
        {...field('description')}
      />
      {!signedIn && (
        <TextInput
          label={t('reports.emailLabel')}
          description={t('reports.emailHint')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      )}
      <WideSubmitButton loading={create.isPending}>{t('reports.submit')}</WideSubmitButton>
    </ReadableForm>
  );
}
