import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

export type LegalDocumentProps = { document: 'terms' | 'privacy'; sections: readonly string[] };

/** Renders `legal:<document>.title`, `.intro` and one heading + paragraph per section key. */
export function LegalDocument({ document, sections }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${document}.title`));
  return (
    <Stack gap="md" component="article">
      <Title order={1}>{t(`${document}.title`)}</Title>
      <Text c="dimmed" size="sm">
        {t('updated')}
      </Text>
      <Text>{t(`${document}.intro`)}</Text>
      {sections.map((section) => (
        <Stack gap={4} key={section} component="section">
          <Title order={2} size="h4">
            {t(`${document}.sections.${section}.title`)}
          </Title>
          <Text>{t(`${document}.sections.${section}.body`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
