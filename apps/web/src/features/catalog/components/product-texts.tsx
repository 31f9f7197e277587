import { Alert, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { LANGUAGE_NAMES, matchLocale, type ProductDetail } from '@kramik/contract';
import classes from './product-page.module.css';

/** A language's name in the viewer's language ("Polish"), else in its own ("Polski"). */
export function languageName(tag: string, viewer: string) {
  try {
    const name = new Intl.DisplayNames([viewer], { type: 'language' }).of(tag.split('-')[0]!);
    if (name && name !== tag.split('-')[0]) return name;
  } catch {
    // An engine without DisplayNames: the language's own name below.
  }
  const locale = matchLocale(tag);
  return locale ? LANGUAGE_NAMES[locale] : tag;
}

const SECTIONS = [
  ['description', 'productPage.description'],
  ['action', 'productPage.action'],
  ['howToUse', 'productPage.howToUse'],
  ['composition', 'productPage.composition'],
] as const;

/**
 * The maker's texts as sections, in the viewer's language when the maker wrote one, with a note
 * naming the language otherwise.
 */
export function ProductTexts({ product, locale }: { product: ProductDetail; locale: string }) {
  const t = useT();
  const sections = SECTIONS.filter(([field]) => product[field].trim() !== '');
  const otherLanguage = matchLocale(product.locale) !== locale;
  return (
    <Stack gap="xl" lang={product.locale}>
      {otherLanguage && (
        <Alert color="gray" variant="light" radius="md" lang={locale}>
          {t('productPage.otherLanguage', { language: languageName(product.locale, locale) })}
        </Alert>
      )}
      {sections.length === 0 && (
        <Text c="var(--kramik-muted)" lang={locale}>
          {t('productPage.noDescription')}
        </Text>
      )}
      {sections.map(([field, label]) => (
        <section key={field}>
          <Title order={2} fz={{ base: 20, sm: 22 }} mb="xs" lang={locale}>
            {t(label)}
          </Title>
          <Text className={classes.prose}>{product[field]}</Text>
        </section>
      ))}
    </Stack>
  );
}
