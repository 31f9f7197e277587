import { Alert, Anchor, Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useOwnShop } from '../../features/shops/api/get-own-shop';
import { ShopForm } from '../../features/shops/components/shop-form';
import { ShopPhotosCard } from '../../features/shops/components/shop-photos-card';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import forms from '../../components/forms.module.css';
import { MissingNotice, QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** Edit a shop (SPEC /shops/{id}/edit): its photos, then the form; saving returns to the list. */
export default function EditShopPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const locale = currentLocale();
  const shop = useOwnShop(id);
  const countries = useCountries(locale);
  const config = useSiteConfig();

  return (
    <RoutePage
      id="editShop"
      size="md"
      subtitle={
        shop.data && (
          <>
            {shop.data.title}
            {' · '}
            <Anchor
              c="var(--mantine-color-anchor)"
              component={Link}
              to={`/shops/${shop.data._id}`}
              className={forms.link}
              inherit
            >
              {t('shops.view')}
            </Anchor>
          </>
        )
      }
    >
      <QueryState
        query={shop}
        pending={<SkeletonStack heights={[200, 640]} />}
        failed={t('shops.loadFailed')}
        missing={
          <MissingNotice
            message={t('shops.notFound')}
            backTo="/my-shops"
            backLabel={t('shopForm.backToShops')}
          />
        }
      >
        {(data) => (
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
            <ShopPhotosCard shop={data} />
            <ShopForm
              key={data._id}
              shop={data}
              countries={countries.data}
              countriesFailed={countries.isError}
              tileUrl={config.data?.mapTileUrl}
              locale={locale}
              onSaved={() => void navigate('/my-shops')}
            />
          </Stack>
        )}
      </QueryState>
    </RoutePage>
  );
}
