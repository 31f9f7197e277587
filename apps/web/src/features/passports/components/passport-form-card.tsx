import '@mantine/core/styles/Radio.css';
import {
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  LANGUAGE_NAMES,
  MAX_MAKING_OF_PHOTOS,
  MAX_PRODUCT_IMAGE_BYTES,
  PASSPORT_TEXT_MAX_LENGTH,
  type Locale,
  type SellerPassport,
  type SellerProduct,
} from '@kramik/contract';
import files from '../../../components/file-input.module.css';
import { ImageListEditor } from '../../../components/image-list-editor';
import photoList from '../../../components/image-list.module.css';
import { QueryState, SkeletonStack } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { currentLocale } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid } from '../../../lib/use-form-state';
import {
  useOwnPassport,
  useRemoveMakingOfPhoto,
  useSavePassport,
  useUploadMakingOfPhoto,
} from '../api/seller-passport';
import {
  checkPassportForm,
  passportValues,
  type PassportFormValues,
  type PassportTextField,
} from '../passport-form-values';

/**
 * The product form's "Piece passport" (issue 24): materials, technique and care per language
 * version, hours of work, the edition, and up to six making-of photos. Saved on its own, like the
 * photos, on the edit page of an existing product.
 */
export function PassportFormCard({ product }: { product: SellerProduct }) {
  const t = useT();
  const passport = useOwnPassport(product._id);
  return (
    <QueryState
      query={passport}
      pending={<SkeletonStack heights={[320]} />}
      failed={t('passports.loadFailed')}
    >
      {(data) => (
        <Stack gap="lg">
          <PassportForm key={data.productId} product={product} passport={data} />
          <MakingOfPhotos product={product} passport={data} />
        </Stack>
      )}
    </QueryState>
  );
}

/** Numbers in a message as the viewer writes them ("10,000", "10 000"). */
function formatted(params: Record<string, number> = {}) {
  const format = new Intl.NumberFormat(currentLocale());
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, format.format(v)]));
}

function PassportForm({ product, passport }: { product: SellerProduct; passport: SellerPassport }) {
  const t = useT();
  const save = useSavePassport();
  const formRef = useRef<HTMLFormElement>(null);
  const locales = product.versions.map((v) => v.locale as Locale);
  const [values, setValues] = useState<PassportFormValues>(() => passportValues(passport, locales));
  const [errors, setErrors] = useState<FieldErrors>({});
  const textLocales = Object.keys(values.texts) as Locale[];
  const [locale, setLocale] = useState<Locale>(textLocales[0] ?? 'en-US');
  const index = Math.max(0, textLocales.indexOf(locale));
  const texts = values.texts[locale] ?? { materials: '', technique: '', care: '' };

  const clear = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const setText = (field: PassportTextField, value: string) => {
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [locale]: { ...texts, [field]: value } },
    }));
    clear(`versions.${index}.${field}`);
  };

  /** Shows the messages, on the language that has the first one. */
  const showErrors = (all: FieldErrors) => {
    setErrors(all);
    const first = Object.keys(all)
      .filter((f) => all[f])
      .map((f) => /^versions\.(\d+)\./.exec(f)?.[1])
      .find((i) => i !== undefined);
    if (first !== undefined && textLocales[Number(first)]) setLocale(textLocales[Number(first)]!);
    focusFirstInvalid(formRef.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPassportForm(values);
    if (checked.problems) {
      const all: FieldErrors = {};
      for (const [field, problem] of Object.entries(checked.problems))
        all[field] = t(`passports.${problem.key}`, formatted(problem.params));
      showErrors(all);
      return;
    }
    save.mutate(
      { productId: product._id, input: checked.payload },
      {
        onSuccess: (saved) => {
          setValues(passportValues(saved, locales));
          notifySuccess(t('passports.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'VALIDATION_FAILED') {
            showErrors({ ...error.fields });
            notifyError(error.message);
            return;
          }
          notifyApiError(error, t('passports.saveFailed'));
        },
      },
    );
  };

  const textError = (field: PassportTextField) => errors[`versions.${index}.${field}`];

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <SectionCard title={t('passports.formTitle')} description={t('passports.formIntro')}>
        {textLocales.length > 1 && (
          <NativeSelect
            label={t('passports.language')}
            description={t('passports.languageHint')}
            data={textLocales.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={locale}
            onChange={(e) => setLocale(e.currentTarget.value as Locale)}
            maw={320}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('passports.materials')}
            description={t('passports.materialsHint')}
            placeholder={t('passports.materialsPlaceholder')}
            maxLength={PASSPORT_TEXT_MAX_LENGTH.materials + 20}
            value={texts.materials}
            onChange={(e) => setText('materials', e.currentTarget.value)}
            error={textError('materials')}
          />
          <TextInput
            label={t('passports.technique')}
            description={t('passports.techniqueHint')}
            placeholder={t('passports.techniquePlaceholder')}
            maxLength={PASSPORT_TEXT_MAX_LENGTH.technique + 20}
            value={texts.technique}
            onChange={(e) => setText('technique', e.currentTarget.value)}
            error={textError('technique')}
          />
        </SimpleGrid>
        <Textarea
          label={t('passports.care')}
          description={t('passports.careHint', formatted({ max: PASSPORT_TEXT_MAX_LENGTH.care }))}
          autosize
          minRows={3}
          maxRows={8}
          value={texts.care}
          onChange={(e) => setText('care', e.currentTarget.value)}
          error={textError('care')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('passports.hoursOfWork')}
            description={t('passports.hoursOfWorkHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.hoursOfWork}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((current) => ({ ...current, hoursOfWork: value }));
              clear('hoursOfWork');
            }}
            error={errors.hoursOfWork}
          />
          <Stack gap="xs">
            <Radio.Group
              label={t('passports.edition')}
              value={values.edition}
              onChange={(value) => {
                setValues((current) => ({
                  ...current,
                  edition: value,
                }));
                clear('editionSize');
              }}
            >
              <Stack gap={6} mt={6}>
                <Radio value="unique" label={t('passports.editionUnique')} />
                <Radio value="numbered" label={t('passports.editionNumbered')} />
              </Stack>
            </Radio.Group>
            {values.edition === 'numbered' && (
              <TextInput
                label={t('passports.editionSize')}
                description={
                  passport.editionsAssigned > 0
                    ? t('passports.editionSold', { n: passport.editionsAssigned })
                    : t('passports.editionSizeHint')
                }
                inputMode="numeric"
                autoComplete="off"
                required
                value={values.editionSize}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((current) => ({ ...current, editionSize: value }));
                  clear('editionSize');
                }}
                error={errors.editionSize}
              />
            )}
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('passports.save')}
          </Button>
        </Group>
      </SectionCard>
    </form>
  );
}

function MakingOfPhotos({
  product,
  passport,
}: {
  product: SellerProduct;
  passport: SellerPassport;
}) {
  const t = useT();
  const upload = useUploadMakingOfPhoto();
  const remove = useRemoveMakingOfPhoto();
  const photos = passport.photos;
  const max = MAX_MAKING_OF_PHOTOS;
  return (
    <ImageListEditor
      images={photos}
      max={max}
      maxBytes={MAX_PRODUCT_IMAGE_BYTES}
      texts={{
        title: t('passports.photosTitle'),
        intro: t('passports.photosIntro', { max }),
        empty: t('passports.noPhotos'),
        add: t('passports.addPhotos'),
        full: t('passports.photosFull', { max }),
        hint: t('passports.photosHint', { n: photos.length, max }),
        tooMany: t('passports.tooManyPhotos', { max }),
        tooLarge: t('productForm.fileTooLarge'),
        failed: t('productForm.imageFailed'),
        added: (n) => t('productForm.imagesAdded', { n }),
        removed: t('productForm.imageRemoved'),
        removeFailed: t('productForm.imageRemoveFailed'),
        removeTitle: t('productForm.removePhotoTitle'),
        removeConfirm: t('passports.removePhotoConfirm'),
        removeLabel: (n) => t('passports.removePhoto', { n }),
        alt: (n) => t('passports.photoAlt', { n, name: product.name }),
      }}
      classes={{
        empty: photoList.empty,
        list: photoList.list,
        card: photoList.card,
        image: photoList.image,
        thumb: photoList.thumb,
        fileInput: files.input,
        fileLabel: files.label,
      }}
      upload={(file) => upload.mutateAsync({ productId: product._id, file })}
      remove={(image, callbacks) =>
        remove.mutate({ productId: product._id, imageId: image._id }, callbacks)
      }
      removing={remove.isPending}
    >
      <Text size="xs" c="var(--kramik-muted)">
        {t('passports.photosPublic')}
      </Text>
    </ImageListEditor>
  );
}
