import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]}’”»]+$/;

/** The text's parts: plain strings, and web addresses (http and https only) to link. */
export function splitLinks(text: string): ({ text: string } | { text: string; href: string })[] {
  const parts: ({ text: string } | { text: string; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href || raw.length === 0) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A message's plain text with its web addresses made links (opened in a new tab, with no referrer
 * and no search-engine credit). Everything is rendered as text: nothing in it is read as HTML.
 */
export function LinkedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    'href' in part ? (
      <Anchor
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        style={{ overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Anchor>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
