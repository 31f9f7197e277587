import { Anchor, Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link, useParams } from 'react-router';
import { useOwnProduct } from '../../features/products/api/get-own-product';
import { ProductForm } from '../../features/products/components/product-form';
import { ProductImagesCard } from '../../features/products/components/product-images-card';
import { PassportFormCard } from '../../features/passports/components/passport-form-card';
import { currentLocale } from '../../i18n';
import forms from '../../components/forms.module.css';
import { MissingNotice, QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** Edit a product: its photos, then the form (with the Omnibus lowest price, read-only). */
export default function EditProductPage() {
  const t = useT();
  const { id = '' } = useParams();
  const product = useOwnProduct(id);

  return (
    <RoutePage
      id="editProduct"
      size="md"
      subtitle={
        product.data && (
          <>
            {product.data.name}
            {' · '}
            <Anchor
              component={Link}
              to={`/products/${product.data._id}`}
              className={forms.link}
              inherit
            >
              {t('sellerProducts.view')}
            </Anchor>
          </>
        )
      }
    >
      <QueryState
        query={product}
        pending={<SkeletonStack heights={[240, 520]} />}
        failed={t('sellerProducts.loadFailed')}
        missing={
          <MissingNotice
            message={t('sellerProducts.notFound')}
            backTo="/seller/products"
            backLabel={t('productForm.backToList')}
          />
        }
      >
        {(data) => (
          <Stack gap="lg">
            <ProductImagesCard product={data} />
            <ProductForm
              key={data._id}
              product={data}
              currency={data.currency}
              locale={currentLocale()}
            />
            <PassportFormCard product={data} />
          </Stack>
        )}
      </QueryState>
    </RoutePage>
  );
}
