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

/** Every static page exists in every locale; English and Polish are the reference texts. */
export type PageTranslations = Record<Locale, PageContent>;
