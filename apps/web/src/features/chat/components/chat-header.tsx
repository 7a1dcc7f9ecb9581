import type { VisitorChannel } from '@charla/contracts';
import { Avatar, Box, Group, Text, Title } from '@mantine/core';
import { readableTextColor } from '@/widget/readable-text-color';

/** The channel's title on its colour, with the organization's logo and name. */
export function ChatHeader({ channel }: { channel: VisitorChannel }) {
  const color = readableTextColor(channel.color);
  return (
    <Group
      component="header"
      px="md"
      py="sm"
      gap="sm"
      wrap="nowrap"
      style={{ background: channel.color, color, flexShrink: 0 }}
    >
      <Avatar src={channel.organization.imageUrl} alt={channel.organization.name} radius="xl" color="gray">
        {channel.organization.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box miw={0}>
        <Title order={1} fz="md" lineClamp={1} style={{ color: 'inherit' }}>
          {channel.title}
        </Title>
        <Text fz="xs" lineClamp={1} style={{ color: 'inherit' }}>
          {channel.organization.name}
        </Text>
      </Box>
    </Group>
  );
}
