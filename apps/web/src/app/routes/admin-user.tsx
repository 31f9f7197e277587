import { Anchor, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../features/accounts/auth-store';
import { useAdminUser } from '../../features/users/api/get-admin-user';
import { UserDetail } from '../../features/users/components/user-detail';
import { currentLocale } from '../../i18n';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** `/admin/users/:id`: one user, their company, orders and reports, and the actions on them. */
export default function AdminUserPage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const { user: me } = useAuth();
  return (
    <RoutePage id="adminUser" size="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/users" size="sm">
          ← {t('adminUsers.backToList')}
        </Anchor>
        <QueryState
          query={user}
          pending={<Skeleton height={320} radius="lg" />}
          failed={t('adminUsers.loadFailed')}
          missing={<EmptyState onPage text={t('adminUsers.notFound')} />}
        >
          {(data) => (
            <UserDetail user={data} locale={currentLocale()} isSelf={me?._id === data._id} />
          )}
        </QueryState>
      </Stack>
    </RoutePage>
  );
}
