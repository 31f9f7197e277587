import type { Executor } from '../../db/client.js';
import { expiringMapPer } from '../../lib/expiring-map.js';
import { fold } from '../../lib/text.js';
import * as repo from './catalog.repo.js';

/**
 * How a word search reaches its page (`searchProductsSql`): by walking the sort index when the
 * words are frequent enough to fill a page from its first rows, by sorting their text matches when
 * they are rare. The decision is taken from what ANALYZE saw (the planner's statistics of the
 * search rows), read again after a minute; a wrong guess costs time, never a wrong page.
 */

/** Each database's statistics, read again after a minute. */
const statistics = expiringMapPer<repo.SearchStatistics>({ maxAgeMs: 60_000, maxEntries: 1 });

async function statisticsOf(db: Executor) {
  const known = statistics(db).get('');
  if (known) return known;
  const stats = await repo.searchStatistics(db);
  statistics(db).set('', stats);
  return stats;
}

/**
 * The share of products whose texts hold every word of a prefix tsquery (`word:* & word:*`): for
 * each word the summed shares of the frequent words it begins, and the rarest word's share (an
 * upper bound). A word missing from the statistics is rare (0).
 */
export function wordsShare(frequent: Map<string, number>, tsquery: string) {
  // Read for every page of a search: worked out once per statistics read (a minute).
  let known = shares.get(frequent);
  if (!known) shares.set(frequent, (known = new Map<string, number>()));
  let share = known.get(tsquery);
  if (share === undefined) {
    share = sharesOf(frequent, tsquery);
    if (known.size >= 10_000) known.clear();
    known.set(tsquery, share);
  }
  return share;
}

/** Each statistics' word shares by tsquery (`wordsShare`). */
const shares = new WeakMap<Map<string, number>, Map<string, number>>();

function sharesOf(frequent: Map<string, number>, tsquery: string) {
  let share = 1;
  for (const term of tsquery.split(' & ')) {
    const prefix = fold(term.replace(/:\*$/, ''));
    let sum = 0;
    for (const [word, wordShare] of frequent) if (word.startsWith(prefix)) sum += wordShare;
    share = Math.min(share, sum);
  }
  return share;
}

/** How many products the words are expected to match, in the texts a relevance tier reads. */
export function estimatedMatches(
  stats: repo.SearchStatistics,
  filter: Pick<repo.SearchFilter, 'tsquery' | 'tier'>,
) {
  const names = wordsShare(stats.names, filter.tsquery ?? '');
  if (filter.tier === 1) return names * stats.products;
  const texts = wordsShare(stats.texts, filter.tsquery ?? '');
  return (filter.tier === 2 ? Math.max(texts - names, 0) : texts) * stats.products;
}

/** The filters a walk of the sort's index would test row by row (`sortIndexServes`). */
function testedFilters(filter: repo.SearchFilter) {
  return new Set(
    repo.FILTER_NAMES.filter(
      (name) => filter[name] !== undefined && !repo.sortIndexServes(filter.sort, name),
    ),
  );
}

/**
 * About how many of the rows a walk reads pass the filters its index does not serve: a condition
 * and special offers as the statistics saw them (else a tenth of the products is used, damaged or
 * on offer), half for a price range, nine in ten in stock. None for a category, a subcategory or
 * a maker tested row by row: those are narrow, and the text index combined with theirs finds the
 * few matches at once.
 */
export function testedShare(stats: repo.SearchStatistics, filter: repo.SearchFilter) {
  const tested = testedFilters(filter);
  if (tested.has('categoryId') || tested.has('subcategoryId') || tested.has('companyId')) return 0;
  let share = 1;
  if (tested.has('minPrice') || tested.has('maxPrice')) share *= 0.5;
  if (tested.has('condition')) {
    share *= stats.conditions.get(filter.condition!) ?? (filter.condition === 'new' ? 0.9 : 0.1);
  }
  if (tested.has('specialOffer')) {
    const offers = stats.specialOffers ?? 0.1;
    share *= filter.specialOffer ? offers : 1 - offers;
  }
  if (tested.has('inStock')) share *= filter.inStock ? 0.9 : 0.1;
  return share;
}

/**
 * The probe for a word search (`SearchFilter.probeRows`), or none (the text matches are sorted).
 * With m matches among n products a walk reads about 51·n/m rows and the sort handles m, so the
 * walk wins above √(51·n) matches (`searchProbeRows`) when its rows cost what a match costs: the
 * names' words in a newest-first index, read from the index alone. A walk that reads the table
 * for every row (other texts, other sorts, a filter tested row by row) costs a few times more,
 * and needs twice the matches. The walk may read twice `searchProbeRows` rows before it gives up.
 * A prefix's shares are added up, which counts a product holding several of its words (vases,
 * Vasen) more than once: a frequent-looking word the walk does not find gives up after the
 * probe, while a rare-looking frequent word would sort every match.
 */
export function probeRowsOf(stats: repo.SearchStatistics, filter: repo.SearchFilter) {
  const rows = repo.searchProbeRows(stats.products);
  const fromIndex = filter.tier === 1 && testedFilters(filter).size === 0;
  const needed = fromIndex ? rows : 2 * rows;
  return estimatedMatches(stats, filter) * testedShare(stats, filter) >= needed
    ? 2 * rows
    : undefined;
}

/** The filter with its probe decided (none without words). */
export async function withProbe(db: Executor, filter: repo.SearchFilter) {
  if (!filter.tsquery) return { ...filter, probeRows: undefined };
  return { ...filter, probeRows: probeRowsOf(await statisticsOf(db), filter) };
}
