import { useQuery } from '@tanstack/react-query';
import type { CityRules, CityRulesAnswer } from '@parking/domain/staff/city-rules-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const RULES_KEY = 'operator-city-rules';
type Answer = Omit<CityRulesAnswer, 'status'>;

/** GET /api/operator/settings/rules: the correction approval limit and the enforcement grace. */
export const useCityRules = () =>
  useQuery({
    queryKey: [RULES_KEY, getCurrentCity().city] as const,
    queryFn: ({ signal }) =>
      apiCall<Answer>('GET', '/api/operator/settings/rules', { token: 'operator', signal }),
  });

/** PUT /api/operator/settings/rules (administrators; audited). */
export const saveCityRules = (rules: CityRules) =>
  apiCall<Answer>('PUT', '/api/operator/settings/rules', { token: 'operator', body: rules });
