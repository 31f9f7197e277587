import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useContactDetails } from '../api/get-contact-details';

/** The platform's contact details beside the form; lines that are not configured are left out. */
export function ContactDetails() {
  const t = useT();
  const details = useContactDetails();
  const data = details.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="contact-details-title">
      <Title order={2} fz="lg" id="contact-details-title">
        {t('contact.detailsTitle')}
      </Title>
      {details.isPending ? (
        <Skeleton height={60} />
      ) : (
        <>
          {data?.email && (
            <Text>
              {t('contact.detailsEmail')}:{' '}
              <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>
            </Text>
          )}
          {data?.phone && (
            <Text>
              {t('contact.detailsPhone')}:{' '}
              <Anchor href={`tel:${data.phone.replace(/[^+\d]/g, '')}`}>{data.phone}</Anchor>
            </Text>
          )}
          {data?.address && (
            <Text style={{ whiteSpace: 'pre-line' }}>
              {t('contact.detailsAddress')}: {data.address}
            </Text>
          )}
          <Text size="sm" c="var(--kramik-muted)">
            {t('contact.detailsHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
