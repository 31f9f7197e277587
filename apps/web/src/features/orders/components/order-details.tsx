import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import {
  PAYMENT_OPERATOR_NAMES,
  type OrderDetail,
  type OrderLine,
  type PaymentOperator,
} from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { countryName, formatDateTime, formatPercent, money } from '../order-format';
import classes from './orders.module.css';
import { OrderStatusPill, PaymentStatusPill } from './status-pill';
import { OverdueBadge } from './ship-by';
import { formatDay } from '../../../lib/format-day';

/** A history entry's note: the operator a payment came through is named, not its code. */
function historyNote(event: OrderDetail['history'][number], t: TFunction) {
  const operator = PAYMENT_OPERATOR_NAMES[event.note as PaymentOperator];
  return event.status === 'paid' && event.actor === 'system' && operator
    ? t('orders.paidWith', { operator })
    : event.note;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Address({ lines }: { lines: readonly (string | null | undefined | false)[] }) {
  return (
    <Text component="address" fs="normal" size="sm" style={{ whiteSpace: 'pre-line' }}>
      {lines.filter(Boolean).join('\n')}
    </Text>
  );
}

function LineImage({ line }: { line: OrderLine }) {
  return line.image ? (
    <img className={classes.thumb} src={line.image} alt="" loading="lazy" width={56} height={56} />
  ) : (
    <span className={classes.thumbPlaceholder} aria-hidden="true">
      {line.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * Everything about one order, as its buyer, its maker or an admin sees it: the goods and amounts,
 * how it is received, the addresses, tracking and history; makers and admins also see the
 * customer and the payment summary (the server sends `payout` only to them).
 */
export function OrderDetails({
  order,
  locale,
  showCustomer,
}: {
  order: OrderDetail;
  locale: string;
  showCustomer: boolean;
}) {
  const t = useT();
  const price = (value: OrderDetail['total']) => money(value, locale);
  const { receiving, shippingAddress, invoice, tracking, payout } = order;

  return (
    <Stack gap="md">
      <dl className={`${classes.facts} ${classes.factsLeft}`}>
        <dt>{t('orders.placedAt')}</dt>
        <dd>{formatDateTime(order.createdAt, locale)}</dd>
        <dt>{t('orders.statusLabel')}</dt>
        <dd>
          <OrderStatusPill status={order.status} />
        </dd>
        <dt>{t('orders.paymentLabel')}</dt>
        <dd>
          <Group gap={6}>
            <PaymentStatusPill status={order.paymentStatus} type={order.paymentType} />
            {order.paymentType === 'cod' && order.paymentStatus !== 'none' && (
              <Text size="sm" c="var(--kramik-muted)">
                {t('orders.cashOnDelivery')}
              </Text>
            )}
          </Group>
        </dd>
        {order.paymentDueAt && order.status === 'awaiting_payment' && (
          <>
            <dt>{t('orders.payBy')}</dt>
            <dd>{formatDateTime(order.paymentDueAt, locale)}</dd>
          </>
        )}
        {order.shipBy && (
          <>
            <dt>{t('madeToOrder.shipBy')}</dt>
            <dd>
              <Group gap={6}>
                <span>{formatDay(order.shipBy, locale)}</span>
                <OverdueBadge order={order} />
              </Group>
            </dd>
          </>
        )}
        <dt>{t('orders.maker')}</dt>
        <dd>
          <Anchor component={Link} to={`/company/${order.seller._id}`} className={forms.link}>
            {order.seller.shortName}
          </Anchor>
        </dd>
      </dl>

      <Section title={t('orders.items')}>
        <Stack gap="sm">
          <ul className={classes.lines}>
            {order.lines.map((line, index) => (
              <li key={`${line.productId ?? 'gone'}-${index}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <LineImage line={line} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    {line.productId ? (
                      <Anchor
                        component={Link}
                        to={`/products/${line.productId}`}
                        fw={600}
                        className={forms.link}
                      >
                        {line.name}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{line.name}</Text>
                    )}
                    <Text size="sm" c="var(--kramik-muted)">
                      {t('orders.unitTimesQuantity', {
                        price: price(line.unitPrice),
                        quantity: line.quantity,
                      })}
                    </Text>
                  </Stack>
                  <Text fw={600} className={classes.money}>
                    {price(line.lineTotal)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
          <dl className={classes.facts}>
            <dt>{t('orders.itemsTotal')}</dt>
            <dd>{price(order.itemsTotal)}</dd>
            {order.discount && order.discount.amount > 0 && (
              <>
                <dt>{t('promotions.orderCoupon', { code: order.couponCode ?? '' })}</dt>
                <dd>−{price(order.discount)}</dd>
              </>
            )}
            <dt>{t('orders.delivery')}</dt>
            <dd>{order.delivery.amount === 0 ? t('orders.free') : price(order.delivery)}</dd>
            <dt className={classes.grandTotal}>{t('orders.total')}</dt>
            <dd className={classes.grandTotal}>{price(order.total)}</dd>
            <dt>{t('orders.paid')}</dt>
            <dd>{price(order.paid)}</dd>
          </dl>
        </Stack>
      </Section>

      {payout && (
        <section className={classes.payout} aria-label={t('orders.payout.title')}>
          <h3 className={classes.sectionTitle}>{t('orders.payout.title')}</h3>
          <dl className={classes.facts}>
            <dt>{t('orders.payout.orderAmount')}</dt>
            <dd>{price(payout.orderAmount)}</dd>
            <dt>{t('orders.payout.paidAmount')}</dt>
            <dd>{price(payout.paidAmount)}</dd>
            <dt>
              {t('orders.payout.commission')}{' '}
              <Text span size="sm">
                ({formatPercent(payout.commissionPercent, locale)})
              </Text>
            </dt>
            <dd>−{price(payout.commission)}</dd>
            <dt className={`${classes.grandTotal} ${classes.receive}`}>
              {t('orders.payout.youWillReceive')}
            </dt>
            <dd className={`${classes.grandTotal} ${classes.receive}`}>
              {price(payout.youWillReceive)}
            </dd>
          </dl>
          <Text size="xs" c="var(--kramik-muted)" mt={6}>
            {t('orders.payout.note')}
          </Text>
        </section>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t('orders.receiving')}>
          {receiving.method === 'pickup' ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('orders.pickupAt')}
              </Text>
              {receiving.shop ? (
                <Address
                  lines={[
                    receiving.shop.title,
                    receiving.shop.street,
                    `${receiving.shop.postalCode} ${receiving.shop.city}`,
                    countryName(receiving.shop.country, locale),
                  ]}
                />
              ) : null}
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {receiving.carrier
                  ? t(`sellers.carriers.${receiving.carrier}`)
                  : t('orders.deliveryMethod')}
              </Text>
              {receiving.pointCode && (
                <Text size="sm">
                  {t('orders.pointCode')}:{' '}
                  <span className={classes.number}>{receiving.pointCode}</span>
                </Text>
              )}
              {(receiving.pointAddress || receiving.pointName) && (
                <Address lines={[receiving.pointAddress, receiving.pointName]} />
              )}
            </Stack>
          )}
        </Section>

        {shippingAddress && (
          <Section title={t('orders.shippingAddress')}>
            <Address
              lines={[
                shippingAddress.recipientName || (showCustomer ? order.customer.name : null),
                shippingAddress.street,
                `${shippingAddress.postalCode} ${shippingAddress.city}`,
                shippingAddress.region,
                countryName(shippingAddress.country, locale),
                shippingAddress.phone
                  ? `${t('orders.recipientPhone')}: ${shippingAddress.phone}`
                  : null,
              ]}
            />
          </Section>
        )}

        {showCustomer && (
          <Section title={t('orders.customer')}>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {order.customer.name}
              </Text>
              <Anchor href={`mailto:${order.customer.email}`} size="sm" className={forms.link}>
                {order.customer.email}
              </Anchor>
              {order.customer.phone && (
                <Anchor href={`tel:${order.customer.phone}`} size="sm" className={forms.link}>
                  {order.customer.phone}
                </Anchor>
              )}
            </Stack>
          </Section>
        )}

        {invoice && (
          <Section title={t('orders.invoice')}>
            <Address
              lines={[
                invoice.companyName,
                `${t('orders.taxId')}: ${invoice.taxId}`,
                invoice.street,
                `${invoice.postalCode} ${invoice.city}`,
                countryName(invoice.country, locale),
              ]}
            />
          </Section>
        )}

        {tracking && (
          <Section title={t('orders.tracking')}>
            <Stack gap={4}>
              <Text size="sm">{t(`sellers.carriers.${tracking.carrier}`)}</Text>
              <Text size="sm">
                {t('orders.trackingNumber')}:{' '}
                <span className={classes.number}>{tracking.number}</span>
              </Text>
              <Anchor
                href={tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
                className={forms.link}
              >
                {t('orders.trackParcel')}
              </Anchor>
            </Stack>
          </Section>
        )}
      </SimpleGrid>

      <Section title={t('orders.history')}>
        <ol className={classes.history}>
          {order.history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <Text size="sm" fw={600}>
                {t(`orders.status.${event.status}`)}
              </Text>
              <Text size="sm" c="var(--kramik-muted)">
                {formatDateTime(event.at, locale)} ·{' '}
                {event.actorName
                  ? t('orders.byActor', {
                      name: event.actorName,
                      role: t(`orders.actor.${event.actor}`),
                    })
                  : t(`orders.actor.${event.actor}`)}
              </Text>
              {event.note && <Text size="sm">{historyNote(event, t)}</Text>}
            </li>
          ))}
        </ol>
      </Section>
    </Stack>
  );
}
