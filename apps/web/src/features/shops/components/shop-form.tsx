import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Country, Location, Shop, Weekday } from '@kramik/contract';
import { AddressInputs } from '../../../components/address-inputs';
import { ReadableForm } from '../../../components/form-fields';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid } from '../../../lib/use-form-state';
import { useForm } from '../../../lib/use-form';
import { geocode } from '../api/geocode';
import { useCreateShop, useUpdateShop } from '../api/save-shop';
import type { HoursDraft } from '../hours';
import type { MapFocus } from '../map-types';
import {
  addressQuery,
  checkShopForm,
  shopToValues,
  type ShopFormValues,
} from '../shop-form-values';
import { HoursEditor } from './hours-editor';
import { SearchIcon } from './icons';
import { ShopMap } from './shop-map';
import classes from './shops.module.css';

type Errors = Record<string, string | undefined>;
type GeoHint = { kind: 'found'; label: string } | { kind: 'none' } | { kind: 'address' } | null;

const formatCoordinate = (value: number) => value.toFixed(5);

/**
 * The shop form of /add and /shops/:id/edit: what the shop is, where it is (the typed address is
 * geocoded by the server, then the pin can be dragged to the door), opening hours and whether it
 * shows on the public map. Checks run with the server's own schema before sending.
 */
export function ShopForm({
  shop,
  countries,
  countriesFailed,
  defaultCountry,
  tileUrl,
  locale,
  onSaved,
}: {
  shop: Shop | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  defaultCountry?: string;
  tileUrl: string | undefined;
  locale: string;
  onSaved: (shop: Shop, created: boolean) => void;
}) {
  const t = useT();
  const create = useCreateShop();
  const update = useUpdateShop();
  const saving = create.isPending || update.isPending;
  const findRef = useRef<HTMLButtonElement>(null);
  const { values, setValues, set, errors, setErrors, formRef, field } = useForm<ShopFormValues>(
    () => shopToValues(shop, defaultCountry),
  );
  const [finding, setFinding] = useState(false);
  const [hint, setHint] = useState<GeoHint>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);

  const setLocation = (location: Location) => {
    set('location', location);
    setHint((current) => (current?.kind === 'found' ? current : null));
  };

  const setHours = (hours: HoursDraft, days: readonly Weekday[]) => {
    setValues((current) => ({ ...current, hours }));
    setErrors((current) => {
      const prefixes = days.map((day) => `hours.${day}.`);
      const next = { ...current };
      for (const key of Object.keys(next)) {
        if (prefixes.some((prefix) => key.startsWith(prefix))) delete next[key];
      }
      return next;
    });
  };

  const findOnMap = async () => {
    const q = addressQuery(values);
    if (q.length < 2) {
      setHint({ kind: 'address' });
      return;
    }
    const country = values.country || undefined;
    setFinding(true);
    setHint(null);
    try {
      let answer = await geocode(q, country);
      const city = values.city.trim();
      // A remote geocoder may not know the street: the town still gets the pin close.
      if (answer.items.length === 0 && city.length >= 2 && city !== q) {
        answer = await geocode(city, country);
      }
      const place = answer.items[0];
      if (!place) {
        setHint({ kind: 'none' });
        return;
      }
      set('location', place.location);
      setFocus((current) => ({ location: place.location, key: (current?.key ?? 0) + 1 }));
      setHint({ kind: 'found', label: place.label });
    } catch {
      notifyError(t('shopForm.geocodeFailed'));
    } finally {
      setFinding(false);
    }
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const onlyLocation = Object.keys(next).every((key) => key === 'location' || !next[key]);
    if (onlyLocation && next.location) findRef.current?.focus();
    else focusFirstInvalid(formRef.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShopForm(values);
    if (!checked.input) {
      const translated: Errors = {};
      for (const [key, code] of Object.entries(checked.errors)) {
        translated[key] = t(`validation.${code}`);
      }
      showErrors(translated);
      const codes = Object.values(checked.errors);
      // A missing pin alone is said under the map, where the focus goes (not twice).
      if (codes.includes('required')) notifyError(t('validation.fillAllRequired'));
      return;
    }
    const fail = (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      notifyApiError(error, shop ? t('shopForm.saveFailed') : t('shopForm.addFailed'));
    };
    if (shop) {
      update.mutate(
        { id: shop._id, input: checked.input },
        {
          onSuccess: (saved) => {
            notifySuccess(t('shopForm.saved'));
            onSaved(saved, false);
          },
          onError: fail,
        },
      );
    } else {
      create.mutate(checked.input, {
        onSuccess: (saved) => {
          notifySuccess(t('shopForm.added'));
          onSaved(saved, true);
        },
        onError: fail,
      });
    }
  };

  const locationError = errors.location ?? errors['location.lat'] ?? errors['location.lng'];

  return (
    <ReadableForm
      label={shop ? t('routes.editShop.title') : t('routes.addShop.title')}
      formRef={formRef}
      onSubmit={submit}
      gap="lg"
    >
      <SectionCard title={t('shopForm.aboutTitle')} description={t('shopForm.aboutIntro')}>
        <TextInput
          label={t('shopForm.title')}
          description={t('shopForm.titleHint')}
          required
          maxLength={120}
          size="md"
          {...field('title')}
        />
        <Textarea
          label={t('shopForm.description')}
          description={t('shopForm.descriptionHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          size="md"
          {...field('description')}
        />
      </SectionCard>

      <SectionCard title={t('shopForm.placeTitle')} description={t('shopForm.placeIntro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AddressInputs
            section="shipping"
            pairOnPhones
            size="md"
            maxLength={{ street: 120, postalCode: 12, city: 80 }}
            values={values}
            onChange={set}
            errors={errors}
            countries={countries}
            countriesFailed={countriesFailed}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Group gap="sm" align="center" wrap="wrap">
            <Button
              ref={findRef}
              variant="light"
              size="md"
              leftSection={<SearchIcon size={18} />}
              loading={finding}
              onClick={() => void findOnMap()}
            >
              {t('shopForm.findOnMap')}
            </Button>
            <Text size="sm" c="var(--kramik-muted)" style={{ flex: '1 1 220px' }}>
              {t('shopForm.findHint')}
            </Text>
          </Group>
          <div role="status" aria-live="polite">
            {hint?.kind === 'found' && (
              <Text size="sm">{t('shopForm.found', { place: hint.label })}</Text>
            )}
            {hint?.kind === 'none' && (
              <Text size="sm" className={classes.notice}>
                {t('shopForm.noPlace')}
              </Text>
            )}
            {hint?.kind === 'address' && (
              <Text size="sm" className={classes.notice}>
                {t('shopForm.addressFirst')}
              </Text>
            )}
          </div>
        </Stack>

        <ShopMap
          label={t('shopForm.mapLabel')}
          tileUrl={tileUrl}
          size="medium"
          picker={{ value: values.location, onChange: setLocation }}
          focus={focus}
        />
        <Text size="sm" c="var(--kramik-muted)" aria-live="polite">
          {values.location
            ? t('shopForm.pinAt', {
                lat: formatCoordinate(values.location.lat),
                lng: formatCoordinate(values.location.lng),
              })
            : t('shopForm.noPin')}
        </Text>
        {locationError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" fw={600}>
            {locationError}
          </Text>
        )}
      </SectionCard>

      <SectionCard title={t('shopForm.hoursTitle')} description={t('shopForm.hoursIntro')}>
        <HoursEditor value={values.hours} errors={errors} locale={locale} onChange={setHours} />
        {errors.hours && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errors.hours}
          </Text>
        )}
      </SectionCard>

      <SectionCard title={t('shopForm.visibilityTitle')}>
        <Switch
          checked={values.visibleOnMap}
          onChange={(e) => set('visibleOnMap', e.currentTarget.checked)}
          label={t('shopForm.visibleOnMap')}
          description={t('shopForm.visibleOnMapHint')}
          size="md"
        />
      </SectionCard>

      <Group justify="flex-end" gap="sm">
        <Anchor
          c="var(--mantine-color-anchor)"
          component={Link}
          to="/my-shops"
          className={forms.link}
          mr="auto"
        >
          {t('shopForm.backToShops')}
        </Anchor>
        <Button type="submit" size="md" loading={saving}>
          {shop ? t('shopForm.save') : t('shopForm.add')}
        </Button>
      </Group>
    </ReadableForm>
  );
}
