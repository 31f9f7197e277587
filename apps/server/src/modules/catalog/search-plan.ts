import type { Executor } from '../../db/client.js';
import * as repo from './catalog.repo.js';

/**
 * How a word search reaches its page (`searchProductsSql`): by walking the sort index when the
 * words are frequent enough to fill a page from its first rows, by sorting their text matches when
 * they are rare. The decision is taken from what ANALYZE saw (the planner's statistics of the
 * search rows), read again after a minute; a wrong guess costs time, never a wrong page.
 */

const STATISTICS_MAX_AGE_MS = 60_000;

/** Each database's statistics and when they were read. */
const statistics = new WeakMap<object, { stats: repo.SearchStatistics; readAt: number }>();

async function statisticsOf(db: Executor) {
  const known = statistics.get(db);
  if (known && Date.now() - known.readAt < STATISTICS_MAX_AGE_MS) return known.stats;
  const stats = await repo.searchStatistics(db);
  statistics.set(db, { stats, readAt: Date.now() });
  return stats;
}

/** Letters `unaccent` maps to something other than their base letter. */
const SPECIAL_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** A typed word as the search texts hold it: lower-case, without accents (`unaccent(lower(…))`). */
export function plainWord(word: string) {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđßæœ]/g, (letter) => SPECIAL_LETTERS[letter]!);
}

/**
 * The share of products whose texts hold every word of a prefix tsquery (`word:* & word:*`): for
 * each word the summed shares of the frequent words it begins, and the rarest word's share (an
 * upper bound). A word missing from the statistics is rare (0).
 */
export function wordsShare(frequent: Map<string, number>, tsquery: string) {
  let share = 1;
  for (const term of tsquery.split(' & ')) {
    const prefix = plainWord(term.replace(/:\*$/, ''));
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

/**
 * The probe for a word search (`SearchFilter.probeRows`): when the words are expected to fill a
 * page within `searchProbeRows` rows of the sort index, the walk may read twice that many before
 * it gives up; otherwise none (the text matches are sorted).
 */
export function probeRowsOf(
  stats: repo.SearchStatistics,
  filter: Pick<repo.SearchFilter, 'tsquery' | 'tier'>,
) {
  const rows = repo.searchProbeRows(stats.products);
  return estimatedMatches(stats, filter) >= rows ? 2 * rows : undefined;
}

/** The filter with its probe decided (none without words). */
export async function withProbe(db: Executor, filter: repo.SearchFilter) {
  if (!filter.tsquery) return { ...filter, probeRows: undefined };
  return { ...filter, probeRows: probeRowsOf(await statisticsOf(db), filter) };
}
