import { BRAND } from '@charla/contracts';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 36 : 28} radius="md" aria-hidden>
        <IconMessageChatbot size={size === 'lg' ? 22 : 18} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 24 : 18}>
        {BRAND}
      </Text>
    </Group>
  );
}
