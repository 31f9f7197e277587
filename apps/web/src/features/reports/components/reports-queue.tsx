import '@mantine/core/styles/SegmentedControl.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DismissReportInputSchema,
  REPORT_TEXT_MAX,
  ResolveReportInputSchema,
  type AdminReport,
} from '@kramik/contract';
import { formatDate } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { EmptyState } from '../../../components/empty-state';
import { FormModal } from '../../../components/form-modal';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { useHandleReport } from '../api/handle-report';
import { useAdminReports, type QueueStatus } from '../api/list-admin-reports';
import { ReportSnapshot } from './report-snapshot';
import classes from './reports.module.css';

type Outcome = 'dismiss' | 'resolve';

/** The note dialog of a decision: required to resolve, optional to dismiss. */
function DecisionDialog({
  report,
  outcome,
  onClose,
}: {
  report: AdminReport;
  outcome: Outcome;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handle = useHandleReport();
  const { values, setErrors, validate, formRef, field } = useForm({ note: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = outcome === 'resolve' ? ResolveReportInputSchema : DismissReportInputSchema;
    const data = validate(schema, values, t);
    if (!data) return;
    handle.mutate(
      { id: report._id, outcome, note: data.note ?? '' },
      {
        onSuccess: () => {
          notifySuccess(
            t(
              outcome === 'resolve'
                ? 'adminReports.resolvedNotice'
                : 'adminReports.dismissedNotice',
            ),
          );
          onClose();
        },
        onError: (error) => {
          notifyApiError(error, t('adminReports.handleFailed'));
          setErrors(serverFieldErrors(error));
        },
      },
    );
  };

  return (
    <FormModal
      opened
      title={t(`adminReports.${outcome}Title`)}
      formRef={formRef}
      submitLabel={t(`adminReports.${outcome}`)}
      loading={handle.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>{t(`adminReports.${outcome}Intro`)}</Text>
      <Textarea
        label={t('adminReports.noteLabel')}
        description={t(
          outcome === 'resolve' ? 'adminReports.noteHint' : 'adminReports.noteOptional',
        )}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={REPORT_TEXT_MAX}
        required={outcome === 'resolve'}
        data-autofocus
        {...field('note')}
      />
    </FormModal>
  );
}

/** One report: what, who, the evidence, and the decision (or the buttons to make it). */
function ReportCard({
  report,
  locale,
  onDecide,
}: {
  report: AdminReport;
  locale: string;
  onDecide: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const titleId = `report-${report._id}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {t(`reports.reason.${report.reason}`)}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t(`adminReports.target.${report.targetType}`)}
            </Badge>
            {report.status !== 'open' && (
              <Badge variant="light" color={report.status === 'resolved' ? 'green' : 'gray'}>
                {t(`adminReports.status.${report.status}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="var(--kramik-muted)">
          {t('adminReports.reportedOn', { date: formatDate(report.createdAt, locale) })} ·{' '}
          {report.reporter
            ? t('adminReports.byUser', { name: report.reporter.username })
            : t('adminReports.byVisitor')}
          {report.reporterEmail ? ` · ${report.reporterEmail}` : ''}
        </Text>
        <div>
          <Text size="sm" c="var(--kramik-muted)">
            {t('adminReports.description')}
          </Text>
          <Text className={classes.kept}>{report.description}</Text>
        </div>
        <section className={classes.snapshot} aria-label={t('adminReports.snapshotTitle')}>
          <Text size="sm" fw={600} mb={4}>
            {t('adminReports.snapshotTitle')}
          </Text>
          <ReportSnapshot snapshot={report.snapshot} targetId={report.targetId} locale={locale} />
        </section>
        {report.status === 'open' ? (
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={() => onDecide('dismiss')}>
              {t('adminReports.dismiss')}
            </Button>
            <Button onClick={() => onDecide('resolve')}>{t('adminReports.resolve')}</Button>
          </Group>
        ) : (
          <Text size="sm">
            {t('adminReports.handledBy', {
              name: report.handledBy?.username ?? '—',
              date: report.handledAt ? formatDate(report.handledAt, locale) : '—',
            })}
            {report.note ? (
              <>
                <br />
                <span className={classes.kept}>{report.note}</span>
              </>
            ) : null}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The admin's moderation queue: open reports newest first, or the handled ones. */
export function ReportsQueue({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('open');
  const reports = useAdminReports(status);
  const [deciding, setDeciding] = useState<{ report: AdminReport; outcome: Outcome } | null>(null);

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={[
          { value: 'open', label: t('adminReports.open') },
          { value: 'handled', label: t('adminReports.handled') },
        ]}
        aria-label={t('adminReports.statusFilter')}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={reports}
        pending={<ListSkeleton rows={3} height={220} radius="lg" />}
        failed={t('adminReports.loadFailed')}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <EmptyState
                onPage
                text={
                  status === 'open' ? t('adminReports.emptyOpen') : t('adminReports.emptyHandled')
                }
              />
            );
          }
          return (
            <Stack gap="md">
              {items.map((report) => (
                <ReportCard
                  key={report._id}
                  report={report}
                  locale={locale}
                  onDecide={(outcome) => setDeciding({ report, outcome })}
                />
              ))}
              <LoadMore query={reports} label={t('adminReports.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
      {deciding && (
        <DecisionDialog
          report={deciding.report}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
