import { MESSAGE_TEXT_MAX, type Attachment } from '@charla/contracts';
import { ActionIcon, Box, FileButton, Group, Loader, Pill, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { describeVisitorError } from '../api/visitor-api';
import { readableTextColor } from '@/widget/readable-text-color';
import type { OutgoingMessage } from '../hooks/use-outbox';

const MAX_ATTACHMENTS = 10;

/**
 * Enter sends, Shift+Enter starts a new line. Files upload as soon as they are picked and travel with
 * the next message.
 */
export function Composer({
  color,
  onSend,
  onTyping,
  onUpload,
  isAutoFocused = false,
}: {
  color: string;
  onSend: (message: OutgoingMessage) => void;
  /** Called on every keystroke with whether there is text left. */
  onTyping: (hasText: boolean) => void;
  onUpload: (file: File) => Promise<Attachment>;
  /** In the widget the chat opens because the customer wants to write. */
  isAutoFocused?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const canSend = (text.trim().length > 0 || attachments.length > 0) && uploading === 0;

  const submit = () => {
    if (!canSend) return;
    onSend({ text: text.trim() || null, attachments });
    setText('');
    setAttachments([]);
    onTyping(false);
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading((count) => count + 1);
    try {
      const attachment = await onUpload(file);
      setAttachments((list) => [...list, attachment]);
    } catch (error) {
      notify({ type: 'error', title: describeVisitorError(error) });
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      {attachments.length > 0 || uploading > 0 ? (
        <Group gap={6} mb={6} aria-label={t('composer.attachments')} role="group">
          {attachments.map((attachment) => (
            <Pill
              key={attachment._id}
              withRemoveButton
              onRemove={() => setAttachments((list) => list.filter((item) => item._id !== attachment._id))}
              removeButtonProps={{ 'aria-label': t('composer.removeAttachment', { name: attachment.name }) }}
            >
              {attachment.name}
            </Pill>
          ))}
          {uploading > 0 ? <Loader size="xs" aria-label={t('composer.uploading')} /> : null}
        </Group>
      ) : null}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton onChange={(file) => void upload(file)} disabled={attachments.length >= MAX_ATTACHMENTS}>
          {(props) => (
            <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label={t('composer.attach')}>
              <IconPaperclip size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onTyping(event.currentTarget.value.trim().length > 0);
          }}
          onKeyDown={onKeyDown}
          autoFocus={isAutoFocused}
          maxLength={MESSAGE_TEXT_MAX}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size="lg"
          disabled={!canSend}
          aria-label={t('composer.send')}
          style={canSend ? { background: color, color: readableTextColor(color) } : undefined}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
