import { Anchor, Button, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOwnProduct } from '../../features/products/api/get-own-product';
import { ProductForm } from '../../features/products/components/product-form';
import { ProductImagesCard } from '../../features/products/components/product-images-card';
import { currentLocale } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import forms from '../../components/forms.module.css';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** Edit a product: its photos, then the form (with the Omnibus lowest price, read-only). */
export default function EditProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useOwnProduct(id);
  const data = product.data;

  let content;
  if (product.isPending) {
    content = (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={240} radius="lg" />
        <Skeleton height={520} radius="lg" />
      </Stack>
    );
  } else if (product.isError) {
    const missing = product.error instanceof ApiRequestError && product.error.status === 404;
    content = missing ? (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>{t('sellerProducts.notFound')}</Text>
          <Button component={Link} to="/seller/products" variant="default" size="md">
            {t('productForm.backToList')}
          </Button>
        </Stack>
      </Paper>
    ) : (
      <LoadError message={t('sellerProducts.loadFailed')} onRetry={product.refetch} />
    );
  } else {
    content = (
      <Stack gap="lg">
        <ProductImagesCard product={product.data} />
        <ProductForm
          key={product.data._id}
          product={product.data}
          currency={product.data.currency}
          locale={currentLocale()}
        />
      </Stack>
    );
  }

  return (
    <Container size="md">
      <PageHeader
        title={t('routes.editProduct.title')}
        subtitle={
          data ? (
            <>
              {data.name}
              {' · '}
              <Anchor component={Link} to={`/products/${data._id}`} className={forms.link} inherit>
                {t('sellerProducts.view')}
              </Anchor>
            </>
          ) : (
            t('routes.editProduct.description')
          )
        }
      />
      {content}
    </Container>
  );
}
