import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { logout } from '../api/logout';
import { useAfterLeaving } from '../hooks/use-after-leaving';

/**
 * Logs out from a signed-in page: goes home first and logs out once the page is left, so its guard
 * does not send the person to the login page. The local session is cleared even if the call fails.
 */
export function LogoutButton() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const afterLeaving = useAfterLeaving();
  const [pending, setPending] = useState(false);

  const signOut = () => {
    setPending(true);
    afterLeaving(() => {
      void logout()
        .catch(() => undefined)
        .then(() => {
          // Not clear(): the home page's queries are already built and must stay in the cache.
          void queryClient.resetQueries();
          notifySuccess(t('layout.loggedOut'));
        });
    });
    void navigate('/');
  };

  return (
    <Button variant="default" size="md" loading={pending} onClick={signOut}>
      {t('layout.logout')}
    </Button>
  );
}
