import { asc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { recordPieces } from '../../modules/passports/pieces.js';
import {
  categories,
  companies,
  orders,
  productPassports,
  products,
  type PassportTexts,
} from '../schema/index.js';

type Texts = Record<'en-US' | 'pl-PL' | 'de-DE', PassportTexts>;

interface Template {
  texts: Texts;
  hoursOfWork: number;
}

/** Passport texts by the product's category, in English, Polish and German. */
const TEMPLATES: Record<string, Template> = {
  ceramics: {
    hoursOfWork: 9,
    texts: {
      'en-US': {
        materials: 'Bolesławiec stoneware clay, lead-free glazes',
        technique: 'Cast or thrown, hand sponge-stamped, fired twice at 1250 °C',
        care: 'Safe in the dishwasher, oven and microwave. Avoid sudden changes of temperature: do not pour boiling water into a cold piece.',
      },
      'pl-PL': {
        materials: 'Glina kamionkowa z Bolesławca, szkliwa bezołowiowe',
        technique: 'Odlewane lub toczone, ręcznie stemplowane gąbką, wypalane dwukrotnie w 1250 °C',
        care: 'Można myć w zmywarce, używać w piekarniku i mikrofalówce. Unikaj nagłych zmian temperatury: nie wlewaj wrzątku do zimnego naczynia.',
      },
      'de-DE': {
        materials: 'Bunzlauer Steinzeugton, bleifreie Glasuren',
        technique:
          'Gegossen oder gedreht, von Hand mit dem Schwamm gestempelt, zweimal bei 1250 °C gebrannt',
        care: 'Spülmaschinen-, backofen- und mikrowellenfest. Plötzliche Temperaturwechsel vermeiden: kein kochendes Wasser in ein kaltes Stück gießen.',
      },
    },
  },
  jewellery: {
    hoursOfWork: 6,
    texts: {
      'en-US': {
        materials: 'Recycled sterling silver 925, Baltic amber',
        technique: 'Hand-sawn, soldered and polished at the bench',
        care: 'Keep away from perfume and water. Polish with a soft cloth; store in the pouch so it does not scratch.',
      },
      'pl-PL': {
        materials: 'Srebro próby 925 z recyklingu, bursztyn bałtycki',
        technique: 'Ręcznie cięte, lutowane i polerowane przy stole złotniczym',
        care: 'Chroń przed perfumami i wodą. Poleruj miękką ściereczką; przechowuj w woreczku, żeby się nie porysowało.',
      },
      'de-DE': {
        materials: 'Recyceltes Sterlingsilber 925, Ostseebernstein',
        technique: 'Von Hand gesägt, gelötet und poliert',
        care: 'Von Parfüm und Wasser fernhalten. Mit einem weichen Tuch polieren und im Beutel aufbewahren.',
      },
    },
  },
  textiles: {
    hoursOfWork: 22,
    texts: {
      'en-US': {
        materials: 'Polish merino wool, linen warp',
        technique: 'Woven on a wooden floor loom, finished by hand',
        care: 'Hand wash cold with wool detergent, dry flat in the shade. Do not tumble dry.',
      },
      'pl-PL': {
        materials: 'Polska wełna merino, lniana osnowa',
        technique: 'Tkane na drewnianym krośnie, wykańczane ręcznie',
        care: 'Prać ręcznie w zimnej wodzie z płynem do wełny, suszyć na płasko w cieniu. Nie suszyć w suszarce.',
      },
      'de-DE': {
        materials: 'Polnische Merinowolle, Leinenkette',
        technique: 'Auf einem hölzernen Webstuhl gewebt, von Hand vollendet',
        care: 'Kalt von Hand mit Wollwaschmittel waschen, liegend im Schatten trocknen. Nicht in den Trockner.',
      },
    },
  },
  woodwork: {
    hoursOfWork: 14,
    texts: {
      'en-US': {
        materials: 'Ash and walnut from fallen trees, linseed oil',
        technique: 'Carved and turned by hand, oiled three times',
        care: 'Wipe with a damp cloth, never soak. Rub in a little food-safe oil when the wood looks dry.',
      },
      'pl-PL': {
        materials: 'Jesion i orzech z wiatrołomów, olej lniany',
        technique: 'Ręcznie rzeźbione i toczone, olejowane trzykrotnie',
        care: 'Przecierać wilgotną ściereczką, nie moczyć. Gdy drewno wygląda na suche, wetrzeć odrobinę oleju spożywczego.',
      },
      'de-DE': {
        materials: 'Esche und Nussbaum aus Windbruch, Leinöl',
        technique: 'Von Hand geschnitzt und gedrechselt, dreimal geölt',
        care: 'Feucht abwischen, nie einweichen. Wenn das Holz trocken aussieht, etwas lebensmittelechtes Öl einreiben.',
      },
    },
  },
};

const FALLBACK: Template = {
  hoursOfWork: 8,
  texts: {
    'en-US': {
      materials: 'Natural materials chosen in the workshop',
      technique: 'Made by hand from start to finish',
      care: 'Handle with care and keep out of direct sunlight.',
    },
    'pl-PL': {
      materials: 'Naturalne materiały wybrane w pracowni',
      technique: 'Wykonane ręcznie od początku do końca',
      care: 'Obchodź się ostrożnie i chroń przed bezpośrednim słońcem.',
    },
    'de-DE': {
      materials: 'Natürliche, in der Werkstatt ausgewählte Materialien',
      technique: 'Von Anfang bis Ende von Hand gefertigt',
      care: 'Vorsichtig behandeln und vor direkter Sonne schützen.',
    },
  },
};

/** One of a kind, or numbered editions of various sizes, by the product's place in its list. */
const EDITIONS = [null, 20, 12, null, 50, 30];

/**
 * Piece passports in the demo (issue 24): the first six products of Modra Glina (the demo maker,
 * `magda.wrobel`) and the first product of every other maker get a passport; then every demo order
 * that was paid and not cancelled gets its pieces, oldest first, as checkout would have written
 * them — so Anna's delivered Modra Glina order holds the passports of the exact pieces she bought.
 */
export async function seedDemoPassports(tx: Executor) {
  const makers = await tx
    .select({ id: companies.id, shortName: companies.shortName })
    .from(companies)
    .orderBy(asc(companies.shortName));
  const chosen: { id: string; slug: string; position: number }[] = [];
  for (const maker of makers) {
    const rows = await tx
      .select({ id: products.id, slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.companyId, maker.id))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(maker.shortName === 'Modra Glina' ? 6 : 1);
    rows.forEach((row, position) => chosen.push({ ...row, position }));
  }
  if (chosen.length === 0) return;
  await tx.insert(productPassports).values(
    chosen.map(({ id, slug, position }) => {
      const template = TEMPLATES[slug] ?? FALLBACK;
      return {
        productId: id,
        texts: template.texts,
        hoursOfWork: template.hoursOfWork + position * 3,
        editionSize: EDITIONS[position % EDITIONS.length] ?? null,
      };
    }),
  );
  const sold = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(notInArray(orders.status, ['awaiting_payment', 'cancelled']))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  for (const order of sold) await recordPieces(tx, [order.id], order.createdAt);
}
