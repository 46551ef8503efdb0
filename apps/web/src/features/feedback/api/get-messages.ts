import { useQuery } from '@tanstack/react-query';
import type { AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export const messagesKey = (idAppeal: number) =>
  ['appeal-messages', getCurrentCity().city, idAppeal] as const;

/** GET getMessages/v1?idAppeal: the chat, oldest first. */
export const useMessages = (idAppeal: number) =>
  useQuery({
    queryKey: messagesKey(idAppeal),
    queryFn: ({ signal }) =>
      apiGet<{ count: number; items: AppealMessage[] }>(
        '/api/appealProcessing/getMessages/v1',
        { idAppeal },
        signal,
      ).then((r) => r.items),
  });
