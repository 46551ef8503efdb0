import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import { appealsKey, type AppealsList } from '../api/get-appeals';
import { messagesKey } from '../api/get-messages';
import { sendMessage } from '../api/send-message';

/** A message of this visit not yet stored: being sent, or failed with "Send again". */
export type PendingMessage = { key: number; text: string; state: 'sending' | 'failed' };

let nextKey = 1;

/**
 * The chat's sending (document 2 §4): a message shows at once marked sending; an ok answer
 * replaces it with the stored one and updates the list's last message; an error marks it failed
 * and it can be sent again.
 */
export function useChat(idAppeal: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = (key: number, text: string) => {
    setPending((list) => list.map((m) => (m.key === key ? { ...m, state: 'sending' } : m)));
    sendMessage(idAppeal, text).then(
      ({ item }) => {
        queryClient.setQueryData<AppealMessage[]>(messagesKey(idAppeal), (messages = []) => [
          ...messages,
          item,
        ]);
        queryClient.setQueryData<AppealsList>(
          appealsKey(),
          (list) =>
            list && {
              ...list,
              items: list.items.map((row) =>
                row.appeal.id === idAppeal ? { ...row, lastMessage: item } : row,
              ),
            },
        );
        setPending((list) => list.filter((m) => m.key !== key));
      },
      () => setPending((list) => list.map((m) => (m.key === key ? { ...m, state: 'failed' } : m))),
    );
  };

  const send = (raw: string): boolean => {
    const text = raw.trim();
    if (!text) return false;
    const key = nextKey++;
    setPending((list) => [...list, { key, text, state: 'sending' }]);
    deliver(key, text);
    return true;
  };

  const resend = (key: number) => {
    const message = pending.find((m) => m.key === key);
    if (message) deliver(key, message.text);
  };

  return { pending, send, resend };
}
