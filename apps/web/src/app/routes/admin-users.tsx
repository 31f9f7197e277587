import { Stack } from '@mantine/core';
import { MakerApprovalSwitch } from '../../features/users/components/maker-approval-switch';
import { UsersList } from '../../features/users/components/users-list';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** `/admin/users`: search and filter the accounts; the "New makers need approval" switch. */
export default function AdminUsersPage() {
  return (
    <RoutePage id="adminUsers" size="xl">
      <Stack gap="lg">
        <MakerApprovalSwitch />
        <UsersList locale={currentLocale()} />
      </Stack>
    </RoutePage>
  );
}
