import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@kramik/contract';
import { useAuth } from '../../features/accounts/auth-store';
import { changeLocale, currentLocale } from '../../i18n';
import { CartIcon, GlobeIcon, MessagesIcon, SearchIcon, UserIcon } from '../icons';
import classes from './site-header.module.css';
import { OfflineBanner } from './offline-banner';
import { HeartIcon } from '../../features/favourites/components/heart-icon';
import { lazyPart } from '../../lib/lazy-part';

// The menu's drawer is loaded when first opened: no drawer code on the first page load.
const MenuDrawer = lazy(() => import('./menu-drawer'));

export function SiteHeader() {
  const t = useT();
  const [menuOpened, menu] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  // The drawer is unmounted as it closes, before its own focus return could run: the focus goes
  // back to the burger here (a link's navigation then moves it on to the new page's heading).
  const closeMenu = () => {
    menu.close();
    burger.current?.focus();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Burger
          ref={burger}
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
          <FavouritesButton />
          <CartButton />
          <MessagesButton />
          <AccountButton />
        </Group>
      </Container>
      <Container size="xl" className={classes.searchMobile}>
        <SearchBox />
      </Container>
      <OfflineBanner />
      {menuOpened && (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
    </Box>
  );
}

interface SearchProps {
  value: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
  onFocusChange?: (focused: boolean) => void;
}

// The search with suggestions is its own chunk; the plain field stands in until it arrives (and
// for good if it cannot be loaded). A server-rendered page loads it before hydrating (`lazyPart`),
// so that it hydrates with the rest of the page: typed into or focused before then, it would lose
// what the visitor did.
const ProductSearch = lazyPart('src/features/catalog/components/product-search.tsx', () =>
  import('../../features/catalog/components/product-search').catch(() => ({
    default: PlainSearch,
  })),
);

function SearchBox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [value, setValue] = useState(pathname === '/catalog' ? (params.get('q') ?? '') : '');
  const [focused, setFocused] = useState(false);
  return (
    <Suspense
      fallback={<PlainSearch value={value} onValueChange={setValue} onFocusChange={setFocused} />}
    >
      <ProductSearch value={value} onValueChange={setValue} autoFocus={focused} />
    </Suspense>
  );
}

function PlainSearch({ value, onValueChange, autoFocus, onFocusChange }: SearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `/catalog?q=${encodeURIComponent(q)}` : '/catalog');
  };
  return (
    // A real form too: a search sent before the page's script has started still arrives.
    <form role="search" action="/catalog" onSubmit={submit} className={classes.searchForm}>
      <TextInput
        type="search"
        name="q"
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        onFocus={() => onFocusChange?.(true)}
        onBlur={() => onFocusChange?.(false)}
        autoFocus={autoFocus}
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
  const t = useT();
  const active = currentLocale();
  // A native select laid invisibly over a compact globe-and-code face: accessible and
  // thumb-friendly (the phone's own picker opens), and no popover code on the first load.
  return (
    <label className={classes.language}>
      <GlobeIcon size={18} />
      <span className={classes.languageCode} aria-hidden="true">
        {active.slice(0, 2).toUpperCase()}
      </span>
      <select
        className={classes.languageSelect}
        aria-label={t('layout.language')}
        value={active}
        onChange={(e) => void changeLocale(e.currentTarget.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

// The cart's count and login merge load right after the first paint, outside the first bundle.
const CartSession = lazy(() => import('../../features/cart/components/cart-session'));

/**
 * The link stays the same element while its count arrives (a link swapped for another under the
 * keyboard's focus would drop the focus to the page's body): the lazy part only reports the count.
 */
function CartButton() {
  const { user } = useAuth();
  const [count, setCount] = useState(0);
  return (
    <>
      <CartLink count={count} />
      <Suspense fallback={null}>
        <CartSession loggedIn={user !== null} onCount={setCount} />
      </Suspense>
    </>
  );
}

function CartLink({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      <CartCountStatus count={count} />
      <CountLink
        to="/cart"
        icon={<CartIcon />}
        count={count}
        label={count > 0 ? t('layout.cartCount', { count }) : t('layout.cart')}
      />
    </>
  );
}

/** A header icon link with a count badge (the cart's items, the unread conversations). */
function CountLink({
  to,
  icon,
  count,
  label,
}: {
  to: string;
  icon: ReactNode;
  count: number;
  label: string;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="dark"
      size="lg"
      radius="xl"
      pos="relative"
      style={{ overflow: 'visible' }}
      aria-label={label}
    >
      {icon}
      {count > 0 && (
        <span className={classes.cartBadge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ActionIcon>
  );
}

/** Announces a change of the cart's count (not the count first loaded) to screen readers. */
function CartCountStatus({ count }: { count: number }) {
  const t = useT();
  const known = useRef<number | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (known.current !== null && known.current !== count)
      setText(t('layout.cartCount', { count }));
    known.current = count;
  }, [count, t]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {text}
    </VisuallyHidden>
  );
}

// The merge of the browser's favourites at sign-in loads after the first paint, like the cart's.
const FavouritesSession = lazy(
  () => import('../../features/favourites/components/favourites-session'),
);

/** The heart link to `/favourites` (issue 24), for visitors too. */
function FavouritesButton() {
  const t = useT();
  const { user } = useAuth();
  const link = (
    <CountLink to="/favourites" icon={<HeartIcon />} count={0} label={t('layout.favourites')} />
  );
  return (
    <>
      {/* Signed in, a phone's header has no room for it beside the messages: the menu has it. */}
      {user ? <Box visibleFrom="xs">{link}</Box> : link}
      <Suspense fallback={null}>
        <FavouritesSession signedIn={user !== null} />
      </Suspense>
    </>
  );
}

// The unread count of the conversations loads after the first paint, like the cart's.
const UnreadSession = lazy(() => import('../../features/conversations/components/unread-badge'));

/** The signed-in user's conversations, with the count of those with unread messages. */
function MessagesButton() {
  const { user } = useAuth();
  const [count, setCount] = useState(0);
  if (!user) return null;
  // As the cart's: one link whose count the lazy part reports, never a link replaced.
  return (
    <>
      <MessagesLink count={count} />
      <Suspense fallback={null}>
        <UnreadSession signedIn onCount={setCount} />
      </Suspense>
    </>
  );
}

function MessagesLink({ count }: { count: number }) {
  const t = useT();
  return (
    <CountLink
      to="/messages"
      icon={<MessagesIcon />}
      count={count}
      label={count > 0 ? t('layout.messagesUnread', { count }) : t('layout.messages')}
    />
  );
}

function AccountButton() {
  const t = useT();
  const { user } = useAuth();
  if (!user) {
    return (
      <Button
        component={Link}
        to="/auth"
        variant="light"
        radius="xl"
        size="sm"
        px={{ base: 10, xs: 'md' }}
        leftSection={<UserIcon size={18} />}
        aria-label={t('layout.login')}
        classNames={{ section: classes.loginIcon }}
      >
        <Text component="span" inherit visibleFrom="xs">
          {t('layout.login')}
        </Text>
      </Button>
    );
  }
  return (
    <UnstyledButton
      component={Link}
      to="/account"
      className={classes.iconButton}
      aria-label={t('layout.accountOf', { name: user.firstName || user.username })}
    >
      <UserIcon />
      <Text component="span" size="sm" fw={500} visibleFrom="sm">
        {user.firstName || user.username}
      </Text>
    </UnstyledButton>
  );
}
