import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductImage } from '@kramik/contract';
import { formatDate } from '../../../lib/format';
import { editionText } from '../passport-form-values';
import classes from './passport-view.module.css';

/** What a passport page shows: a product's passport, or a sold piece's. */
export interface PassportViewData {
  productId: string | null;
  productName: string;
  maker: { _id: string; name: string };
  /** False for a product whose maker wrote no passport (no edition is claimed). */
  hasPassport?: boolean;
  materials: string;
  technique: string;
  care: string;
  hoursOfWork: number | null;
  editionNumber: number | null;
  editionSize: number | null;
  cover: ProductImage | null;
  photos: ProductImage[];
  /** A sold piece: its code and the day it was sold. */
  piece?: { code: string; soldAt: string };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The passport of a piece: maker, edition, materials, technique, hours of work, making-of photos
 * and care, with the way to the product. A field the maker left empty is not shown.
 */
export function PassportView({ data, locale }: { data: PassportViewData; locale: string }) {
  const t = useT();
  const edition = editionText(t, data.editionNumber, data.editionSize);
  const nothingTold =
    data.hasPassport === false ||
    (!data.materials && !data.technique && !data.care && data.hoursOfWork === null);
  return (
    <Stack gap="xl" mt="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {data.piece ? t('passports.pieceBadge') : t('passports.passportBadge')}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {data.productName}
        </Title>
        <Text>
          {t('passports.madeBy')}{' '}
          <Anchor component={Link} to={`/company/${data.maker._id}`} fw={600}>
            {data.maker.name}
          </Anchor>
        </Text>
      </Stack>
      <div className={classes.sheet}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
            <dl className={classes.facts}>
              {data.hasPassport !== false && (
                <Fact label={t('passports.edition')}>
                  <span className={classes.edition}>{edition}</span>
                </Fact>
              )}
              {data.hoursOfWork !== null && (
                <Fact label={t('passports.hoursOfWork')}>
                  {t('passports.hours', { count: data.hoursOfWork })}
                </Fact>
              )}
              {data.materials && <Fact label={t('passports.materials')}>{data.materials}</Fact>}
              {data.technique && <Fact label={t('passports.technique')}>{data.technique}</Fact>}
              {data.piece && (
                <>
                  <Fact label={t('passports.pieceCode')}>
                    <span className={classes.code}>{data.piece.code}</span>
                  </Fact>
                  <Fact label={t('passports.soldOn')}>{formatDate(data.piece.soldAt, locale)}</Fact>
                </>
              )}
            </dl>
            {nothingTold && (
              <Text size="sm" c="var(--kramik-muted)" mt="md">
                {t('passports.nothingTold')}
              </Text>
            )}
          </Paper>
          {data.care && (
            <Stack gap="xs" component="section" aria-labelledby="passport-care">
              <Title order={2} fz="lg" id="passport-care">
                {t('passports.care')}
              </Title>
              <Text className={classes.care}>{data.care}</Text>
            </Stack>
          )}
          {data.productId && (
            <Anchor component={Link} to={`/products/${data.productId}`} fw={600}>
              {data.piece ? t('passports.seeProductNow') : t('passports.seeProduct')}
            </Anchor>
          )}
        </Stack>
        <Stack gap="lg">
          {data.cover && (
            <img
              className={classes.cover}
              src={data.cover.url}
              srcSet={data.cover.srcset}
              sizes="(min-width: 62em) 400px, 100vw"
              width={data.cover.width}
              height={data.cover.height}
              alt={data.productName}
            />
          )}
          {data.photos.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="passport-photos">
              <Title order={2} fz="lg" id="passport-photos">
                {t('passports.photosTitle')}
              </Title>
              <ul className={classes.photos}>
                {data.photos.map((photo, i) => (
                  <li key={photo._id}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        className={classes.photo}
                        src={photo.thumb}
                        srcSet={photo.srcset}
                        sizes="(min-width: 62em) 200px, 45vw"
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        alt={t('passports.photoAlt', { n: i + 1, name: data.productName })}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </Stack>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
