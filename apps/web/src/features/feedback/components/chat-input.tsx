import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

const refuseDrop = (event: DragEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * The chat's input (document 2 §5): Enter sends, Shift+Enter starts a new line, a blank text is
 * not sent, pasted text arrives as plain text and nothing can be dropped in.
 */
export function ChatInput({
  onSend,
  disabled = false,
}: {
  onSend: (text: string) => boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('feedback');
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const plain = event.clipboardData.getData('text/plain');
    const field = input.current;
    if (!field) return;
    const start = field.selectionStart ?? text.length;
    const end = field.selectionEnd ?? text.length;
    setText(text.slice(0, start) + plain + text.slice(end));
    requestAnimationFrame(() => field.setSelectionRange(start + plain.length, start + plain.length));
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        inputRef={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={refuseDrop}
        onDragOver={refuseDrop}
        label={t('chat.input')}
        placeholder={t('chat.placeholder')}
        multiline
        maxRows={6}
        fullWidth
        disabled={disabled}
        size="small"
      />
      <IconButton
        color="primary"
        aria-label={t('chat.send')}
        onClick={submit}
        disabled={disabled || text.trim() === ''}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
}
