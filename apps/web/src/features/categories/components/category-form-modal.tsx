import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { LANGUAGE_NAMES, LOCALES, type AdminCategory, type Locale } from '@kramik/contract';
import { FormModal } from '../../../components/form-modal';
import { ApiRequestError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { useCreateCategory, useRenameCategory } from '../api/save-category';
import { missingNames, nameIn, nameValues, type CategoryNameValues } from '../category-tree';

export type CategoryFormTarget =
  { kind: 'create'; parent: AdminCategory | null } | { kind: 'rename'; category: AdminCategory };

const NAME_MAX_LENGTH = 80;

/**
 * Adds a category or subcategory, or renames one: a name in each of the six languages, each
 * required, and the form says which language is missing.
 */
export function CategoryFormModal({
  opened,
  target,
  locale,
  onClose,
}: {
  opened: boolean;
  target: CategoryFormTarget;
  locale: Locale;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState<CategoryNameValues>(() =>
    nameValues(target.kind === 'rename' ? target.category : null),
  );

  const missingText = (l: Locale) => t('categories.nameMissing', { language: LANGUAGE_NAMES[l] });
  const listOf = (locales: Locale[]) => locales.map((l) => LANGUAGE_NAMES[l]).join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingNames(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((l) => [l, missingText(l)])));
      focusFirstInvalid(formRef.current);
      notifyError(t('categories.namesMissing', { languages: listOf(missing) }));
      return;
    }
    const names = Object.fromEntries(
      LOCALES.map((l) => [l, values[l].trim()]),
    ) as CategoryNameValues;
    const callbacks = {
      onSuccess: () => {
        notifySuccess(target.kind === 'rename' ? t('categories.renamed') : t('categories.created'));
        onClose();
      },
      onError: (error: unknown) => {
        // The server answers `names.pl-PL`: the field of that language.
        const fields = error instanceof ApiRequestError ? error.fields : {};
        const found: FieldErrors = {};
        for (const l of LOCALES) {
          const message = fields[`names.${l}`];
          if (message) found[l] = values[l].trim() ? message : missingText(l);
        }
        const languages = LOCALES.filter((l) => found[l]);
        if (languages.length > 0 && error instanceof ApiRequestError) {
          setErrors(found);
          focusFirstInvalid(formRef.current);
          notifyError(
            t('categories.namesMissing', { languages: listOf(languages) }),
            error.message,
          );
          return;
        }
        notifyApiError(error, t('categories.saveFailed'));
      },
    };
    if (target.kind === 'rename') rename.mutate({ id: target.category._id, names }, callbacks);
    else create.mutate({ names, parentId: target.parent?._id ?? null }, callbacks);
  };

  const title =
    target.kind === 'rename'
      ? t('categories.renameTitle', { name: nameIn(target.category, locale) })
      : target.parent
        ? t('categories.addSubcategoryTitle', { name: nameIn(target.parent, locale) })
        : t('categories.addCategoryTitle');

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={target.kind === 'rename' ? t('categories.saveNames') : t('categories.create')}
      loading={create.isPending || rename.isPending}
    >
      <Text size="sm" c="var(--kramik-muted)">
        {t('categories.namesIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {LOCALES.map((l, i) => (
          <TextInput
            key={l}
            label={LANGUAGE_NAMES[l]}
            lang={l}
            labelProps={{ lang: l }}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            required
            data-autofocus={i === 0 || undefined}
            value={values[l]}
            onChange={(e) => set(l, e.currentTarget.value)}
            error={errors[l]}
          />
        ))}
      </SimpleGrid>
    </FormModal>
  );
}
