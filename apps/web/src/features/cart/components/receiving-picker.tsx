import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localTime, type CartGroup, type PickupShop } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import type { GroupSelection } from '../checkout-selection';
import classes from './cart.module.css';

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
}) {
  const { t } = useTranslation();
  const maker = group.seller.shortName;
  const sellerId = group.seller._id;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const cheapest = group.deliveryOptions.reduce<number | null>(
    (min, o) => (min === null || o.price.amount < min ? o.price.amount : min),
    null,
  );
  const currency = group.subtotal.currency;
  const chosenOption = group.deliveryOptions.find((o) => o._id === selection.deliveryOptionId);

  return (
    <Stack gap="sm">
      <Radio.Group
        name={`method-${sellerId}`}
        label={t('cart.receivingFor', { maker })}
        value={selection.method}
        onChange={(value) => onChange({ ...selection, method: value })}
        error={selection.method === null ? error : undefined}
        classNames={{ label: classes.groupLabel }}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="delivery"
            label={t('cart.delivery')}
            description={
              cheapest === null
                ? t('cart.noCarriers')
                : t('cart.deliveryFrom', { price: money(cheapest, currency) })
            }
            classNames={{ root: classes.option, labelWrapper: classes.optionLabel }}
            data-checked={selection.method === 'delivery' || undefined}
          />
          <Radio
            value="pickup"
            label={t('cart.pickup')}
            description={
              group.pickupShops.length === 0
                ? t('cart.noSalesPoints')
                : t('cart.pickupFree', { count: group.pickupShops.length })
            }
            classNames={{ root: classes.option, labelWrapper: classes.optionLabel }}
            data-checked={selection.method === 'pickup' || undefined}
          />
        </Stack>
      </Radio.Group>

      {selection.method === 'delivery' &&
        (group.deliveryOptions.length === 0 ? (
          <Text role="alert" size="sm" className={classes.error}>
            {error ?? t('cart.providerLacksDelivery')}
          </Text>
        ) : (
          <Radio.Group
            name={`carrier-${sellerId}`}
            label={t('cart.carrierFor', { maker })}
            value={selection.deliveryOptionId}
            onChange={(value) => onChange({ ...selection, deliveryOptionId: value })}
            error={selection.deliveryOptionId === null ? error : undefined}
            classNames={{ label: classes.groupLabel }}
          >
            <Stack gap="xs" mt="xs">
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
                return (
                  <Radio
                    key={option._id}
                    value={option._id}
                    classNames={{ root: classes.option, labelWrapper: classes.optionLabel }}
                    data-checked={selection.deliveryOptionId === option._id || undefined}
                    label={
                      <span className={classes.optionRow}>
                        <span>{t(`sellers.carriers.${option.carrier}`)}</span>
                        <span className={free ? classes.free : classes.price}>
                          {free
                            ? t('cart.free')
                            : money(option.price.amount, option.price.currency)}
                        </span>
                      </span>
                    }
                    description={
                      free && option.basePrice.amount > 0
                        ? t('cart.freeReached', {
                            price: money(option.basePrice.amount, option.basePrice.currency),
                          })
                        : hints.join(' · ') || undefined
                    }
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        ))}

      {selection.method === 'delivery' && chosenOption?.needsPoint && (
        <TextInput
          label={t('cart.pointCode')}
          description={t('cart.pointCodeHint')}
          value={selection.pointCode}
          onChange={(event) => onChange({ ...selection, pointCode: event.currentTarget.value })}
          error={pointError}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          required
          maw={360}
        />
      )}

      {selection.method === 'pickup' &&
        (group.pickupShops.length === 0 ? (
          <Text role="alert" size="sm" className={classes.error}>
            {error ?? t('cart.noSalesPoints')}
          </Text>
        ) : (
          <>
            <Radio.Group
              name={`shop-${sellerId}`}
              label={t('cart.shopFor', { maker })}
              value={selection.pickupShopId}
              onChange={(value) => onChange({ ...selection, pickupShopId: value })}
              error={selection.pickupShopId === null ? error : undefined}
              classNames={{ label: classes.groupLabel }}
            >
              <Stack gap="xs" mt="xs">
                {group.pickupShops.map((shop) => {
                  const hours = todaysHours(shop, now);
                  return (
                    <Radio
                      key={shop._id}
                      value={shop._id}
                      classNames={{ root: classes.option, labelWrapper: classes.optionLabel }}
                      data-checked={selection.pickupShopId === shop._id || undefined}
                      label={
                        <span className={classes.optionRow}>
                          <span>{shop.title}</span>
                          <span className={classes.free}>{t('cart.free')}</span>
                        </span>
                      }
                      description={
                        <>
                          {[
                            shop.street,
                            `${shop.postalCode} ${shop.city}`,
                            countryName(shop.country),
                          ]
                            .filter(Boolean)
                            .join(', ')}
                          <br />
                          {hours ? t('cart.openToday', { hours }) : t('cart.closedToday')}
                        </>
                      }
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
            {shopMap?.(group.pickupShops, selection.pickupShopId)}
          </>
        ))}
    </Stack>
  );
}
