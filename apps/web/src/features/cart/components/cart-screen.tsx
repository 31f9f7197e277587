import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Cart, CartGroup, Money, PlacedOrders } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../app/components/confirm-dialog';
import forms from '../../../app/components/forms.module.css';
import { LoadError } from '../../../app/components/load-error';
import { usePlaceOrder, useQuote } from '../api/checkout';
import { CART_KEY } from '../api/get-cart';
import { useCart } from '../api/use-cart';
import { useBrowserCart } from '../browser-cart';
import { browserCartChanges } from '../browser-cart-changes';
import {
  checkCheckout,
  NEW_ENTRY,
  needsShippingAddress,
  previewTotals,
  quoteInput,
  selectionOf,
  toCheckoutInput,
  type CheckoutDraft,
  type CheckoutMessage,
  type GroupSelection,
} from '../checkout-selection';
import { useCartActions } from '../use-cart-actions';
import { CartLineRow } from './cart-line-row';
import {
  countryNameOf,
  InvoiceSection,
  ShippingAddressSection,
  type CheckoutAccount,
} from './checkout-details';
import { ReceivingPicker, type ShopMapSlot } from './receiving-picker';
import classes from './cart.module.css';

const NONE: string[] = [];
const EMPTY_ADDRESS = { street: '', postalCode: '', city: '', region: '', country: '' };
const EMPTY_INVOICE = {
  companyName: '',
  taxId: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
};

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server's answer to a refused order, kept until the buyer changes something. */
interface ServerProblems {
  headline: string;
  fields: Record<string, string>;
}

function CartSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Stack gap="lg">
        {[0, 1].map((i) => (
          <Paper key={i} radius="lg" p="lg" className={classes.panel}>
            <Skeleton height={22} width="35%" mb="md" />
            {[0, 1].map((j) => (
              <Group key={j} gap="md" wrap="nowrap" mb="md">
                <Skeleton height={72} width={72} radius="md" />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={16} width="60%" />
                  <Skeleton height={12} width="30%" />
                </Stack>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
      <Paper radius="lg" p="lg" className={classes.panel}>
        <Skeleton height={22} width="50%" mb="md" />
        <Skeleton height={14} mb="xs" />
        <Skeleton height={14} mb="md" />
        <Skeleton height={42} radius="xl" />
      </Paper>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" className={`${classes.panel} ${classes.empty}`}>
      <Stack gap="sm" align="center">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('cart.emptyTitle')}
        </Title>
        <Text c="var(--kramik-muted)" maw={460}>
          {t('cart.emptyText')}
        </Text>
        <Button component={Link} to="/catalog" radius="xl" size="md" mt="sm">
          {t('cart.browseCatalog')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The cart, grouped by maker, and for logged-in buyers the checkout on the same page: a receiving
 * method per maker, the shipping address, the optional invoice and the order summary.
 */
export function CartScreen({
  loggedIn,
  loginHref,
  locale,
  account,
  shopMap,
  now,
}: {
  loggedIn: boolean;
  loginHref: string;
  locale: string;
  /** Present for logged-in buyers: their saved addresses and invoice data and the field sets. */
  account: CheckoutAccount | null;
  shopMap?: ShopMapSlot;
  now: Date;
}) {
  const { t } = useTranslation();
  const browserLines = useBrowserCart();
  const cart = useCart(loggedIn, browserLines);
  const actions = useCartActions(loggedIn);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const data = cart.data;

  // Products that disappeared from the catalogue: said once, then forgotten by the browser cart.
  const removed = data?.removed ?? NONE;
  useEffect(() => {
    if (!loggedIn && removed.length > 0) browserCartChanges.forget(removed);
  }, [loggedIn, removed]);

  let body;
  if (cart.isPending && !data) body = <CartSkeleton />;
  else if (cart.isError || !data)
    body = <LoadError message={t('cart.loadError')} onRetry={cart.refetch} />;
  else if (data.groups.length === 0) body = <EmptyCart />;
  else
    body = (
      <CartContent
        cart={data}
        loggedIn={loggedIn}
        loginHref={loginHref}
        locale={locale}
        account={account}
        shopMap={shopMap}
        now={now}
        actions={actions}
      />
    );

  return (
    <Container size="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('routes.cart.title')}
          </Title>
          {data && data.count > 0 && (
            <Text c="var(--kramik-muted)">
              {t('cart.summaryLine', {
                count: data.count,
                makers: data.groups.length,
              })}
            </Text>
          )}
        </Stack>
        {data && data.groups.length > 0 && (
          <Button variant="default" radius="xl" onClick={() => setConfirmEmpty(true)}>
            {t('cart.emptyCart')}
          </Button>
        )}
      </Group>
      {removed.length > 0 && (
        <Alert color="yellow" variant="light" mb="md" role="status">
          {t('cart.removedNotice', { count: removed.length })}
        </Alert>
      )}
      {body}
      <ConfirmDialog
        opened={confirmEmpty}
        title={t('cart.emptyConfirmTitle')}
        confirmLabel={t('cart.emptyConfirm')}
        cancelLabel={t('cart.keepCart')}
        loading={actions.emptying}
        onConfirm={() => actions.empty(() => setConfirmEmpty(false))}
        onClose={() => setConfirmEmpty(false)}
      >
        <Text>{t('cart.emptyConfirmText')}</Text>
      </ConfirmDialog>
    </Container>
  );
}

function CartContent({
  cart,
  loggedIn,
  loginHref,
  locale,
  account,
  shopMap,
  now,
  actions,
}: {
  cart: Cart;
  loggedIn: boolean;
  loginHref: string;
  locale: string;
  account: CheckoutAccount | null;
  shopMap?: ShopMapSlot;
  now: Date;
  actions: ReturnType<typeof useCartActions>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = (m: Money) => formatMoney(m.amount, m.currency, locale);

  const [draft, setDraft] = useState<CheckoutDraft>({
    groups: {},
    addressChoice: '',
    address: EMPTY_ADDRESS,
    saveAddress: true,
    invoiceRequested: false,
    invoiceChoice: '',
    invoice: EMPTY_INVOICE,
    saveInvoice: true,
  });
  // A saved entry is chosen by default once the lists arrive; none saved means a new one.
  const addressChoice =
    draft.addressChoice || (account?.addresses ? (account.addresses[0]?._id ?? NEW_ENTRY) : '');
  const invoiceChoice =
    draft.invoiceChoice || (account?.invoiceData ? (account.invoiceData[0]?._id ?? NEW_ENTRY) : '');
  const effective: CheckoutDraft = { ...draft, addressChoice, invoiceChoice };

  const [showErrors, setShowErrors] = useState(false);
  const [server, setServer] = useState<ServerProblems | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const place = usePlaceOrder();
  const [placed, setPlaced] = useState(false);

  const changeDraft = (change: Partial<CheckoutDraft>) => {
    setDraft((current) => ({ ...current, addressChoice, invoiceChoice, ...change }));
    setServer(null);
  };
  const changeGroup = (sellerId: string, selection: GroupSelection) =>
    changeDraft({ groups: { ...draft.groups, [sellerId]: selection } });

  const check = checkCheckout(cart, effective);
  const preview = previewTotals(cart, effective);
  const quoteRequest = loggedIn && !placed ? quoteInput(cart, effective) : null;
  const quote = useQuote(quoteRequest);
  const quoted =
    quoteRequest !== null && quote.data && !quote.isPlaceholderData ? quote.data : null;
  const shownTotal = quoted?.total ?? preview.total;

  const message = (key: CheckoutMessage) =>
    key === 'notThatMany' ? t('productPage.notThatMany') : t(`cart.messages.${key}`);
  const groupError = (sellerId: string) =>
    server?.fields[`groups.${sellerId}`] ??
    (showErrors && check.groups[sellerId] && check.groups[sellerId] !== 'pointRequired'
      ? message(check.groups[sellerId])
      : undefined);
  const pointError = (sellerId: string) =>
    server?.fields[`groups.${sellerId}.pointCode`] ??
    (showErrors && check.groups[sellerId] === 'pointRequired'
      ? message('pointRequired')
      : undefined);
  const prefixed = (prefix: string, local: Record<string, string>) => {
    const fields: Record<string, string> = {};
    if (showErrors) {
      for (const [field, key] of Object.entries(local)) fields[field] = t(`validation.${key}`);
    }
    for (const [field, text] of Object.entries(server?.fields ?? {})) {
      if (field.startsWith(`${prefix}.`)) fields[field.slice(prefix.length + 1)] = text;
    }
    return fields;
  };

  const submit = () => {
    setShowErrors(true);
    setServer(null);
    if (check.headline) {
      // The first thing to fix comes into view; a field with a message takes the focus.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>(
          '[data-checkout] [data-invalid], [data-checkout] [aria-invalid="true"], [data-checkout] [role="alert"]',
        );
        if (!first) return;
        first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        if (first.matches('input, textarea, select')) first.focus({ preventScroll: true });
      });
      return;
    }
    const input = { ...toCheckoutInput(cart, effective), expectedTotal: shownTotal.amount };
    const body = JSON.stringify(input);
    // The same order retried after a lost answer keeps its key: the server places it only once.
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    place.mutate(
      { input, key: attempt.current.key },
      {
        onSuccess: (orders: PlacedOrders) => {
          attempt.current = null;
          notifySuccess(
            t('cart.placedText', { numbers: orders.orders.map((o) => o.number).join(', ') }),
            t('cart.placedTitle'),
          );
          // The server emptied the cart: its quote is not asked again on the way out.
          setPlaced(true);
          void queryClient.invalidateQueries({ queryKey: CART_KEY, exact: true });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          // Orders to pay online go on to the choice of operator; cash on delivery needs nothing.
          const unpaid = orders.orders.filter((o) => o.status === 'awaiting_payment');
          void navigate(
            unpaid.length > 0
              ? `/payment-selection?orders=${unpaid.map((o) => o._id).join(',')}`
              : `/userorders?placed=${encodeURIComponent(orders.checkoutId)}`,
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) {
            notifyError(t('cart.placeFailed'));
            return;
          }
          if (error.code === 'NETWORK') {
            // The key is kept: pressing the button again cannot place the order twice.
            notifyError(t('errors.network'), t('cart.placeFailed'));
            return;
          }
          attempt.current = null;
          if (
            error.code === 'CHECKOUT_INVALID' ||
            error.code === 'OUT_OF_STOCK' ||
            error.code === 'PRICE_CHANGED' ||
            error.code === 'CART_EMPTY'
          ) {
            setServer({ headline: error.message, fields: error.fields });
            notifyError(error.message);
            if (error.code !== 'CHECKOUT_INVALID') {
              void queryClient.invalidateQueries({ queryKey: CART_KEY });
            }
            return;
          }
          notifyError(t('cart.placeFailed'));
        },
      },
    );
  };

  const headline =
    server?.headline ?? (showErrors && check.headline ? message(check.headline) : null);
  const delivery = needsShippingAddress(cart, effective);
  const totalLabel = !loggedIn
    ? t('cart.itemsTotal')
    : quoted || preview.complete
      ? t('cart.total')
      : t('cart.totalSoFar');

  return (
    <div className={`${classes.layout} ${forms.readable}`} data-checkout>
      <div className={classes.column}>
        {cart.groups.map((group) => (
          <GroupCard
            key={group.seller._id}
            group={group}
            locale={locale}
            disabled={actions.pending || place.isPending}
            lineErrors={server?.fields}
            invalid={
              Boolean(groupError(group.seller._id) ?? pointError(group.seller._id)) ||
              check.lines.some((id) => group.lines.some((l) => l.productId === id))
            }
            onQuantity={actions.setQuantity}
            onRemove={actions.remove}
          >
            {!loggedIn && <DeliveryPreview group={group} locale={locale} />}
            {loggedIn && account && (
              <ReceivingPicker
                group={group}
                selection={selectionOf(effective, group.seller._id)}
                onChange={(selection) => changeGroup(group.seller._id, selection)}
                error={groupError(group.seller._id)}
                pointError={pointError(group.seller._id)}
                locale={locale}
                now={now}
                countryName={(code) => countryNameOf(account.countries, code)}
                shopMap={shopMap}
              />
            )}
          </GroupCard>
        ))}
        {loggedIn && account && delivery && (
          <ShippingAddressSection
            account={account}
            draft={effective}
            onDraft={changeDraft}
            errors={prefixed('shippingAddress', check.addressFields)}
            error={
              server?.fields.shippingAddress ??
              (showErrors && check.addressMissing && addressChoice !== NEW_ENTRY
                ? message('shippingAddressMissing')
                : undefined)
            }
          />
        )}
        {loggedIn && account && (
          <InvoiceSection
            account={account}
            draft={effective}
            onDraft={changeDraft}
            errors={prefixed('invoiceData', check.invoiceFields)}
            error={
              server?.fields.invoiceData ??
              (showErrors && check.invoiceIncomplete ? message('invoiceIncomplete') : undefined)
            }
          />
        )}
      </div>
      <aside className={classes.aside} aria-labelledby="summary-title">
        <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.panel}>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 20, sm: 22 }} id="summary-title">
              {t('cart.summaryTitle')}
            </Title>
            {preview.groups.map((g) => {
              const quotedGroup = quoted?.groups.find((q) => q.seller._id === g.sellerId);
              const deliveryAmount = quotedGroup?.delivery ?? (loggedIn ? g.delivery : null);
              return (
                <Stack key={g.sellerId} gap={2}>
                  <Text fw={600} size="sm">
                    {g.shortName}
                  </Text>
                  <div className={classes.summaryRow}>
                    <Text size="sm">{t('cart.items')}</Text>
                    <Text size="sm">{money(quotedGroup?.itemsTotal ?? g.items)}</Text>
                  </div>
                  {loggedIn && (
                    <div className={classes.summaryRow}>
                      <Text size="sm">{t('cart.deliveryCost')}</Text>
                      <Text size="sm" c={deliveryAmount ? undefined : 'var(--kramik-muted)'}>
                        {deliveryAmount === null
                          ? t('cart.notChosen')
                          : deliveryAmount.amount === 0
                            ? t('cart.free')
                            : money(deliveryAmount)}
                      </Text>
                    </div>
                  )}
                </Stack>
              );
            })}
            <div className={classes.summaryTotal}>
              <span>{totalLabel}</span>
              <span data-testid="cart-total">{money(loggedIn ? shownTotal : cart.subtotal)}</span>
            </div>
            <Text size="xs" c="var(--kramik-muted)">
              {!loggedIn
                ? t('cart.deliveryAtCheckout')
                : quoted
                  ? t('cart.quoted')
                  : preview.complete
                    ? t('cart.estimate')
                    : t('cart.chooseToSeeTotal')}
            </Text>
            {headline && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                classNames={{ message: classes.error }}
              >
                {headline}
              </Alert>
            )}
            <div className={classes.orderBar}>
              <div className={classes.barTotal} aria-hidden="true">
                <Text size="xs" c="var(--kramik-muted)">
                  {totalLabel}
                </Text>
                <Text fw={700} size="lg">
                  {money(loggedIn ? shownTotal : cart.subtotal)}
                </Text>
              </div>
              {loggedIn ? (
                <Button
                  size="md"
                  radius="xl"
                  onClick={submit}
                  loading={place.isPending}
                  disabled={place.isPending || actions.pending}
                >
                  {t('cart.placeOrder')}
                </Button>
              ) : (
                <Button component={Link} to={loginHref} size="md" radius="xl">
                  {t('cart.loginToOrder')}
                </Button>
              )}
            </div>
            {!loggedIn && (
              <Text size="sm" c="var(--kramik-muted)">
                {t('cart.loginHint')}{' '}
                <Anchor component={Link} to="/register" className={forms.link}>
                  {t('cart.register')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      </aside>
    </div>
  );
}

function GroupCard({
  group,
  locale,
  disabled,
  lineErrors,
  invalid,
  onQuantity,
  onRemove,
  children,
}: {
  group: CartGroup;
  locale: string;
  disabled: boolean;
  lineErrors: Record<string, string> | undefined;
  /** Something in this maker's part stops the order: the first such part is scrolled to. */
  invalid: boolean;
  onQuantity: ReturnType<typeof useCartActions>['setQuantity'];
  onRemove: (productId: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `maker-${group.seller._id}`;
  return (
    <Paper
      component="section"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.panel}
      aria-labelledby={headingId}
      data-invalid={invalid || undefined}
    >
      <Stack gap="md">
        <div className={classes.groupHead}>
          <Stack gap={0}>
            <Text size="sm" c="var(--kramik-muted)">
              {t('cart.fromMaker')}
            </Text>
            <Title order={2} fz={{ base: 18, sm: 20 }} id={headingId}>
              <Anchor component={Link} to={`/company/${group.seller._id}`} inherit>
                {group.seller.shortName}
              </Anchor>
            </Title>
          </Stack>
          <Text size="sm" c="var(--kramik-muted)">
            {t('cart.groupCount', { count: group.lines.reduce((n, l) => n + l.quantity, 0) })}
          </Text>
        </div>
        <ul className={classes.lines}>
          {group.lines.map((line) => (
            <CartLineRow
              key={line.productId}
              line={line}
              locale={locale}
              disabled={disabled}
              outOfStock={lineErrors?.[`lines.${line.productId}`]}
              onQuantity={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onRemove(line.productId)}
            />
          ))}
        </ul>
        <div className={classes.subtotal}>
          <Text fw={600}>{t('cart.subtotal', { maker: group.seller.shortName })}</Text>
          <Text fw={700}>
            {formatMoney(group.subtotal.amount, group.subtotal.currency, locale)}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** What delivery will cost, shown to visitors before they log in to choose. */
function DeliveryPreview({ group, locale }: { group: CartGroup; locale: string }) {
  const { t } = useTranslation();
  const prices = group.deliveryOptions.map((o) => o.price.amount);
  const parts = [];
  if (prices.length > 0) {
    const price = formatMoney(Math.min(...prices), group.subtotal.currency, locale);
    parts.push(`${t('cart.delivery')}: ${t('cart.deliveryFrom', { price })}`);
  }
  if (group.pickupShops.length > 0) parts.push(`${t('cart.pickup')}: ${t('cart.free')}`);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="var(--kramik-muted)">
      {parts.join(' · ')}
    </Text>
  );
}
