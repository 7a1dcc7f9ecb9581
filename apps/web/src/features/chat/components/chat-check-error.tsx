import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Reasons the chat check knows how to explain; anything else is a failure to load. */
const KNOWN_REASONS = {
  'developers.invalid_public_key': 'invalidKey',
  'channels.not_found': 'channelNotFound',
  'developers.identity_required': 'identityRequired',
  'developers.identity_invalid': 'identityInvalid',
} as const;

export type ChatCheckReason = keyof typeof KNOWN_REASONS;

export function isChatCheckReason(reason: string | undefined): reason is ChatCheckReason {
  return reason !== undefined && reason in KNOWN_REASONS;
}

/**
 * The chat check: why this chat cannot open (an unknown key, a deleted channel, an identity the site
 * must provide) or, for any other failure, that it could not load, with a way to try again.
 */
export function ChatCheckError({ reason, onRetry }: { reason?: ChatCheckReason; onRetry?: () => void }) {
  const { t } = useTranslation(['chat', 'errors']);
  const title = reason ? t(`check.${KNOWN_REASONS[reason]}`) : t('check.failed');
  useDocumentTitle(title);
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMessageOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{reason ? t(`errors:${reason}`) : t('check.failedDescription')}</Text>
        {onRetry ? (
          <Button variant="light" onClick={onRetry}>
            {t('check.retry')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
