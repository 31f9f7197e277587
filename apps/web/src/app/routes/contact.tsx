import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/accounts/auth-store';
import { getProduct } from '../../features/catalog/api/get-product';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactLayout } from '../../features/contact/components/contact-layout';
import { currentLocale } from '../../i18n';
import { retryUnlessNotFound } from '../../lib/queries';
import { RoutePage } from '../../components/route-page';
import { SurfaceCard } from '../../components/surface-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The contact form and the platform's contact details. Opened from a product page
 * (`/contact?product=<id>`) it names the product; signed in, it knows the sender.
 */
export default function ContactPage() {
  const [params] = useSearchParams();
  const productId = params.get('product') ?? '';
  const { user } = useAuth();
  const locale = currentLocale();
  const product = useQuery({
    queryKey: ['products', 'detail', productId, locale],
    queryFn: () => getProduct(productId),
    enabled: UUID.test(productId),
    retry: retryUnlessNotFound,
  });
  const waiting = UUID.test(productId) && product.isPending;
  const known = product.data ? { _id: product.data._id, name: product.data.name } : null;

  return (
    <RoutePage id="contact" size="lg">
      <ContactLayout
        form={
          <SurfaceCard>
            {waiting ? (
              <Skeleton height={420} />
            ) : (
              <ContactForm
                key={`${user?._id ?? 'visitor'}:${known?._id ?? ''}`}
                defaults={{
                  name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
                  email: user?.email ?? '',
                  product: known,
                }}
              />
            )}
          </SurfaceCard>
        }
        details={<ContactDetails />}
      />
    </RoutePage>
  );
}
