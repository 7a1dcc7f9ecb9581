import type { Attachment } from '@charla/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isImage } from '../lib/timeline';
import classes from './chats.module.css';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Images inline (opening full size), every other file as a download link. */
export function MessageAttachments({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Stack gap={6} mt={4}>
      {attachments.map((attachment) =>
        isImage(attachment.contentType) ? (
          <a key={attachment._id} href={attachment.url} target="_blank" rel="noreferrer noopener">
            <img src={attachment.url} alt={attachment.name} className={classes.image} loading="lazy" />
          </a>
        ) : (
          <Anchor
            key={attachment._id}
            href={attachment.url}
            download={attachment.name}
            target="_blank"
            rel="noreferrer noopener"
            size="sm"
          >
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} aria-hidden />
              <Text span size="sm" truncate>
                {attachment.name}
              </Text>
              <Text span size="xs" opacity={0.8}>
                {sizeOf(attachment.size)}
              </Text>
            </Group>
          </Anchor>
        ),
      )}
    </Stack>
  );
}
