import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Paper, Skeleton, Switch } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useMakerApproval, useSetMakerApproval } from '../api/maker-approval';

/**
 * "New makers need approval": while on, a new maker's products wait for an administrator's
 * approval. Switching it off approves nobody (the waiting companies are approved one by one).
 */
export function MakerApprovalSwitch() {
  const t = useT();
  const setting = useMakerApproval();
  const save = useSetMakerApproval();
  if (setting.isPending) return <Skeleton height={72} radius="lg" />;
  if (setting.isError) return null;
  const on = save.isPending
    ? (save.variables?.makersNeedApproval ?? false)
    : setting.data.makersNeedApproval;
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--kramik-surface)">
      <Switch
        size="md"
        checked={on}
        disabled={save.isPending}
        label={t('adminUsers.approvalSwitch')}
        description={t('adminUsers.approvalSwitchHint')}
        onChange={(event) =>
          save.mutate(
            { makersNeedApproval: event.currentTarget.checked },
            {
              onSuccess: (data) =>
                notifySuccess(
                  t(data.makersNeedApproval ? 'adminUsers.approvalOn' : 'adminUsers.approvalOff'),
                ),
              onError: (error) => notifyApiError(error, t('adminUsers.saveFailed')),
            },
          )
        }
      />
    </Paper>
  );
}
