import '@mantine/core/styles/List.css';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Locale } from '@kramik/contract';
import { currentLocale } from '../../../i18n';
import type { PageContent, PageSection, PageTranslations } from '../content/types';

/** The page's text in the viewer's locale (every page exists in every locale). */
export function pickContent(translations: PageTranslations, locale: Locale): PageContent {
  return translations[locale];
}

/**
 * A static information page: the route's header, then the text in the viewer's language.
 * `children` (for example store links) come between the introduction and the sections.
 */
export function StaticPage({
  header,
  translations,
  children,
}: {
  header: ReactNode;
  translations: PageTranslations;
  children?: ReactNode;
}) {
  // Subscribing re-renders the page when the language changes.
  useT();
  const content = pickContent(translations, currentLocale());
  return (
    <Container size="md">
      {header}
      <Stack gap="lg">
        {content.intro && (
          <Text fz={{ base: 'md', sm: 'lg' }} lh={1.6} maw={720}>
            {content.intro}
          </Text>
        )}
        {children}
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          bg="var(--kramik-surface)"
          style={{ borderColor: 'var(--kramik-line)' }}
        >
          <Stack gap={36}>
            {content.sections.map((section) => (
              <Section key={section.heading} section={section} />
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function Section({ section }: { section: PageSection }) {
  return (
    <Stack component="section" gap="sm" maw={720}>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph} lh={1.65}>
          {paragraph}
        </Text>
      ))}
      {section.items && section.items.length > 0 && (
        <List type={section.ordered ? 'ordered' : 'unordered'} spacing={6} lh={1.6}>
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
