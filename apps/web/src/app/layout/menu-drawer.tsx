import { Badge, Divider, Drawer, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout';
import { useAuth } from '../../features/accounts/auth-store';
import { useUnreadCount } from '../../features/conversations/api/threads';
import { notifySuccess } from '../../lib/notify';
import { menuFor } from '../menu-items';
import classes from './site-header.module.css';

/** The site menu: the spec's menu items for the caller's role, and the account actions. */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const unread = useUnreadCount(user !== null).data ?? 0;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<VisuallyHidden>{t('layout.menu')}</VisuallyHidden>}
      size="xs"
      padding="md"
      closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
    >
      <Stack gap={2} component="nav" aria-label={t('layout.menu')}>
        <Text className={classes.drawerBrand}>Kramik</Text>
        {user && (
          <Text size="sm" c="var(--kramik-muted)">
            {t('layout.signedInAs', { name: user.username })}
          </Text>
        )}
        <Divider my="xs" />
        {menuFor(user).map((item) => {
          const to = item.to(user);
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={to}
              label={t(`menu.${item.key}`)}
              aria-label={
                item.key === 'messages' && unread > 0
                  ? t('layout.messagesUnread', { count: unread })
                  : undefined
              }
              rightSection={
                item.key === 'messages' && unread > 0 ? (
                  <Badge size="sm" color="clay" variant="filled" aria-hidden="true">
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                ) : undefined
              }
              active={pathname === to.split('?')[0]}
              onClick={onClose}
            />
          );
        })}
        <Divider my="xs" />
        {user ? (
          <NavLink
            component="button"
            label={t('layout.logout')}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => {
                  onClose();
                  notifySuccess(t('layout.loggedOut'));
                  void navigate('/');
                },
              })
            }
          />
        ) : (
          <>
            <NavLink component={Link} to="/auth" label={t('layout.login')} onClick={onClose} />
            <NavLink
              component={Link}
              to="/register"
              label={t('layout.register')}
              onClick={onClose}
            />
            <NavLink
              component={Link}
              to="/registercompany"
              label={t('layout.sellWithUs')}
              onClick={onClose}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
