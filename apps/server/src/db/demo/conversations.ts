import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  companies,
  conversationMessages,
  conversationThreads,
  orders,
  products,
  users,
} from '../schema/index.js';

/** One demo conversation: who, with which maker, about what, and what was said (oldest first). */
interface DemoThread {
  buyer: string;
  maker: string;
  subject: 'product' | 'order' | 'none';
  messages: { from: 'buyer' | 'maker'; hoursAgo: number; body: string }[];
  /** Whether the maker has read the last message (the buyer has read theirs when they wrote). */
  makerRead: boolean;
  buyerRead: boolean;
}

const THREADS: DemoThread[] = [
  {
    buyer: 'anna.kowalczyk',
    maker: 'Modra Glina',
    subject: 'product',
    messages: [
      {
        from: 'buyer',
        hoursAgo: 30,
        body: 'Dzień dobry! Czy ten kubek można myć w zmywarce? I czy nadaje się do mikrofalówki?',
      },
      {
        from: 'maker',
        hoursAgo: 27,
        body: 'Dzień dobry, tak — kamionka jest wypalana w 1230 °C, więc zmywarka i mikrofalówka nie szkodzą. Szkliwo jest bezołowiowe. Więcej o pielęgnacji: https://example.com/modra-glina/pielegnacja',
      },
      {
        from: 'buyer',
        hoursAgo: 2,
        body: 'Świetnie, dziękuję! Czy da się zamówić komplet sześciu sztuk na prezent?',
      },
    ],
    makerRead: false,
    buyerRead: true,
  },
  {
    buyer: 'jonas.becker',
    maker: 'Modra Glina',
    subject: 'order',
    messages: [
      {
        from: 'buyer',
        hoursAgo: 50,
        body: 'Hello! Could you send the order in a box without plastic filler, if possible? Thank you.',
      },
      {
        from: 'maker',
        hoursAgo: 4,
        body: 'Of course — we pack with recycled paper and cardboard only. Your parcel leaves the studio tomorrow morning.',
      },
    ],
    makerRead: true,
    buyerRead: false,
  },
  {
    buyer: 'sara.lindqvist',
    maker: 'Ljungbergs Glas',
    subject: 'none',
    messages: [
      {
        from: 'buyer',
        hoursAgo: 120,
        body: 'Hej! Tar ni beställningar på glas med egen gravyr? Jag söker sex glas till ett bröllop i juni.',
      },
      {
        from: 'maker',
        hoursAgo: 100,
        body: 'Hej Sara! Ja, gärna. Skicka texten ni vill ha så återkommer jag med ett förslag och ett pris.',
      },
      {
        from: 'buyer',
        hoursAgo: 98,
        body: 'Tack! ”Linnea & Johan 14.06” i enkel kursiv stil vore fint.',
      },
    ],
    makerRead: true,
    buyerRead: true,
  },
];

/**
 * A few conversations between the demo buyers and makers: a question about a product that the
 * maker has not read yet, an answered question about an order that the buyer has not read, and a
 * general thread both have read. Runs after the demo orders exist.
 */
export async function seedDemoConversations(tx: Executor, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  for (const demo of THREADS) {
    const [buyer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, demo.buyer));
    const [maker] = await tx
      .select({ id: companies.id, ownerId: companies.ownerId })
      .from(companies)
      .where(eq(companies.shortName, demo.maker));
    if (!buyer || !maker) continue;

    let subject: { subjectKey: string; productId?: string; orderId?: string } = {
      subjectKey: 'none',
    };
    if (demo.subject === 'product') {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, maker.id))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(1);
      if (!product) continue;
      subject = { subjectKey: `product:${product.id}`, productId: product.id };
    } else if (demo.subject === 'order') {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.buyerId, buyer.id), eq(orders.companyId, maker.id)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(1);
      if (!order) continue;
      subject = { subjectKey: `order:${order.id}`, orderId: order.id };
    }

    const first = demo.messages[0]!;
    const last = demo.messages.at(-1)!;
    const lastOf = (side: 'buyer' | 'maker') => demo.messages.filter((m) => m.from === side).at(-1);
    const readAt = (side: 'buyer' | 'maker', read: boolean) =>
      read ? at(last.hoursAgo) : lastOf(side) ? at(lastOf(side)!.hoursAgo) : null;
    const [thread] = await tx
      .insert(conversationThreads)
      .values({
        buyerId: buyer.id,
        companyId: maker.id,
        ...subject,
        lastMessageAt: at(last.hoursAgo),
        buyerReadAt: readAt('buyer', demo.buyerRead),
        makerReadAt: readAt('maker', demo.makerRead),
        createdAt: at(first.hoursAgo),
      })
      .returning({ id: conversationThreads.id });
    await tx.insert(conversationMessages).values(
      demo.messages.map((message) => ({
        threadId: thread!.id,
        senderId: message.from === 'buyer' ? buyer.id : maker.ownerId,
        senderSide: message.from,
        body: message.body,
        createdAt: at(message.hoursAgo),
      })),
    );
  }
}
