import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useNavigate } from 'react-router';
import type { Cart, CartGroup, PlacedOrders } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
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
import { CartSkeleton, EmptyCart } from './cart-placeholders';
import {
  countryNameOf,
  InvoiceSection,
  ShippingAddressSection,
  type CheckoutAccount,
} from './checkout-details';
import { DeliveryPreview, GroupCard } from './group-card';
import { OrderSummary } from './order-summary';
import type { PointMapSlot } from './point-picker';
import { ReceivingPicker, type ShopMapSlot } from './receiving-picker';
import classes from './cart.module.css';

const NONE: string[] = [];
const EMPTY_ADDRESS = {
  street: '',
  postalCode: '',
  city: '',
  region: '',
  country: '',
  recipientName: '',
  phone: '',
};
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

interface CartScreenProps {
  loggedIn: boolean;
  loginHref: string;
  locale: string;
  /** Present for logged-in buyers: their saved addresses and invoice data and the field sets. */
  account: CheckoutAccount | null;
  shopMap?: ShopMapSlot;
  pointMap?: PointMapSlot;
  /** A maker's coupon code field for their part of the cart (issue 24), from the app. */
  couponSlot?: (group: CartGroup, disabled: boolean) => ReactNode;
  now: Date;
}

/**
 * The cart, grouped by maker, and for logged-in buyers the checkout on the same page: a receiving
 * method per maker, the shipping address, the optional invoice and the order summary.
 */
export function CartScreen(props: CartScreenProps) {
  const { loggedIn } = props;
  const t = useT();
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
  else body = <CartContent {...props} cart={data} actions={actions} />;

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
  pointMap,
  couponSlot,
  now,
  actions,
}: CartScreenProps & {
  cart: Cart;
  actions: ReturnType<typeof useCartActions>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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

  // The points search starts from the shipping address: a saved one, or the one being typed.
  const savedAddress = account?.addresses?.find((a) => a._id === addressChoice);
  const typed = effective.address;
  const pointHint = savedAddress
    ? `${savedAddress.street}, ${savedAddress.city}`
    : (typed.city?.trim().length ?? 0) >= 2
      ? [typed.street, typed.city].filter((part) => part?.trim()).join(', ')
      : '';

  const headline =
    server?.headline ?? (showErrors && check.headline ? message(check.headline) : null);
  const delivery = needsShippingAddress(cart, effective);

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
            coupon={loggedIn ? couponSlot?.(group, actions.pending || place.isPending) : null}
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
                pointMap={pointMap}
                pointHint={pointHint}
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
              (addressChoice !== NEW_ENTRY ? server?.fields['shippingAddress.phone'] : undefined) ??
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
      <OrderSummary
        cart={cart}
        preview={preview}
        quoted={quoted}
        total={shownTotal}
        loggedIn={loggedIn}
        loginHref={loginHref}
        locale={locale}
        headline={headline}
        placing={place.isPending}
        busy={actions.pending}
        onPlace={submit}
      />
    </div>
  );
}
