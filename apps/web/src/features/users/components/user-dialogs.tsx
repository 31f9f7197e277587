import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  PERMISSIONS,
  STATUS_REASON_MAX,
  USER_STATUSES,
  type AdminUserDetail,
  type Permission,
  type UserStatus,
} from '@kramik/contract';
import { FormModal } from '../../../components/form-modal';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useApproveCompany } from '../api/approve-company';
import { useChangeUser } from '../api/change-user';
import { displayName } from './user-badges';

/**
 * Changes the user's status with a reason (mailed to them in their language). The submit button
 * names the change ("Block user"), which is the confirmation.
 */
export function StatusDialog({ user, onClose }: { user: AdminUserDetail; onClose: () => void }) {
  const t = useT();
  const change = useChangeUser();
  const [status, setStatus] = useState<UserStatus>(
    user.status === 'blocked' ? 'active' : 'blocked',
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { formRef, focusErrors } = useErrorFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { userId: user._id, status, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(`adminUsers.statusChanged.${status}`, { name: displayName(user) }));
          onClose();
        },
        onError: (failure) => {
          notifyApiError(failure, t('adminUsers.saveFailed'));
          setError(serverFieldErrors(failure).reason);
          focusErrors();
        },
      },
    );
  };
  return (
    <FormModal
      opened
      title={t('adminUsers.changeStatusTitle', { name: displayName(user) })}
      submitLabel={t(`adminUsers.statusSubmit.${status}`)}
      loading={change.isPending}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Radio.Group
        name="status"
        label={t('adminUsers.newStatus')}
        value={status}
        onChange={setStatus}
      >
        <Stack gap="xs" mt="xs">
          {USER_STATUSES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`adminUsers.status.${value}`)}
              description={t(`adminUsers.statusHint.${value}`)}
              disabled={value === user.status}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('adminUsers.reason')}
        description={t('adminUsers.reasonHint')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={STATUS_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={error}
        data-autofocus
      />
    </FormModal>
  );
}

/** Changes the user's role; the submit button names the new role. */
export function RoleDialog({ user, onClose }: { user: AdminUserDetail; onClose: () => void }) {
  const t = useT();
  const change = useChangeUser();
  const [role, setRole] = useState<Permission>(user.permissions);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === user.permissions) return onClose();
    change.mutate(
      { userId: user._id, permissions: role },
      {
        onSuccess: () => {
          notifySuccess(t('adminUsers.roleChanged', { name: displayName(user) }));
          onClose();
        },
        onError: (failure) => notifyApiError(failure, t('adminUsers.saveFailed')),
      },
    );
  };
  return (
    <FormModal
      opened
      title={t('adminUsers.changeRoleTitle', { name: displayName(user) })}
      submitLabel={t('adminUsers.roleSubmit', { role: t(`adminUsers.roles.${role}`) })}
      loading={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NativeSelect
        label={t('adminUsers.role')}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Permission)}
        data={PERMISSIONS.map((value) => ({ value, label: t(`adminUsers.roles.${value}`) }))}
        data-autofocus
      />
      <Text size="sm" c="var(--kramik-muted)">
        {t('adminUsers.roleHint')}
      </Text>
    </FormModal>
  );
}

/** Approves the user's company: its products are listed at once. */
export function ApproveDialog({ user, onClose }: { user: AdminUserDetail; onClose: () => void }) {
  const t = useT();
  const approve = useApproveCompany();
  const company = user.company!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate(company._id, {
      onSuccess: () => {
        notifySuccess(t('adminUsers.approved', { company: company.shortName }));
        onClose();
      },
      onError: (failure) => notifyApiError(failure, t('adminUsers.saveFailed')),
    });
  };
  return (
    <FormModal
      opened
      title={t('adminUsers.approveTitle', { company: company.shortName })}
      submitLabel={t('adminUsers.approve')}
      loading={approve.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>{t('adminUsers.approveText')}</Text>
    </FormModal>
  );
}
