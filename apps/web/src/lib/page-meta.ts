import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** An absolute or site-relative image address for link previews. */
  image?: string | null;
  /** The page's canonical public address. */
  url?: string;
  /** The interface language: the layout rewrites the title when it changes, so this does too. */
  locale?: string;
}

const OPEN_GRAPH = ['og:title', 'og:description', 'og:image', 'og:url', 'og:type'] as const;

function metaTag(attribute: 'name' | 'property', key: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/**
 * Title, description and Open Graph tags of a page whose content is loaded (a product): set once
 * the data is there, over the route's generic ones. The Open Graph tags go when the page does;
 * the layout sets the next route's title and description itself.
 */
export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  const url = meta?.url;
  const locale = meta?.locale;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = `${title} · Kramik`;
    metaTag('name', 'description').content = description;
    const values: Record<(typeof OPEN_GRAPH)[number], string | undefined> = {
      'og:title': title,
      'og:description': description,
      'og:image': image ? new URL(image, window.location.origin).href : undefined,
      'og:url': url,
      'og:type': 'product',
    };
    for (const key of OPEN_GRAPH) {
      const value = values[key];
      if (value) metaTag('property', key).content = value;
      else document.head.querySelector(`meta[property="${key}"]`)?.remove();
    }
    return () => {
      for (const key of OPEN_GRAPH)
        document.head.querySelector(`meta[property="${key}"]`)?.remove();
    };
  }, [title, description, image, url, locale]);
}

/** The first sentence or so of a text, for a meta description (about 160 characters). */
export function summaryOf(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, '')}…`;
}
