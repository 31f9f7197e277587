import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Button,
  FileButton,
  Group,
  Image,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../../i18n/use-t';
import {
  CURRENCIES,
  LANGUAGE_NAMES,
  LOCALES,
  MAX_SITE_IMAGE_BYTES,
  SITE_BANNER_MAX,
  SITE_HEADER_MAX,
  type AdminSiteSettings,
  type Locale,
  type PerLocaleText,
  type SiteSettingsInput,
} from '@kramik/contract';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { currentLocale } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { HomeHero } from './home-hero';
import { uploadBackground, useAdminSite, useSaveSite } from '../api/admin-site';

interface SiteForm {
  defaultLocale: Locale;
  currency: AdminSiteSettings['currency'];
  headerText: PerLocaleText;
  bannerText: PerLocaleText;
  bannerIcon: PerLocaleText;
  titleBackgroundImage: string | null;
  titleBackgroundThumbnail: string | null;
  contact: { email: string; phone: string; address: string };
  appStoreLinks: { android: string; ios: string };
}

function formOf(saved: AdminSiteSettings): SiteForm {
  return {
    defaultLocale: saved.defaultLocale,
    currency: saved.currency,
    headerText: { ...saved.headerText },
    bannerText: { ...saved.bannerText },
    bannerIcon: { ...saved.bannerIcon },
    titleBackgroundImage: saved.titleBackgroundImage,
    titleBackgroundThumbnail: saved.titleBackgroundThumbnail,
    contact: {
      email: saved.contact.email ?? '',
      phone: saved.contact.phone ?? '',
      address: saved.contact.address ?? '',
    },
    appStoreLinks: {
      android: saved.appStoreLinks.android ?? '',
      ios: saved.appStoreLinks.ios ?? '',
    },
  };
}

function inputOf(form: SiteForm): SiteSettingsInput {
  return {
    ...form,
    contact: {
      email: form.contact.email || null,
      phone: form.contact.phone || null,
      address: form.contact.address || null,
    },
    appStoreLinks: {
      android: form.appStoreLinks.android || null,
      ios: form.appStoreLinks.ios || null,
    },
  };
}

type Errors = Partial<Record<string, string>>;

/** `/admin?tab=site`: the whole site configuration, saved together. */
export function SiteSettings() {
  const t = useT();
  const query = useAdminSite();
  if (query.isPending) return <Skeleton height={640} radius="lg" />;
  if (query.isError)
    return <LoadError message={t('adminSite.loadFailed')} onRetry={query.refetch} />;
  // The form stays mounted across saves (its own callbacks must run); it takes the saved answer.
  return <SiteSettingsForm saved={query.data} />;
}

function SiteSettingsForm({ saved }: { saved: AdminSiteSettings }) {
  const t = useT();
  const save = useSaveSite();
  const [form, setForm] = useState<SiteForm>(() => formOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const { formRef, focusErrors } = useErrorFocus();
  const [language, setLanguage] = useState<Locale>(saved.defaultLocale);
  const [uploading, setUploading] = useState(false);

  const update = (patch: Partial<SiteForm>) => setForm((current) => ({ ...current, ...patch }));
  const setText = (
    field: 'headerText' | 'bannerText' | 'bannerIcon',
    locale: Locale,
    value: string,
  ) => setForm((current) => ({ ...current, [field]: { ...current[field], [locale]: value } }));

  // The default language's text is the others' fallback: required once any language has one.
  const required = (field: 'headerText' | 'bannerText' | 'bannerIcon') =>
    language === form.defaultLocale && LOCALES.some((l) => form[field][l].trim() !== '');

  const fallback = (field: 'headerText' | 'bannerText' | 'bannerIcon', locale: Locale) =>
    form[field][locale].trim() || form[field][form.defaultLocale].trim();

  const languagesWithErrors = new Set(
    LOCALES.filter((locale) =>
      ['headerText', 'bannerText', 'bannerIcon'].some((f) => errors[`${f}.${locale}`]),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rule the server checks too: the default language's text is the others' fallback.
    const missing: Errors = {};
    for (const field of ['headerText', 'bannerText', 'bannerIcon'] as const) {
      const texts = form[field];
      if (!texts[form.defaultLocale].trim() && LOCALES.some((l) => texts[l].trim() !== ''))
        missing[`${field}.${form.defaultLocale}`] = t('validation.required');
    }
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setLanguage(form.defaultLocale);
      focusErrors();
      notifyError(t('adminSite.saveFailed'));
      return;
    }
    save.mutate(inputOf(form), {
      onSuccess: (answer) => {
        setForm(formOf(answer));
        setErrors({});
        notifySuccess(t('adminSite.saved'));
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
        setErrors(fields);
        const first = LOCALES.find((locale) =>
          ['headerText', 'bannerText', 'bannerIcon'].some((f) => fields[`${f}.${locale}`]),
        );
        if (first) setLanguage(first);
        focusErrors();
        // The server's headline is SPEC's text itself: said once, not as title and message.
        if (error instanceof ApiRequestError && error.message === t('adminSite.saveFailed'))
          notifyError(error.message);
        else notifyApiError(error, t('adminSite.saveFailed'));
      },
    });
  };

  const pickImage = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_SITE_IMAGE_BYTES) {
      setErrors((e) => ({ ...e, titleBackgroundImage: t('adminSite.background.tooLarge') }));
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadBackground(file);
      update({
        titleBackgroundImage: stored.image,
        titleBackgroundThumbnail: stored.thumbnail,
      });
      setErrors(({ titleBackgroundImage: _, ...rest }) => rest);
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.message
          ? error.message
          : t('adminSite.saveFailed');
      setErrors((e) => ({ ...e, titleBackgroundImage: message }));
      notifyApiError(error, t('adminSite.saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  const languageName = (locale: Locale) =>
    locale === form.defaultLocale
      ? t('adminSite.texts.defaultLanguage', { language: LANGUAGE_NAMES[locale] })
      : LANGUAGE_NAMES[locale];

  return (
    <ReadableForm label={t('adminSite.title')} formRef={formRef} onSubmit={submit} gap="xl">
      <SectionCard title={t('adminSite.general.title')} description={t('adminSite.general.intro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('adminSite.general.defaultLocale')}
            description={t('adminSite.general.defaultLocaleHint')}
            value={form.defaultLocale}
            error={errors.defaultLocale}
            onChange={(e) => update({ defaultLocale: e.currentTarget.value as Locale })}
            data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
          />
          <NativeSelect
            label={t('adminSite.general.currency')}
            description={
              saved.currencyLocked
                ? t('adminSite.general.currencyLocked')
                : t('adminSite.general.currencyHint')
            }
            value={form.currency}
            disabled={saved.currencyLocked}
            error={errors.currency}
            onChange={(e) =>
              update({ currency: e.currentTarget.value as AdminSiteSettings['currency'] })
            }
            data={[...CURRENCIES]}
          />
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={t('adminSite.texts.title')} description={t('adminSite.texts.intro')}>
        <Stack gap="md">
          <NativeSelect
            hiddenFrom="sm"
            label={t('adminSite.texts.language')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value as Locale)}
            data={LOCALES.map((locale) => ({
              value: locale,
              label: languagesWithErrors.has(locale)
                ? `${LANGUAGE_NAMES[locale]} ⚠`
                : LANGUAGE_NAMES[locale],
            }))}
          />
          <SegmentedControl
            visibleFrom="sm"
            value={language}
            onChange={(value) => setLanguage(value)}
            aria-label={t('adminSite.texts.language')}
            data={LOCALES.map((locale) => ({
              value: locale,
              label: languagesWithErrors.has(locale)
                ? `${LANGUAGE_NAMES[locale]} ⚠`
                : LANGUAGE_NAMES[locale],
            }))}
            style={{ alignSelf: 'flex-start' }}
          />
          <Group gap="xs">
            <Text fw={600}>{languageName(language)}</Text>
            {language !== form.defaultLocale ? (
              <Text size="sm" c="var(--kramik-muted)">
                {t('adminSite.texts.fallbackHint', {
                  language: LANGUAGE_NAMES[form.defaultLocale],
                })}
              </Text>
            ) : null}
          </Group>
          <TextInput
            label={t('adminSite.texts.header')}
            description={t('adminSite.texts.max', { max: SITE_HEADER_MAX })}
            withAsterisk={required('headerText')}
            value={form.headerText[language]}
            placeholder={language === form.defaultLocale ? '' : form.headerText[form.defaultLocale]}
            error={errors[`headerText.${language}`]}
            onChange={(e) => setText('headerText', language, e.currentTarget.value)}
            maxLength={SITE_HEADER_MAX + 20}
          />
          <Textarea
            label={t('adminSite.texts.banner')}
            description={t('adminSite.texts.max', { max: SITE_BANNER_MAX })}
            withAsterisk={required('bannerText')}
            autosize
            minRows={2}
            value={form.bannerText[language]}
            placeholder={language === form.defaultLocale ? '' : form.bannerText[form.defaultLocale]}
            error={errors[`bannerText.${language}`]}
            onChange={(e) =>
              setText('bannerText', language, e.currentTarget.value.replace(/[\r\n]+/g, ' '))
            }
          />
          <TextInput
            label={t('adminSite.texts.icon')}
            withAsterisk={required('bannerIcon')}
            description={t('adminSite.texts.iconHint')}
            value={form.bannerIcon[language]}
            placeholder={language === form.defaultLocale ? '' : form.bannerIcon[form.defaultLocale]}
            error={errors[`bannerIcon.${language}`]}
            onChange={(e) => setText('bannerIcon', language, e.currentTarget.value)}
            maw={240}
          />
          <Stack gap={6}>
            <Text fw={600} id="site-preview-label">
              {t('adminSite.preview.title', { language: LANGUAGE_NAMES[language] })}
            </Text>
            <div role="region" aria-labelledby="site-preview-label" data-testid="site-preview">
              <HomeHero
                eyebrow={t('home.eyebrow')}
                header={fallback('headerText', language) || t('home.defaultHeader')}
                banner={fallback('bannerText', language) || t('home.defaultBanner')}
                icon={fallback('bannerIcon', language) || null}
                image={form.titleBackgroundImage}
                thumbnail={form.titleBackgroundThumbnail}
                headingOrder={3}
              />
            </div>
            <Text size="xs" c="var(--kramik-muted)">
              {t('adminSite.preview.hint')}
            </Text>
          </Stack>
        </Stack>
      </SectionCard>

      <SectionCard
        title={t('adminSite.background.title')}
        description={t('adminSite.background.intro')}
      >
        <Group align="flex-start" gap="lg">
          {form.titleBackgroundThumbnail ? (
            <Image
              src={form.titleBackgroundThumbnail}
              alt={t('adminSite.background.thumbnailAlt')}
              w={200}
              h={112}
              radius="md"
              fit="cover"
            />
          ) : (
            <Text size="sm" c="var(--kramik-muted)">
              {t('adminSite.background.none')}
            </Text>
          )}
          <Stack gap="xs">
            <Group gap="sm">
              <FileButton
                onChange={(file) => void pickImage(file)}
                accept="image/jpeg,image/png,image/webp"
              >
                {(props) => (
                  <Button {...props} variant="default" loading={uploading}>
                    {form.titleBackgroundImage
                      ? t('adminSite.background.replace')
                      : t('adminSite.background.upload')}
                  </Button>
                )}
              </FileButton>
              {form.titleBackgroundImage ? (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    update({ titleBackgroundImage: null, titleBackgroundThumbnail: null })
                  }
                >
                  {t('adminSite.background.remove')}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="var(--kramik-muted)">
              {t('adminSite.background.limits')}
            </Text>
            {errors.titleBackgroundImage || errors.titleBackgroundThumbnail ? (
              <Text size="sm" c="red.8" role="alert">
                {errors.titleBackgroundImage ?? errors.titleBackgroundThumbnail}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </SectionCard>

      <SectionCard title={t('adminSite.contact.title')} description={t('adminSite.contact.intro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="email"
            label={t('adminSite.contact.email')}
            value={form.contact.email}
            placeholder={saved.contactFallback.email ?? ''}
            description={fallbackHint(t, saved.contactFallback.email)}
            error={errors['contact.email']}
            onChange={(e) => update({ contact: { ...form.contact, email: e.currentTarget.value } })}
          />
          <TextInput
            type="tel"
            label={t('adminSite.contact.phone')}
            value={form.contact.phone}
            placeholder={saved.contactFallback.phone ?? ''}
            description={fallbackHint(t, saved.contactFallback.phone)}
            error={errors['contact.phone']}
            onChange={(e) => update({ contact: { ...form.contact, phone: e.currentTarget.value } })}
          />
        </SimpleGrid>
        <TextInput
          label={t('adminSite.contact.address')}
          value={form.contact.address}
          placeholder={saved.contactFallback.address ?? ''}
          description={fallbackHint(t, saved.contactFallback.address)}
          error={errors['contact.address']}
          onChange={(e) => update({ contact: { ...form.contact, address: e.currentTarget.value } })}
        />
      </SectionCard>

      <SectionCard title={t('adminSite.apps.title')} description={t('adminSite.apps.intro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="url"
            label={t('adminSite.apps.android')}
            placeholder="https://play.google.com/store/apps/details?id=…"
            value={form.appStoreLinks.android}
            error={errors['appStoreLinks.android']}
            onChange={(e) =>
              update({ appStoreLinks: { ...form.appStoreLinks, android: e.currentTarget.value } })
            }
          />
          <TextInput
            type="url"
            label={t('adminSite.apps.ios')}
            placeholder="https://apps.apple.com/app/…"
            value={form.appStoreLinks.ios}
            error={errors['appStoreLinks.ios']}
            onChange={(e) =>
              update({ appStoreLinks: { ...form.appStoreLinks, ios: e.currentTarget.value } })
            }
          />
        </SimpleGrid>
      </SectionCard>

      <Group justify="space-between" align="center" gap="sm">
        {saved.updatedAt ? (
          <Text size="sm" c="var(--kramik-muted)">
            {t('adminSite.updatedAt', {
              date: new Date(saved.updatedAt).toLocaleString(currentLocale()),
            })}
          </Text>
        ) : (
          <span />
        )}
        <SubmitRow loading={save.isPending} fullWidthOnPhone>
          {t('adminSite.save')}
        </SubmitRow>
      </Group>
    </ReadableForm>
  );
}

function fallbackHint(t: TFunction, value: string | null) {
  return value ? t('adminSite.contact.fallback', { value }) : t('adminSite.contact.noFallback');
}
