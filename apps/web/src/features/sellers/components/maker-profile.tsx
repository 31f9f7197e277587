import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/use-t';
import type { PublicCompany } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { taxKindOf } from '../company-checks';
import { MakerPhoto } from './maker-photo';
import classes from './sellers.module.css';

function href(webPage: string) {
  return /^https?:\/\//i.test(webPage) ? webPage : `https://${webPage}`;
}

/** The head of a maker's public page: photo, names, place, story, web page and tax number. */
export function MakerProfile({
  company,
  country,
  action,
}: {
  company: PublicCompany;
  country: string;
  action: ReactNode;
}) {
  const { t, i18n } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', sm: 40 }}>
      <div>
        <MakerPhoto src={company.photo} name={company.shortName} />
      </div>
      <div>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {company.shortName}
          </Title>
          <Text c="var(--kramik-muted)">
            {company.companyName} · {company.city}, {country}
          </Text>
          <Text size="sm" fw={600} aria-label={t('sellers.rating.label')}>
            {company.rating.average === null
              ? t('sellers.rating.none')
              : t('sellers.rating.summary', {
                  average: company.rating.average.toLocaleString(i18n.language, {
                    minimumFractionDigits: 1,
                  }),
                  count: company.rating.count,
                })}
          </Text>
          {company.description && (
            <Text className={classes.story} mt="xs">
              {company.description}
            </Text>
          )}
          {company.webPage && (
            <Anchor
              href={href(company.webPage)}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={forms.link}
              style={{ alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
            >
              {company.webPage.replace(/^https?:\/\//i, '')}
            </Anchor>
          )}
          {action}
          <Text size="xs" c="var(--kramik-muted)">
            {t(`sellers.tax.${taxKindOf(company.country)}`)}: {company.taxNumber}
          </Text>
        </Stack>
      </div>
    </SimpleGrid>
  );
}
