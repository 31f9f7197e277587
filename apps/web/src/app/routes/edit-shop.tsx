import { Alert, Anchor, Button, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useOwnShop } from '../../features/shops/api/get-own-shop';
import { ShopForm } from '../../features/shops/components/shop-form';
import { ShopPhotosCard } from '../../features/shops/components/shop-photos-card';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import forms from '../../components/forms.module.css';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** Edit a shop (SPEC /shops/{id}/edit): its photos, then the form; saving returns to the list. */
export default function EditShopPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const locale = currentLocale();
  const shop = useOwnShop(id);
  const countries = useCountries(locale);
  const config = useSiteConfig();
  const data = shop.data;

  let content;
  if (shop.isPending) {
    content = (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={200} radius="lg" />
        <Skeleton height={640} radius="lg" />
      </Stack>
    );
  } else if (shop.isError) {
    const missing = shop.error instanceof ApiRequestError && shop.error.status === 404;
    content = missing ? (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>{t('shops.notFound')}</Text>
          <Button component={Link} to="/my-shops" variant="default" size="md">
            {t('shopForm.backToShops')}
          </Button>
        </Stack>
      </Paper>
    ) : (
      <LoadError message={t('shops.loadFailed')} onRetry={shop.refetch} />
    );
  } else {
    content = (
      <Stack gap="lg">
        {created && (
          <Alert
            color="green"
            variant="light"
            className={forms.readable}
            title={t('shopForm.added')}
            styles={{
              title: { color: 'var(--kramik-ink)' },
              message: { color: 'var(--kramik-ink)' },
            }}
          >
            {t('shopForm.addPhotosNow')}{' '}
            <Anchor
              c="var(--mantine-color-anchor)"
              component={Link}
              to="/my-shops"
              className={forms.link}
              inherit
            >
              {t('shopForm.backToShops')}
            </Anchor>
          </Alert>
        )}
        <ShopPhotosCard shop={shop.data} />
        <ShopForm
          key={shop.data._id}
          shop={shop.data}
          countries={countries.data}
          countriesFailed={countries.isError}
          tileUrl={config.data?.mapTileUrl}
          locale={locale}
          onSaved={() => void navigate('/my-shops')}
        />
      </Stack>
    );
  }

  return (
    <Container size="md">
      <PageHeader
        title={t('routes.editShop.title')}
        subtitle={
          data ? (
            <>
              {data.title}
              {' · '}
              <Anchor
                c="var(--mantine-color-anchor)"
                component={Link}
                to={`/shops/${data._id}`}
                className={forms.link}
                inherit
              >
                {t('shops.view')}
              </Anchor>
            </>
          ) : (
            t('routes.editShop.description')
          )
        }
      />
      {content}
    </Container>
  );
}
