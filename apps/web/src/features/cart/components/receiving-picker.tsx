import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  estimateDeliveryAfter,
  localTime,
  type CartGroup,
  type PickupShop,
} from '@kramik/contract';
import { formatDayRange, useDeliveryEstimate } from '../../../lib/delivery-estimate';
import { formatMoney } from '../../../lib/format';
import type { GroupSelection } from '../checkout-selection';
import classes from './cart.module.css';
import { Choice, ChoiceGroup, PricedLabel } from './choice';
import { PointPicker, type PointMapSlot } from './point-picker';

/** "09:00–17:00" for today in the shop's own time zone, or null when it is closed today. */
export function todaysHours(shop: PickupShop, now: Date): string | null {
  const { day } = localTime(now, shop.timeZone);
  const intervals = shop.hours[day] ?? [];
  if (intervals.length === 0) return null;
  return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
}

export type ShopMapSlot = (shops: readonly PickupShop[], selectedId: string | null) => ReactNode;

/**
 * One maker's receiving method: delivery with one of the maker's carriers, or pick-up in one of
 * the maker's shops. `error` is the message for this maker's choice (SPEC §5).
 */
export function ReceivingPicker({
  group,
  selection,
  onChange,
  error,
  pointError,
  locale,
  now,
  countryName,
  shopMap,
  pointMap,
  pointHint,
}: {
  group: CartGroup;
  selection: GroupSelection;
  onChange: (selection: GroupSelection) => void;
  error: string | undefined;
  pointError: string | undefined;
  locale: string;
  now: Date;
  countryName: (code: string) => string;
  shopMap?: ShopMapSlot;
  pointMap?: PointMapSlot;
  /** Where the first points search starts: the shipping address, as far as it is known. */
  pointHint: string;
}) {
  const t = useT();
  const maker = group.seller.shortName;
  const sellerId = group.seller._id;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const estimate = useDeliveryEstimate(locale);
  const cheapest = group.deliveryOptions.reduce<number | null>(
    (min, o) => (min === null || o.price.amount < min ? o.price.amount : min),
    null,
  );
  const currency = group.subtotal.currency;
  const chosenOption = group.deliveryOptions.find((o) => o._id === selection.deliveryOptionId);

  return (
    <Stack gap="sm">
      <ChoiceGroup
        name={`method-${sellerId}`}
        label={t('cart.receivingFor', { maker })}
        value={selection.method}
        onChange={(method) =>
          onChange({
            ...selection,
            method,
            // A maker's only shop is the pick-up place: nothing is left to choose.
            pickupShopId:
              method === 'pickup' &&
              selection.pickupShopId === null &&
              group.pickupShops.length === 1
                ? group.pickupShops[0]!._id
                : selection.pickupShopId,
          })
        }
        error={selection.method === null ? error : undefined}
      >
        <Choice
          value="delivery"
          checked={selection.method === 'delivery'}
          label={t('cart.delivery')}
          description={
            cheapest === null
              ? t('cart.noCarriers')
              : t('cart.deliveryFrom', { price: money(cheapest, currency) })
          }
        />
        <Choice
          value="pickup"
          checked={selection.method === 'pickup'}
          label={t('cart.pickup')}
          description={
            group.pickupShops.length === 0
              ? t('cart.noSalesPoints')
              : t('cart.pickupFree', { count: group.pickupShops.length })
          }
        />
      </ChoiceGroup>

      {selection.method === 'delivery' &&
        (group.deliveryOptions.length === 0 ? (
          <Text role="alert" size="sm" className={classes.error}>
            {error ?? t('cart.providerLacksDelivery')}
          </Text>
        ) : (
          <ChoiceGroup
            name={`carrier-${sellerId}`}
            label={t('cart.carrierFor', { maker })}
            value={selection.deliveryOptionId}
            onChange={(deliveryOptionId) => {
              const next = group.deliveryOptions.find((o) => o._id === deliveryOptionId);
              // A point belongs to one network: changing to another carrier forgets it.
              const samePoints = next?.carrier === chosenOption?.carrier;
              onChange({
                ...selection,
                deliveryOptionId,
                ...(samePoints ? {} : { point: null, pointCode: '' }),
              });
            }}
            error={selection.deliveryOptionId === null ? error : undefined}
          >
            {group.deliveryOptions.map((option) => {
              const free = option.price.amount === 0;
              const hints = [
                option.freeFrom && !free
                  ? t('cart.freeFrom', {
                      price: money(option.freeFrom.amount, option.freeFrom.currency),
                    })
                  : null,
                option.missingForFree
                  ? t('cart.missingForFree', {
                      price: money(option.missingForFree.amount, option.missingForFree.currency),
                    })
                  : null,
                option.cashOnDelivery ? t('cart.cashOnDelivery') : null,
              ].filter(Boolean);
              // A made-to-order part travels after its ship-by day (issue 24).
              const afterShipBy =
                group.madeToOrder && group.shipBy
                  ? estimateDeliveryAfter(group.shipBy, [option.carrier])
                  : null;
              const arrives = afterShipBy
                ? t('cart.arrives', { range: formatDayRange(afterShipBy, locale) })
                : estimate
                  ? t('cart.arrives', { range: estimate.one(group.dispatchDays, option.carrier) })
                  : null;
              return (
                <Choice
                  key={option._id}
                  value={option._id}
                  checked={selection.deliveryOptionId === option._id}
                  label={
                    <PricedLabel
                      name={t(`sellers.carriers.${option.carrier}`)}
                      price={
                        free ? t('cart.free') : money(option.price.amount, option.price.currency)
                      }
                      free={free}
                    />
                  }
                  description={
                    [
                      free && option.basePrice.amount > 0
                        ? t('cart.freeReached', {
                            price: money(option.basePrice.amount, option.basePrice.currency),
                          })
                        : hints.join(' · '),
                      arrives,
                    ]
                      .filter(Boolean)
                      .join(' · ') || undefined
                  }
                />
              );
            })}
          </ChoiceGroup>
        ))}

      {selection.method === 'delivery' && chosenOption?.needsPoint && (
        <PointPicker
          // Another carrier's points are another search: the picker starts afresh.
          key={chosenOption.carrier}
          carrier={chosenOption.carrier}
          maker={maker}
          value={selection.point?.code === selection.pointCode ? selection.point : null}
          onChange={(point) => onChange({ ...selection, point, pointCode: point.code })}
          hint={pointHint}
          error={pointError}
          locale={locale}
          pointMap={pointMap}
        />
      )}

      {selection.method === 'pickup' &&
        (group.pickupShops.length === 0 ? (
          <Text role="alert" size="sm" className={classes.error}>
            {error ?? t('cart.noSalesPoints')}
          </Text>
        ) : (
          <>
            <ChoiceGroup
              name={`shop-${sellerId}`}
              label={t('cart.shopFor', { maker })}
              value={selection.pickupShopId}
              onChange={(pickupShopId) => onChange({ ...selection, pickupShopId })}
              error={selection.pickupShopId === null ? error : undefined}
            >
              {group.pickupShops.map((shop) => {
                const hours = todaysHours(shop, now);
                return (
                  <Choice
                    key={shop._id}
                    value={shop._id}
                    checked={selection.pickupShopId === shop._id}
                    label={<PricedLabel name={shop.title} price={t('cart.free')} free />}
                    description={
                      <>
                        {[shop.street, `${shop.postalCode} ${shop.city}`, countryName(shop.country)]
                          .filter(Boolean)
                          .join(', ')}
                        <br />
                        {hours ? t('cart.openToday', { hours }) : t('cart.closedToday')}
                      </>
                    }
                  />
                );
              })}
            </ChoiceGroup>
            {shopMap?.(group.pickupShops, selection.pickupShopId)}
          </>
        ))}
    </Stack>
  );
}
