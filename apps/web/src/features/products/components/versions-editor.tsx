import '@mantine/core/styles/Tabs.css';
import {
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { LANGUAGE_NAMES, type Locale, PRODUCT_VERSION_MAX_LENGTH } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import type { FieldErrors } from '../../../lib/form-errors';
import { unusedLocales, type VersionField, type VersionValues } from '../product-form-values';
import { PlusIcon } from './icons';

const nameInputId = (locale: Locale) => `product-version-name-${locale}`;

/**
 * The product's language versions as tabs: each has a name (required), description, action, how
 * to use and composition. A version is added by picking one of the languages not used yet.
 */
export function VersionsEditor({
  versions,
  active,
  onActivate,
  onChange,
  onAdd,
  onRemove,
  errors,
}: {
  versions: VersionValues[];
  active: Locale | null;
  onActivate: (locale: Locale) => void;
  onChange: (index: number, field: VersionField, value: string) => void;
  onAdd: (locale: Locale) => void;
  onRemove: (index: number) => void;
  errors: FieldErrors;
}) {
  const t = useT();
  const unused = unusedLocales(versions);
  const current = versions.find((v) => v.locale === active) ?? versions[0];
  // A version just added gets the focus in its name field once its tab has rendered.
  const focusName = useRef<Locale | null>(null);
  useEffect(() => {
    const locale = focusName.current;
    if (!locale || current?.locale !== locale) return;
    focusName.current = null;
    const frame = requestAnimationFrame(() =>
      document.getElementById(nameInputId(locale))?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [current?.locale]);

  const hasErrors = (index: number) =>
    Object.entries(errors).some(
      ([field, message]) => message && field.startsWith(`versions.${index}.`),
    );

  const add = (locale: Locale) => {
    focusName.current = locale;
    onAdd(locale);
  };

  const addMenu = (
    <Menu position="bottom-end" returnFocus={false} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="sm"
          leftSection={<PlusIcon size={18} />}
          disabled={unused.length === 0}
        >
          {t('productForm.addVersion')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('productForm.chooseLanguage')}</Menu.Label>
        {unused.map((locale) => (
          <Menu.Item key={locale} onClick={() => add(locale)}>
            <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>{' '}
            <Text span size="sm" c="var(--kramik-muted)">
              ({locale})
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <SectionCard
      title={t('productForm.versionsTitle')}
      description={t('productForm.versionsIntro')}
      action={addMenu}
    >
      {errors.versions && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.versions}
        </Text>
      )}
      {!current ? (
        <Paper
          radius="md"
          p="lg"
          bg="var(--kramik-bg)"
          style={{ border: '1px dashed var(--kramik-line)' }}
        >
          <Text c="var(--kramik-muted)">{t('productForm.noVersions')}</Text>
        </Paper>
      ) : (
        <Tabs
          value={current.locale}
          onChange={(value) => value && onActivate(value as Locale)}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List aria-label={t('productForm.versionsTitle')}>
            {versions.map((version, index) => (
              <Tabs.Tab
                key={version.locale}
                value={version.locale}
                rightSection={
                  hasErrors(index) ? (
                    <Text span c="var(--mantine-color-error)" fw={700} aria-hidden="true">
                      !
                    </Text>
                  ) : undefined
                }
              >
                <span lang={version.locale}>{LANGUAGE_NAMES[version.locale]}</span>
                {hasErrors(index) && (
                  <VisuallyHidden> ({t('productForm.versionHasErrors')})</VisuallyHidden>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {versions.map((version, index) => (
            <Tabs.Panel key={version.locale} value={version.locale} pt="md">
              <VersionFields
                version={version}
                index={index}
                errors={errors}
                onChange={onChange}
                onRemove={versions.length > 1 ? () => onRemove(index) : undefined}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </SectionCard>
  );
}

function VersionFields({
  version,
  index,
  errors,
  onChange,
  onRemove,
}: {
  version: VersionValues;
  index: number;
  errors: FieldErrors;
  onChange: (index: number, field: VersionField, value: string) => void;
  onRemove?: () => void;
}) {
  const t = useT();
  const language = LANGUAGE_NAMES[version.locale];
  const text = (field: VersionField) => ({
    value: version[field],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange(index, field, e.currentTarget.value),
    error: errors[`versions.${index}.${field}`],
    maxLength: PRODUCT_VERSION_MAX_LENGTH[field],
    lang: version.locale,
  });
  const area = { autosize: true, minRows: 2, maxRows: 10 };
  const duplicate = errors[`versions.${index}.locale`];
  return (
    <Stack gap="md">
      {duplicate && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {duplicate}
        </Text>
      )}
      <TextInput
        id={nameInputId(version.locale)}
        label={t('productForm.name')}
        description={t('productForm.nameHint')}
        autoComplete="off"
        required
        {...text('name')}
      />
      <Textarea
        label={t('productForm.description')}
        {...area}
        minRows={4}
        {...text('description')}
      />
      <Textarea
        label={t('productForm.action')}
        description={t('productForm.actionHint')}
        {...area}
        {...text('action')}
      />
      <Textarea label={t('productForm.howToUse')} {...area} {...text('howToUse')} />
      <Textarea
        label={t('productForm.composition')}
        description={t('productForm.compositionHint')}
        {...area}
        {...text('composition')}
      />
      {onRemove && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-md" className={forms.danger} onClick={onRemove}>
            {t('productForm.removeVersion', { language })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
