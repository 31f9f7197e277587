import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MAX_COMPANY_PHOTO_BYTES, type Company } from '@kramik/contract';
import { SectionCard } from '../../../components/section-card';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadCompanyPhoto } from '../api/upload-company-photo';
import { MakerPhoto } from './maker-photo';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The photo on the maker page; it can be uploaded once the company exists. */
export function CompanyPhotoCard({ company }: { company: Company }) {
  const t = useT();
  const upload = useUploadCompanyPhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_COMPANY_PHOTO_BYTES) {
      setError(t('sellers.fileTooLarge'));
      notifyError(t('sellers.fileTooLarge'));
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        notifySuccess(t('sellers.photoSaved'));
      },
      onError: (e) => {
        setPreview(null);
        notifyApiError(e, t('sellers.photoFailed'));
      },
    });
  };

  return (
    <SectionCard title={t('sellers.photoTitle')} description={t('sellers.photoIntro')}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <div style={{ width: 240, maxWidth: '100%', opacity: upload.isPending ? 0.6 : 1 }}>
          <MakerPhoto src={preview ?? company.photo} name={company.shortName} />
        </div>
        <Stack gap="xs" style={{ flex: '1 1 200px' }}>
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" size="md" loading={upload.isPending}>
                {company.photo ? t('sellers.photoReplace') : t('sellers.photoChoose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="var(--kramik-muted)">
            {t('sellers.photoHint')}
          </Text>
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </SectionCard>
  );
}
