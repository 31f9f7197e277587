import { Badge, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  pointAddressLine,
  pointNetworkOf,
  type CarrierOption,
  type DeliveryPoint,
  type Location,
} from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useDeliveryPoints, type PointSearch } from '../api/list-delivery-points';
import { Choice, ChoiceGroup } from './choice';
import classes from './point-picker.module.css';

/** The page's map of points (Leaflet, loaded only when shown); a click on a pin chooses it. */
export type PointMapSlot = (props: {
  points: readonly DeliveryPoint[];
  selectedCode: string | null;
  onSelect: (point: DeliveryPoint) => void;
  origin: Location | null;
}) => ReactNode;

function formatDistance(metres: number, locale: string) {
  return metres < 1000
    ? new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'meter',
        maximumFractionDigits: 0,
      }).format(Math.round(metres / 10) * 10)
    : new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      }).format(metres / 1000);
}

/**
 * The checkout's locker and pick-up point picker (issue 19): a search by town, street or code, or
 * from the browser's location; the nearest points as big radio cards with their address, hours and
 * a 24/7 mark; and a map beside the list (behind a toggle on phones, where the list comes first).
 */
export function PointPicker({
  carrier,
  maker,
  value,
  onChange,
  hint,
  error,
  locale,
  pointMap,
}: {
  carrier: CarrierOption;
  maker: string;
  value: DeliveryPoint | null;
  onChange: (point: DeliveryPoint) => void;
  /** Where the buyer lives (the shipping address), the first search. */
  hint: string;
  error: string | undefined;
  locale: string;
  pointMap?: PointMapSlot;
}) {
  const t = useT();
  const id = useId();
  const wide = useMediaQuery('(min-width: 62em)');
  const [text, setText] = useState(hint);
  const [search, setSearch] = useState<PointSearch | null>(hint ? { q: hint } : null);
  const [locating, setLocating] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const points = useDeliveryPoints(carrier, search);
  const network = pointNetworkOf(carrier);

  // The shipping address (also one still being typed) leads the search until the buyer searches
  // themself.
  const [own, setOwn] = useState(false);
  useEffect(() => {
    if (own || !hint || hint.length < 2) return;
    const timer = setTimeout(() => {
      setText(hint);
      setSearch((current) =>
        current && 'q' in current && current.q === hint ? current : { q: hint },
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [hint, own]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length < 2) return;
    setOwn(true);
    setSearch({ q });
  };
  const locate = () => {
    if (!('geolocation' in navigator)) {
      notifyError(t('map.geolocationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setOwn(true);
        setText('');
        setSearch({ near: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => {
        setLocating(false);
        notifyError(t('map.geolocationFailed'));
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  // A point chosen on the map comes into view in the list.
  const listRef = useRef<HTMLDivElement>(null);
  const chosenCode = value?.code;
  useEffect(() => {
    if (!chosenCode) return;
    listRef.current
      ?.querySelector('[data-checked]')
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [chosenCode]);

  const items = points.data?.items ?? [];
  const failure =
    points.error instanceof ApiRequestError
      ? (points.error.fields.q ?? points.error.message)
      : points.error
        ? t('cart.points.loadFailed')
        : null;
  const origin = points.data?.origin ?? null;
  const nearLabel =
    search && 'near' in search
      ? t('cart.points.nearYou')
      : origin
        ? t('cart.points.nearPlace', { place: origin.label })
        : null;
  const showMap = Boolean(pointMap) && (wide || mapOpen) && items.length > 0;
  const originLocation = search && 'near' in search ? search.near : (origin?.location ?? null);

  const list = (
    <ChoiceGroup
      name={`point-${id}`}
      label={nearLabel ?? t('cart.points.listLabel')}
      value={value?.code ?? null}
      onChange={(code) => {
        const point = items.find((p) => p.code === code);
        if (point) onChange(point);
      }}
      error={error}
    >
      <div className={classes.list} ref={listRef}>
        {items.map((point) => (
          <Choice
            key={point.code}
            value={point.code}
            checked={value?.code === point.code}
            label={
              <span className={classes.pointHead}>
                <span className={classes.code}>{point.code}</span>
                {point.open247 && (
                  <Badge color="teal" variant="light" size="sm" className={classes.badge}>
                    {t('cart.points.open247')}
                  </Badge>
                )}
                {point.distance !== null && (
                  <span className={classes.distance}>{formatDistance(point.distance, locale)}</span>
                )}
              </span>
            }
            description={
              <span className={classes.details}>
                <span className={classes.address}>{pointAddressLine(point.address)}</span>
                {point.description && <span>{point.description}</span>}
                {!point.open247 && point.openingHours && (
                  <span>{t('cart.points.hours', { hours: point.openingHours })}</span>
                )}
              </span>
            }
          />
        ))}
      </div>
    </ChoiceGroup>
  );

  return (
    <section className={classes.picker} aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} className={classes.title}>
        {network === 'inpost'
          ? t('cart.points.lockerFor', { maker })
          : t('cart.points.pointFor', { maker })}
      </Text>

      {value && (
        <div className={classes.chosen} role="status">
          <Text size="sm" fw={700}>
            {t('cart.points.chosen', { code: value.code })}
          </Text>
          <Text size="sm">{pointAddressLine(value.address)}</Text>
        </div>
      )}

      <form className={classes.search} onSubmit={submit} role="search">
        <TextInput
          className={classes.searchInput}
          label={t('cart.points.searchLabel')}
          placeholder={t('cart.points.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Group gap="xs" className={classes.searchButtons} wrap="nowrap">
          <Button type="submit" size="md" variant="filled">
            {t('cart.points.search')}
          </Button>
          <Button
            type="button"
            size="md"
            variant="default"
            onClick={locate}
            loading={locating}
            title={t('cart.points.useLocation')}
          >
            {t('cart.points.nearMe')}
          </Button>
        </Group>
      </form>

      {error && items.length === 0 && (
        <Text role="alert" size="sm" className={classes.error}>
          {error}
        </Text>
      )}

      {search === null ? (
        <Text size="sm" className={classes.muted}>
          {t('cart.points.startHint')}
        </Text>
      ) : points.isPending ? (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('cart.points.loading')}</Text>
        </Group>
      ) : failure ? (
        <Text role="alert" size="sm" className={classes.error}>
          {failure}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm">{t('cart.points.none')}</Text>
      ) : (
        <>
          {pointMap && !wide && (
            <Button
              variant="light"
              size="md"
              fullWidth
              onClick={() => setMapOpen((open) => !open)}
              aria-expanded={mapOpen}
            >
              {mapOpen ? t('cart.points.hideMap') : t('cart.points.showMap')}
            </Button>
          )}
          <div className={classes.body} data-with-map={showMap || undefined}>
            {list}
            {showMap && (
              <div className={classes.map}>
                {pointMap!({
                  points: items,
                  selectedCode: value?.code ?? null,
                  onSelect: onChange,
                  origin: originLocation,
                })}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
