import { asc, eq } from 'drizzle-orm';
import { pickVersion } from '../../modules/catalog/catalog.service.js';
import type { Executor } from '../client.js';
import {
  companies,
  contactMessages,
  productImages,
  products,
  reports,
  users,
} from '../schema/index.js';

/**
 * One open report in the admin's moderation queue (a buyer's, about a product, with its snapshot)
 * and one unread contact-form message from a visitor. Runs after the products' pictures exist.
 */
export async function seedDemoReports(tx: Executor, now: Date) {
  const [product] = await tx
    .select({ product: products, company: companies })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  const [reporter] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.username, 'sara.lindqvist'));
  if (!product || !reporter) return;
  const pictures = await tx
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(eq(productImages.productId, product.product.id))
    .orderBy(asc(productImages.position));
  const version = pickVersion(product.product.versions, 'en-US');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  await tx.insert(reports).values({
    reason: 'intellectualProperty',
    description:
      'The pattern on this piece looks very close to a design I saw from another studio last year. Could you check that it is the maker’s own?',
    targetType: 'product',
    targetId: product.product.id,
    snapshot: {
      type: 'product',
      name: version?.name ?? '',
      description: version?.description ?? '',
      locale: version?.locale ?? 'en-US',
      price: { amount: product.product.priceAmount, currency: product.product.currency },
      maker: {
        _id: product.company.id,
        shortName: product.company.shortName,
        companyName: product.company.companyName,
      },
      pictures: pictures.map(({ variants }) => largest(variants)).filter((url) => url !== ''),
    },
    reporterId: reporter.id,
    reporterEmail: reporter.email,
    locale: 'sv-SE',
    createdAt: hoursAgo(5),
  });
  await tx.insert(contactMessages).values({
    name: 'Piotr Zieliński',
    email: 'piotr.zielinski@example.com',
    productName: version?.name ?? null,
    productId: product.product.id,
    message:
      'Hello, I would like to order twelve of these as wedding gifts. Can the maker prepare that many by June, and is there a discount for a larger order?',
    locale: 'en-US',
    createdAt: hoursAgo(26),
  });
}

/** The URL of a picture's widest stored width. */
function largest(variants: Record<string, string>) {
  const widths = Object.keys(variants)
    .map(Number)
    .sort((a, b) => b - a);
  return widths.length > 0 ? (variants[String(widths[0])] ?? '') : '';
}
