import { useTranslation } from 'react-i18next';

/**
 * Where a history screen keeps its texts: a namespace, and a key prefix inside it. The driver's
 * (`operations`) and the company's (`corporate`, prefix `operations`) lay them out alike: title,
 * money, filters.*, periods.*, types.*, statuses.*, columns.*.
 */
export type HistoryTexts = { ns: string; keyPrefix?: string };

export function useHistoryTexts({ ns, keyPrefix }: HistoryTexts) {
  return useTranslation(ns, { keyPrefix }).t;
}
