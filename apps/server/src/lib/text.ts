/** Letters that lose no mark under NFKD but that `unaccent` (and people) write otherwise. */
const FOLDED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ß: 'ss' };

/**
 * Lower-case without diacritics, spaces collapsed: "Łódź" → "lodz", "München" → "munchen",
 * "Straße" → "strasse" — what the database's `unaccent(lower(…))` makes of the same text.
 */
export function fold(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđæœß]/g, (letter) => FOLDED[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as it may stand in XML content or an attribute value. */
export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A text as one line of at most 200 characters, for a page's description. */
export function summary(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}
