import type { Attachment } from '@charla/contracts';
import { Anchor, Group } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Images show inline; any other file is a link that opens it. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('chat');
  if (attachment.contentType.startsWith('image/')) {
    return (
      <a
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('attachment.open', { name: attachment.name })}
      >
        <img
          src={attachment.url}
          alt={attachment.name}
          loading="lazy"
          style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 8 }}
        />
      </a>
    );
  }
  return (
    <Anchor
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      c="inherit"
      underline="always"
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconFile size={16} aria-hidden />
        <span style={{ overflowWrap: 'anywhere' }}>{attachment.name}</span>
      </Group>
    </Anchor>
  );
}
