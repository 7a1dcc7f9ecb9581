import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Typist } from '../hooks/use-typing-indicator';

/** "Lucía is typing…": the contact by name, agents by first name. Keeps its height when empty. */
export function TypingIndicator({ typists, contactName }: { typists: Typist[]; contactName: string }) {
  const { t } = useTranslation('chats');
  const names = typists.map((typist) => (typist.type === 'contact' ? contactName : typist.name));
  return (
    <Text size="xs" c="dimmed" px="md" h={18} aria-live="polite">
      {names.length > 0 ? t('typing.label', { names: names.join(', '), count: names.length }) : null}
    </Text>
  );
}
