import type { Executor } from '../../db/client.js';
import { expiringMapPer } from '../../lib/expiring-map.js';
import * as repo from './catalog.repo.js';

/**
 * A search's words: as typed (a prefix tsquery), corrected when nothing holds them (typos), and as
 * the exact catalog words they begin. Both lookups are kept a minute per database, so that a
 * search made again (the next page, the next buyer) reads neither again: a word added to the
 * catalog meanwhile counts after at most a minute.
 */

/**
 * The typed words: letters and digits only, lower-cased, at most eight. A single letter or digit
 * beside longer words is left out ("a vase", "kubek w kropki"): as a prefix it matches nearly every
 * product and narrows nothing, yet the text index would list them all. A Chinese character is a
 * word of its own and stays.
 */
export function wordsOf(q: string | undefined) {
  const words = ((q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const short = (word: string) => [...word].length === 1 && !/\p{Script=Han}/u.test(word);
  return words.some((word) => !short(word)) ? words.filter((word) => !short(word)) : words;
}

/**
 * The words as a prefix `to_tsquery` text (`glaz:* & kubek:*`). Only letters and digits pass, so
 * nothing typed can change the query's syntax; unaccenting happens in the database.
 */
export function toTsQuery(q: string | undefined) {
  return wordsOf(q)
    .map((word) => `${word}:*`)
    .join(' & ');
}

const KEPT_MS = 60_000;

/** A memo per database, its entries kept a minute. */
const perDatabase = <V>(maxEntries: number) => expiringMapPer<V>({ maxAgeMs: KEPT_MS, maxEntries });

// ---- Typos -----------------------------------------------------------------------------------

/** Typed words corrected to catalog words: as words (shown to the buyer) and as a tsquery. */
export type Correction = { words: string; tsquery: string } | null;

/** By the typed tsquery; null: no similar word. */
const corrections = perDatabase<Correction>(1_000);

/** The correction of a typed tsquery looked up within the minute, if any (null: none similar). */
export function knownCorrection(db: Executor, typed: string): Correction | undefined {
  return corrections(db).get(typed);
}

/**
 * The typed words corrected to the catalog's most similar words (typos), as words and as a
 * tsquery, or null when that changes nothing or no word is similar.
 */
export async function correctedQuery(db: Executor, q: string | undefined): Promise<Correction> {
  const typed = toTsQuery(q);
  const known = knownCorrection(db, typed);
  if (known !== undefined) return known;
  const words = await repo.correctWords(db, wordsOf(q));
  const tsquery = toTsQuery(words.join(' '));
  const correction = tsquery && tsquery !== typed ? { words: words.join(' '), tsquery } : null;
  corrections(db).set(typed, correction);
  return correction;
}

// ---- Exact words -----------------------------------------------------------------------------

/**
 * The most catalog words a typed word is searched as. A shorter prefix stays a prefix: its many
 * words would be as many lists for the index to read.
 */
export const MAX_WORDS_BEGUN = 16;

/** By typed word: the word folded as the catalog's are, and the first catalog words it begins. */
const begun = perDatabase<{ folded: string; begun: string[] }>(10_000);

/** A lexeme as `tsquery` input takes it, verbatim (quoted: nothing in it is syntax). */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The words of a prefix tsquery (`toTsQuery`) as the tsquery text the rows are matched with: each
 * as the catalog words it begins, `('necklace' | 'necklaces')`, when there are 1 to
 * `MAX_WORDS_BEGUN` of them, else as its prefix (none: it matches nothing either way).
 */
export async function matchOf(db: Executor, tsquery: string) {
  const words = tsquery.split(' & ').map((word) => word.replace(/:\*$/, ''));
  const memo = begun(db);
  const known = new Map(words.map((word) => [word, memo.get(word)]));
  const missing = [...new Set(words.filter((word) => !known.get(word)))];
  if (missing.length > 0) {
    const found = await repo.wordsBegun(db, missing, MAX_WORDS_BEGUN + 1);
    for (const word of missing) {
      const entry = found.get(word)!;
      memo.set(word, entry);
      known.set(word, entry);
    }
  }
  return words
    .map((word) => {
      const { folded, begun } = known.get(word)!;
      if (begun.length === 0 || begun.length > MAX_WORDS_BEGUN) return `${quoted(folded)}:*`;
      return begun.length === 1 ? quoted(begun[0]!) : `(${begun.map(quoted).join(' | ')})`;
    })
    .join(' & ');
}

/** The filter with its words to match with (`matchOf`); unchanged without words. */
export async function withMatch<F extends repo.SearchWords>(db: Executor, filter: F): Promise<F> {
  return filter.tsquery ? { ...filter, match: await matchOf(db, filter.tsquery) } : filter;
}
