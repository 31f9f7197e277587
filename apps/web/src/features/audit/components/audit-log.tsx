import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { TableOrCards } from '../../../components/table-or-cards';
import { AUDIT_FILTER_KEYS, useAudit, type AuditFilters } from '../api/list-audit';
import classes from './audit-log.module.css';

const TOP = { verticalAlign: 'top' } as const;

/** The areas the filter offers: the first part of the actions' names. */
const AREAS = [
  'report',
  'product',
  'review',
  'message',
  'user',
  'company',
  'category',
  'order',
  'operator',
  'site',
  'commission',
  'payout',
] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  const read = (key: keyof AuditFilters) => params.get(key) ?? '';
  return {
    action: read('action'),
    actorId: read('actorId'),
    targetType: read('targetType'),
    targetId: read('targetId'),
    from: read('from'),
    to: read('to'),
  };
}

/** Where an object of the log can be seen, if anywhere. */
function objectLink(entry: AuditEntry): string | null {
  const id = entry.targetId;
  switch (entry.targetType) {
    case 'user':
      return id ? `/admin/users/${encodeURIComponent(id)}` : null;
    case 'product':
      return id ? `/products/${encodeURIComponent(id)}` : null;
    case 'company':
      return id ? `/company/${encodeURIComponent(id)}` : null;
    case 'category':
      return '/listcategory';
    case 'order':
      return id ? `/admin/orders?order=${encodeURIComponent(id)}` : null;
    case 'report':
      return '/admin/reports';
    case 'operator':
      return '/admin';
    case 'site':
      return '/admin';
    default:
      return null;
  }
}

/** A value as the diff shows it: text as it is, anything else as JSON. */
function shown(value: unknown) {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value's fields, nested objects spread into dotted names (`names.en-US`); `nested` collects
 * the names that came from inside an object.
 */
function fieldsOf(value: unknown, nested: Set<string>, prefix = ''): Record<string, unknown> {
  if (!isPlainObject(value)) {
    return value === null || value === undefined ? {} : { [prefix]: value };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (prefix) nested.add(name);
    if (isPlainObject(inner)) Object.assign(fields, fieldsOf(inner, nested, name));
    else fields[name] = inner;
  }
  return fields;
}

/** The changed fields, before and after, in a small table behind a disclosure. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const nested = new Set<string>();
  const before = fieldsOf(entry.before, nested);
  const after = fieldsOf(entry.after, nested);
  // A field that did not change inside a changed object (another language's name) is left out;
  // a recorded field always shows (a secret is "changed" on both sides).
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !nested.has(key) || shown(before[key]) !== shown(after[key]),
  );
  if (keys.length === 0) return <Text size="sm">—</Text>;
  return (
    <details>
      <summary className={classes.summary}>
        {t('adminAudit.showChanges', { count: keys.length })}
      </summary>
      <Table className={classes.diff} withTableBorder withColumnBorders fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminAudit.field')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.before')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{key || '—'}</Table.Th>
              <Table.Td className={classes.values}>
                {key in before ? shown(before[key]) : '—'}
              </Table.Td>
              <Table.Td className={classes.values}>
                {key in after ? shown(after[key]) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

/** The administrators' actions, newest first, filtered through the URL. */
export function AuditLog({ locale }: { locale: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const audit = useAudit(filters);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const change = (next: Partial<AuditFilters>) =>
    setParams(
      () => {
        const merged = { ...filters, ...next };
        const query = new URLSearchParams();
        for (const key of AUDIT_FILTER_KEYS) if (merged[key]) query.set(key, merged[key]);
        return query;
      },
      { replace: true },
    );
  const filtered = AUDIT_FILTER_KEYS.some((key) => filters[key]);

  const actionLabel = (entry: AuditEntry) =>
    t(`adminAudit.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action });
  const typeLabel = (type: string) => t(`adminAudit.types.${type}`, { defaultValue: type });

  const who = (entry: AuditEntry) =>
    entry.actorId ? (
      <Anchor component="button" type="button" onClick={() => change({ actorId: entry.actorId! })}>
        {entry.actorName}
      </Anchor>
    ) : (
      entry.actorName
    );

  const object = (entry: AuditEntry) => {
    const link = objectLink(entry);
    const label = typeLabel(entry.targetType);
    return (
      <Stack gap={2}>
        {link ? (
          <Anchor component={Link} to={link}>
            {label}
          </Anchor>
        ) : (
          <Text span>{label}</Text>
        )}
        {entry.targetId && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            c="var(--kramik-muted)"
            ta="left"
            onClick={() => change({ targetType: entry.targetType, targetId: entry.targetId! })}
            aria-label={t('adminAudit.onlyThisObject', { id: entry.targetId })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.targetId}
          </Anchor>
        )}
      </Stack>
    );
  };

  const note = (entry: AuditEntry) =>
    entry.note ? (
      <Text size="sm" className={classes.values} style={{ fontFamily: 'inherit' }}>
        {entry.note}
      </Text>
    ) : null;

  return (
    <Stack gap="lg">
      <Group gap="sm" className={classes.filters} wrap="wrap">
        <NativeSelect
          label={t('adminAudit.area')}
          value={filters.action}
          onChange={(event) => change({ action: event.currentTarget.value })}
          data={[
            { value: '', label: t('adminAudit.allAreas') },
            ...AREAS.map((area) => ({ value: area, label: t(`adminAudit.areas.${area}`) })),
          ]}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          type="date"
          label={t('adminAudit.from')}
          value={filters.from}
          onChange={(event) => change({ from: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t('adminAudit.to')}
          value={filters.to}
          onChange={(event) => change({ to: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
            {t('adminAudit.clearFilters')}
          </Button>
        )}
      </Group>
      {(filters.actorId || filters.targetId) && (
        <Group gap="xs">
          {filters.actorId && (
            <Badge
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('adminAudit.removeFilter')}
                  onClick={() => change({ actorId: '' })}
                />
              }
            >
              {t('adminAudit.actorFilter')}
            </Badge>
          )}
          {filters.targetId && (
            <Badge
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('adminAudit.removeFilter')}
                  onClick={() => change({ targetType: '', targetId: '' })}
                />
              }
            >
              {t('adminAudit.objectFilter', { type: typeLabel(filters.targetType) })}
            </Badge>
          )}
        </Group>
      )}
      <QueryState
        query={audit}
        pending={<ListSkeleton rows={5} height={56} radius="md" />}
        failed={t('adminAudit.loadFailed')}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <EmptyState
                onPage
                text={filtered ? t('adminAudit.emptyFiltered') : t('adminAudit.empty')}
              />
            );
          }
          return (
            <Stack gap="md">
              <TableOrCards
                items={items}
                from="md"
                head={
                  <>
                    <Table.Th scope="col">{t('adminAudit.when')}</Table.Th>
                    <Table.Th scope="col">{t('adminAudit.who')}</Table.Th>
                    <Table.Th scope="col">{t('adminAudit.what')}</Table.Th>
                    <Table.Th scope="col">{t('adminAudit.object')}</Table.Th>
                    <Table.Th scope="col">{t('adminAudit.changes')}</Table.Th>
                  </>
                }
                row={(entry) => (
                  <>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <time dateTime={entry.createdAt}>
                        {when.format(new Date(entry.createdAt))}
                      </time>
                    </Table.Td>
                    <Table.Td style={TOP}>{who(entry)}</Table.Td>
                    <Table.Td style={TOP}>
                      <Text size="sm" fw={600}>
                        {actionLabel(entry)}
                      </Text>
                      {note(entry)}
                    </Table.Td>
                    <Table.Td maw={220} style={TOP}>
                      {object(entry)}
                    </Table.Td>
                    <Table.Td miw={220} style={TOP}>
                      <Changes entry={entry} />
                    </Table.Td>
                  </>
                )}
                card={(entry) => (
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={600}>{actionLabel(entry)}</Text>
                      <Text size="xs" c="var(--kramik-muted)" ta="right">
                        <time dateTime={entry.createdAt}>
                          {when.format(new Date(entry.createdAt))}
                        </time>
                      </Text>
                    </Group>
                    <Text size="sm">
                      {t('adminAudit.by')} {who(entry)}
                    </Text>
                    {object(entry)}
                    {note(entry)}
                    <Changes entry={entry} />
                  </Stack>
                )}
              />
              <LoadMore query={audit} label={t('adminAudit.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
