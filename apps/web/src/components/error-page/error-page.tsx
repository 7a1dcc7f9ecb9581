import { Center, Code, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languagePrefix } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/components/links/router-links';

export type ErrorPageProps = {
  status: number;
  /** Shown under "Internal Server Error"; for a 404 the path that failed validation, if any. */
  message?: string;
  path?: string;
};

/** Spec §8: 404 shows "Page Not Found"; any other status shows "Internal Server Error" and the message. */
export function ErrorPage({ status, message, path }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const isNotFound = status === 404;
  // Error pages may render outside the {-$lang} route, so the prefix is read from the URL itself.
  const lang = languagePrefix(useLocation({ select: (location) => location.pathname }));
  useDocumentTitle(isNotFound ? t('errorPage.notFoundTitle') : t('errorPage.internalTitle'));
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} ta="center">
          {isNotFound
            ? path
              ? t('errorPage.notFoundPath', { path })
              : t('errorPage.notFound')
            : t('errorPage.internal')}
        </Title>
        {!isNotFound && message ? (
          <Code block data-testid="error-message">
            {message}
          </Code>
        ) : null}
        <ButtonLink to="/{-$lang}" params={{ lang }}>
          {t('errorPage.home')}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
