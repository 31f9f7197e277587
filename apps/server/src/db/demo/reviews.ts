import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { recordPastReview } from '../../modules/reviews/reviews.service.js';
import { orderEvents, orderItems, orders, users } from '../schema/index.js';

/**
 * What the demo buyers said about what they received, in their own language (at most 60
 * characters), and the makers' answers; by buyer, in the order of their received items.
 */
const DEMO_REVIEWS: Record<
  string,
  { rating: number; comment: string; answer?: string; afterDays: number }[]
> = {
  'anna.kowalczyk': [
    {
      rating: 5,
      comment: 'Piękne wykonanie, przyszło świetnie zapakowane.',
      answer: 'Dziękujemy! Miło nam, że paczka dotarła cała.',
      afterDays: 2,
    },
    { rating: 4, comment: 'Ładne, ale kolor ciemniejszy niż na zdjęciu.', afterDays: 3 },
  ],
  'sara.lindqvist': [
    {
      rating: 5,
      comment: 'Underbart hantverk, precis som på bilden!',
      answer: 'Tack så mycket, Sara! Välkommen tillbaka.',
      afterDays: 1,
    },
    { rating: 3, comment: 'Fin, men hämtningen tog lite tid.', afterDays: 2 },
  ],
};

/**
 * Reviews of the demo buyers' received orders, two of them answered by their makers; the
 * products' and makers' rating columns follow the reviews. Jonas's delivered order is left
 * unrated, for trying `/userorders`.
 */
export async function seedDemoReviews(tx: Executor, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const buyers = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, Object.keys(DEMO_REVIEWS)));
  for (const buyer of buyers) {
    const items = await tx
      .select({
        orderId: orders.id,
        orderItemId: orderItems.id,
        productId: orderItems.productId,
        companyId: orders.companyId,
        receivedAt: orderEvents.createdAt,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(
        orderEvents,
        and(
          eq(orderEvents.orderId, orders.id),
          inArray(orderEvents.status, ['delivered', 'picked_up']),
        ),
      )
      .where(eq(orders.buyerId, buyer.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderItems.name));
    const said = DEMO_REVIEWS[buyer.username] ?? [];
    for (const [i, item] of items.entries()) {
      const review = said[i];
      if (!review || !item.productId) continue;
      const createdAt = new Date(
        Math.min(item.receivedAt.getTime() + review.afterDays * day, now.getTime()),
      );
      await recordPastReview(
        tx,
        {
          orderItemId: item.orderItemId,
          productId: item.productId,
          companyId: item.companyId,
          authorId: buyer.id,
          rating: review.rating,
          comment: review.comment,
          createdAt,
          answer: review.answer
            ? {
                text: review.answer,
                at: new Date(Math.min(createdAt.getTime() + day, now.getTime())),
              }
            : undefined,
        },
        item.orderId,
      );
    }
  }
}
