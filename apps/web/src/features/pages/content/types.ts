import type { Locale } from '@kramik/contract';

export interface PageSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** The items are steps to follow in order. */
  ordered?: boolean;
}

export interface PageContent {
  intro?: string;
  sections: PageSection[];
}

/** Static pages exist in English and Polish at least; any other locale falls back to English. */
export type PageTranslations = Record<'en-US' | 'pl-PL', PageContent> &
  Partial<Record<Locale, PageContent>>;
