import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  ACTIONS_BY_TARGET,
  ModerateReportInputSchema,
  REPORT_TEXT_MAX,
  UnhideInputSchema,
  type AdminReport,
  type ModerationAction,
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
import { useModerateReport, useUnhide, type UnhideKind } from '../api/moderate-report';
import { useAdminReports, type QueueStatus } from '../api/list-admin-reports';
import { ReportSnapshot } from './report-snapshot';
import classes from './reports.module.css';

/** The actions that fit what was reported, in the order the dialog offers them. */
const actionsFor = (report: AdminReport) => ACTIONS_BY_TARGET[report.targetType];

/** "Take action" starts from hiding the object when it can be hidden, else from resolving. */
const defaultAction = (report: AdminReport): ModerationAction =>
  actionsFor(report).find((action) => action.startsWith('hide')) ?? 'resolve';

/**
 * The decision dialog: which action (only those that fit what was reported) and the note, which
 * the reporter reads and, for a block, the blocked user as the reason. Required except to dismiss.
 */
function ModerationDialog({
  report,
  initial,
  onClose,
}: {
  report: AdminReport;
  initial: ModerationAction;
  onClose: () => void;
}) {
  const t = useT();
  const moderate = useModerateReport();
  const { values, set, setErrors, errors, validate, formRef, field } = useForm({
    action: initial,
    note: '',
  });
  const action = values.action;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(ModerateReportInputSchema, values, t);
    if (!data) return;
    moderate.mutate(
      { id: report._id, action: data.action, note: data.note ?? '' },
      {
        onSuccess: () => {
          notifySuccess(t(`adminReports.actions.${data.action}.notice`));
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
      title={t('adminReports.decideTitle')}
      formRef={formRef}
      submitLabel={t(`adminReports.actions.${action}.submit`)}
      loading={moderate.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Radio.Group
        name="action"
        label={t('adminReports.actionLabel')}
        value={action}
        onChange={(value) => set('action', value)}
        error={errors.action}
      >
        <Stack gap="xs" mt="xs">
          {actionsFor(report).map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`adminReports.actions.${value}.label`)}
              description={t(
                value === 'blockUser'
                  ? `adminReports.actions.blockUser.hint.${report.targetType}`
                  : `adminReports.actions.${value}.hint`,
              )}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('adminReports.noteLabel')}
        description={t(
          action === 'dismiss'
            ? 'adminReports.noteOptional'
            : action === 'blockUser'
              ? 'adminReports.noteBlockHint'
              : 'adminReports.noteHint',
        )}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={REPORT_TEXT_MAX}
        required={action !== 'dismiss'}
        data-autofocus
        {...field('note')}
      />
    </FormModal>
  );
}

/** Showing a hidden review or product again, with a note for the audit log. */
function UnhideDialog({
  report,
  kind,
  onClose,
}: {
  report: AdminReport;
  kind: UnhideKind;
  onClose: () => void;
}) {
  const t = useT();
  const unhide = useUnhide();
  const { values, setErrors, validate, formRef, field } = useForm({ note: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(UnhideInputSchema, values, t);
    if (!data) return;
    unhide.mutate(
      { kind, id: report.targetId ?? '', note: data.note },
      {
        onSuccess: () => {
          notifySuccess(t('adminReports.unhideNotice'));
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
      title={t(kind === 'reviews' ? 'adminReports.unhideReview' : 'adminReports.unhideProduct')}
      formRef={formRef}
      submitLabel={t('adminReports.unhide')}
      loading={unhide.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>{t('adminReports.unhideIntro')}</Text>
      <Textarea
        label={t('adminReports.noteLabel')}
        description={t('adminReports.unhideHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={REPORT_TEXT_MAX}
        required
        data-autofocus
        {...field('note')}
      />
    </FormModal>
  );
}

/** What can be shown again after a hiding action. */
const UNHIDE_KIND: Partial<Record<ModerationAction, UnhideKind>> = {
  hideReview: 'reviews',
  hideProduct: 'products',
};

/** One report: what, who, the evidence, and the decision (or the buttons to make it). */
function ReportCard({
  report,
  locale,
  onDecide,
  onUnhide,
}: {
  report: AdminReport;
  locale: string;
  onDecide: (action: ModerationAction) => void;
  onUnhide: (kind: UnhideKind) => void;
}) {
  const t = useT();
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
            <Button onClick={() => onDecide(defaultAction(report))}>
              {t('adminReports.decide')}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm">
              {report.action && report.action !== 'dismiss' && report.action !== 'resolve' && (
                <>
                  <strong>{t(`adminReports.actions.${report.action}.done`)}</strong>
                  <br />
                </>
              )}
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
            {report.action && UNHIDE_KIND[report.action] && (
              <Button variant="default" onClick={() => onUnhide(UNHIDE_KIND[report.action!]!)}>
                {t('adminReports.unhide')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The admin's moderation queue: open reports newest first, or the handled ones. */
export function ReportsQueue({ locale }: { locale: string }) {
  const t = useT();
  const [status, setStatus] = useState<QueueStatus>('open');
  const reports = useAdminReports(status);
  const [deciding, setDeciding] = useState<{
    report: AdminReport;
    action: ModerationAction;
  } | null>(null);
  const [unhiding, setUnhiding] = useState<{ report: AdminReport; kind: UnhideKind } | null>(null);

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
                  onDecide={(action) => setDeciding({ report, action })}
                  onUnhide={(kind) => setUnhiding({ report, kind })}
                />
              ))}
              <LoadMore query={reports} label={t('adminReports.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
      {deciding && (
        <ModerationDialog
          key={deciding.report._id}
          report={deciding.report}
          initial={deciding.action}
          onClose={() => setDeciding(null)}
        />
      )}
      {unhiding && (
        <UnhideDialog
          report={unhiding.report}
          kind={unhiding.kind}
          onClose={() => setUnhiding(null)}
        />
      )}
    </Stack>
  );
}
