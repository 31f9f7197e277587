import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import { PERMISSIONS, USER_STATUSES, type AdminUser } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatDate } from '../../../lib/format';
import { USER_FILTER_KEYS, useAdminUsers, type UserFilters } from '../api/list-admin-users';
import { displayName, UserBadges } from './user-badges';

function filtersOf(params: URLSearchParams): UserFilters {
  const read = (key: keyof UserFilters) => params.get(key) ?? '';
  return { q: read('q'), role: read('role'), status: read('status'), approval: read('approval') };
}

/** The users, searched and filtered through the URL (so a link or "back" keeps the list). */
export function UsersList({ locale }: { locale: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [text, setText] = useState(filters.q);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const users = useAdminUsers(filters);

  const change = (next: Partial<UserFilters>) =>
    setParams(
      (current) => {
        const merged = { ...filtersOf(current), ...next };
        const query = new URLSearchParams();
        for (const key of USER_FILTER_KEYS) if (merged[key]) query.set(key, merged[key]);
        return query;
      },
      { replace: true },
    );
  useEffect(() => {
    if (debounced !== filters.q) change({ q: debounced });
    // Only the typed text drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const filtered = USER_FILTER_KEYS.some((key) => filters[key]);

  const nameLink = (user: AdminUser) => (
    <Anchor component={Link} to={`/admin/users/${user._id}`} fw={600}>
      {displayName(user)}
    </Anchor>
  );
  const companyOf = (user: AdminUser) =>
    user.company ? (
      <Text size="sm">{user.company.shortName}</Text>
    ) : (
      <Text size="sm" c="var(--kramik-muted)">
        —
      </Text>
    );

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('adminUsers.search')}
          placeholder={t('adminUsers.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          maxLength={100}
        />
        <NativeSelect
          label={t('adminUsers.role')}
          value={filters.role}
          onChange={(event) => change({ role: event.currentTarget.value })}
          data={[
            { value: '', label: t('adminUsers.allRoles') },
            ...PERMISSIONS.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) })),
          ]}
          w={{ base: '100%', xs: 180 }}
        />
        <NativeSelect
          label={t('adminUsers.statusLabel')}
          value={filters.status}
          onChange={(event) => change({ status: event.currentTarget.value })}
          data={[
            { value: '', label: t('adminUsers.allStatuses') },
            ...USER_STATUSES.map((status) => ({
              value: status,
              label: t(`adminUsers.status.${status}`),
            })),
          ]}
          w={{ base: '100%', xs: 180 }}
        />
        <Checkbox
          label={t('adminUsers.pendingApproval')}
          checked={filters.approval === 'pending'}
          onChange={(event) => change({ approval: event.currentTarget.checked ? 'pending' : '' })}
          mb={8}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => {
              setText('');
              setParams({}, { replace: true });
            }}
          >
            {t('adminUsers.clearFilters')}
          </Button>
        )}
      </Group>
      <QueryState
        query={users}
        pending={<ListSkeleton rows={6} height={56} radius="md" />}
        failed={t('adminUsers.loadFailed')}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <EmptyState
                onPage
                text={filtered ? t('adminUsers.emptyFiltered') : t('adminUsers.empty')}
              />
            );
          }
          return (
            <Stack gap="md">
              <Text size="sm" c="var(--kramik-muted)" role="status">
                {t('adminUsers.shown', { count: items.length })}
              </Text>
              <TableOrCards
                items={items}
                from="md"
                head={
                  <>
                    <Table.Th scope="col">{t('adminUsers.name')}</Table.Th>
                    <Table.Th scope="col">{t('adminUsers.email')}</Table.Th>
                    <Table.Th scope="col">{t('adminUsers.role')}</Table.Th>
                    <Table.Th scope="col">{t('adminUsers.statusLabel')}</Table.Th>
                    <Table.Th scope="col">{t('adminUsers.company')}</Table.Th>
                    <Table.Th scope="col">{t('adminUsers.registered')}</Table.Th>
                  </>
                }
                row={(user) => (
                  <>
                    <Table.Td>
                      <Stack gap={0}>
                        {nameLink(user)}
                        <Text size="xs" c="var(--kramik-muted)">
                          {user.username}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>{t(`adminUsers.roles.${user.permissions}`)}</Table.Td>
                    <Table.Td>
                      <UserBadges user={user} />
                    </Table.Td>
                    <Table.Td>{companyOf(user)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(user.registeredAt, locale)}
                    </Table.Td>
                  </>
                )}
                card={(user) => (
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        {nameLink(user)}
                        <Text size="xs" c="var(--kramik-muted)">
                          {user.username} · {t(`adminUsers.roles.${user.permissions}`)}
                        </Text>
                      </Stack>
                    </Group>
                    <UserBadges user={user} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Text>
                    {user.company && <Text size="sm">{user.company.shortName}</Text>}
                  </Stack>
                )}
              />
              <LoadMore query={users} label={t('adminUsers.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
