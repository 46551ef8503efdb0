import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';
import { appealsKey, type AppealsList } from './get-appeals';

/** How often an open chat asks for the operator's replies; a hidden tab does not ask. */
export const FEEDBACK_CHAT_POLL_MS = 5000;

export const messagesKey = (idAppeal: number) =>
  ['appeal-messages', getCurrentCity().city, idAppeal] as const;

/**
 * The server marked these read: the list drops the appeal's unread mark and shows the last one.
 * Only when that changes something: any write to the list restarts its own 30 s poll, so a write
 * on every chat poll kept the list (and the other appeals' unread marks) from ever refreshing.
 */
function markSeen(queryClient: QueryClient, idAppeal: number, items: AppealMessage[]) {
  const list = queryClient.getQueryData<AppealsList>(appealsKey());
  const row = list?.items.find((r) => r.appeal.id === idAppeal);
  const last = items.at(-1);
  if (!row || (row.unread === 0 && (!last || row.lastMessage?.id === last.id))) return;
  queryClient.setQueryData<AppealsList>(
    appealsKey(),
    (list) =>
      list && {
        ...list,
        items: list.items.map((row) =>
          row.appeal.id === idAppeal
            ? { ...row, unread: 0, lastMessage: items.at(-1) ?? row.lastMessage }
            : row,
        ),
      },
  );
}

/** GET getMessages/v1?idAppeal: the chat, oldest first, polled while it is open and visible. */
export function useMessages(idAppeal: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesKey(idAppeal),
    queryFn: ({ signal }) =>
      apiGet<{ count: number; items: AppealMessage[] }>(
        '/api/appealProcessing/getMessages/v1',
        { idAppeal },
        signal,
      ).then((r) => {
        markSeen(queryClient, idAppeal, r.items);
        return r.items;
      }),
    refetchInterval: FEEDBACK_CHAT_POLL_MS,
  });
}
