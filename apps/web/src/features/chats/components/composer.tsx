import { MESSAGE_TEXT_MAX } from '@charla/contracts';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Pill,
  Switch,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentTyping } from '../hooks/use-agent-typing';
import classes from './chats.module.css';

export type Draft = { text: string; isPrivate: boolean; files: File[] };

/**
 * Enter sends, Shift+Enter starts a new line. The note switch turns the reply into a private note
 * for agents (and stops telling the customer that someone is typing).
 */
export function Composer({
  conversationOid,
  onSend,
}: {
  conversationOid: string;
  onSend: (draft: Draft) => void;
}) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const typing = useAgentTyping(conversationOid);
  const canSend = text.trim().length > 0 || files.length > 0;

  const submit = () => {
    if (!canSend) return;
    onSend({ text: text.trim(), isPrivate, files });
    setText('');
    setFiles([]);
    typing.stop();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Paper
      component="form"
      withBorder
      p="xs"
      m="sm"
      className={isPrivate ? classes.composerNote : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        variant="unstyled"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MESSAGE_TEXT_MAX}
        aria-label={isPrivate ? t('composer.noteLabel') : t('composer.label')}
        placeholder={isPrivate ? t('composer.notePlaceholder') : t('composer.placeholder')}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          if (isPrivate) typing.stop();
          else typing.onInput(value);
        }}
        onBlur={typing.stop}
        onKeyDown={onKeyDown}
      />
      {files.length > 0 ? (
        <Group gap={4} my={4} aria-label={t('composer.files')}>
          {files.map((file, index) => (
            <Pill
              key={`${file.name}-${index}`}
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('composer.removeFile', { name: file.name }) }}
              onRemove={() => setFiles((current) => current.filter((_, position) => position !== index))}
            >
              {file.name}
            </Pill>
          ))}
          <CloseButton size="sm" aria-label={t('composer.removeFiles')} onClick={() => setFiles([])} />
        </Group>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Group gap="sm">
          <FileButton multiple onChange={(picked) => setFiles((current) => [...current, ...picked])}>
            {(props) => (
              <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('composer.attach')}>
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Switch
            size="xs"
            color="yellow"
            label={t('composer.noteToggle')}
            checked={isPrivate}
            onChange={(event) => {
              setIsPrivate(event.currentTarget.checked);
              typing.stop();
            }}
          />
        </Group>
        <Button
          type="submit"
          size="xs"
          color={isPrivate ? 'yellow' : undefined}
          disabled={!canSend}
          rightSection={<IconSend size={14} aria-hidden />}
        >
          {isPrivate ? t('composer.addNote') : t('composer.send')}
        </Button>
      </Group>
    </Paper>
  );
}
