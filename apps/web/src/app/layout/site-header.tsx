import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOCALES, type Locale } from '@kramik/contract';
import { useLogout } from '../../features/accounts/api/logout';
import { useAuth } from '../../features/accounts/auth-store';
import { changeLocale, currentLocale, LANGUAGE_NAMES } from '../../i18n';
import { notifySuccess } from '../../lib/notify';
import { CartIcon, GlobeIcon, SearchIcon, UserIcon } from '../icons';
import { menuFor } from '../menu-items';
import classes from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Burger
          opened={menuOpened}
          onClick={menu.toggle}
          size="sm"
          aria-label={t('layout.openMenu')}
          aria-expanded={menuOpened}
        />
        <Link to="/" className={classes.logo} aria-label={t('layout.homeLink')}>
          <span className={classes.logoMark} aria-hidden="true">
            K
          </span>
          <span className={classes.logoText}>Kramik</span>
        </Link>
        <Box className={classes.searchDesktop}>
          <SearchBox />
        </Box>
        <Group gap={4} wrap="nowrap" ml="auto">
          <LanguageSwitcher />
          <CartButton />
          <AccountButton />
        </Group>
      </Container>
      <Container size="xl" className={classes.searchMobile}>
        <SearchBox />
      </Container>
      <MenuDrawer opened={menuOpened} onClose={menu.close} />
    </Box>
  );
}

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [value, setValue] = useState(pathname === '/catalog' ? (params.get('q') ?? '') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `/catalog?q=${encodeURIComponent(q)}` : '/catalog');
  };
  return (
    <form role="search" onSubmit={submit} className={classes.searchForm}>
      <TextInput
        type="search"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        placeholder={t('layout.searchPlaceholder')}
        aria-label={t('layout.searchLabel')}
        leftSection={<SearchIcon size={18} />}
        radius="xl"
        w="100%"
      />
    </form>
  );
}

function LanguageSwitcher() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} aria-label={t('layout.language')}>
          <GlobeIcon />
          <Text component="span" size="sm" fw={500} visibleFrom="xs">
            {active.slice(0, 2).toUpperCase()}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.language')}</Menu.Label>
        {LOCALES.map((locale: Locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            fw={locale === active ? 700 : 400}
            aria-current={locale === active ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function CartButton() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      component={Link}
      to="/cart"
      variant="subtle"
      color="dark"
      size="lg"
      radius="xl"
      aria-label={t('layout.cart')}
    >
      <CartIcon />
    </ActionIcon>
  );
}

function AccountButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) {
    return (
      <Button
        component={Link}
        to="/auth"
        variant="light"
        radius="xl"
        size="sm"
        leftSection={<UserIcon size={18} />}
      >
        {t('layout.login')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} aria-label={t('layout.accountMenu')}>
          <UserIcon />
          <Text component="span" size="sm" fw={500} visibleFrom="sm">
            {user.firstName || user.username}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.username}</Menu.Label>
        <Menu.Item component={Link} to="/account">
          {t('menu.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/userorders">
          {t('menu.myOrders')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                notifySuccess(t('layout.loggedOut'));
                void navigate('/');
              },
            })
          }
        >
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<VisuallyHidden>{t('layout.menu')}</VisuallyHidden>}
      size="xs"
      padding="md"
    >
      <Stack gap={2} component="nav" aria-label={t('layout.menu')}>
        <Text className={classes.drawerBrand}>Kramik</Text>
        <Divider my="xs" />
        {menuFor(user).map((item) => {
          const to = item.to(user);
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={to}
              label={t(`menu.${item.key}`)}
              active={pathname === to.split('?')[0]}
              onClick={onClose}
            />
          );
        })}
        {!user && (
          <>
            <Divider my="xs" />
            <NavLink component={Link} to="/auth" label={t('layout.login')} onClick={onClose} />
            <NavLink component={Link} to="/register" label={t('layout.register')} onClick={onClose} />
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
