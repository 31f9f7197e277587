import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { AdminUser, UserStatus } from '@kramik/contract';

/** A light tint with dark text, as the other status badges. */
const STATUS_COLOR: Record<UserStatus, string> = {
  active: 'green',
  pending: 'yellow',
  blocked: 'red',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm">
      {t(`adminUsers.status.${status}`)}
    </Badge>
  );
}

/** The user's status, and their company's approval when it waits for one. */
export function UserBadges({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge status={user.status} />
      {user.company && !user.company.approvedAt && (
        <Badge variant="light" color="orange" radius="sm">
          {t('adminUsers.awaitingApproval')}
        </Badge>
      )}
    </Group>
  );
}

/** "Anna Kowalska", else the login name. */
export const displayName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;
