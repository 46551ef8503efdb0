import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  NewCompanyRequest,
  OperatorCompaniesAnswer,
  OperatorCompany,
} from '@parking/domain/company/operator-company-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every company query key starts with this: writes invalidate the lot. */
export const COMPANIES_KEY = 'operator-companies';

/** GET /api/operator/companies?q&page&pageSize: the city's companies, newest first. */
export const useCompanyList = (query: { q: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [COMPANIES_KEY, getCurrentCity().city, query] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<OperatorCompaniesAnswer, 'status'>>('GET', '/api/operator/companies', {
        token: 'operator',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

type CompanyAnswer = { result: OperatorCompany };

/** POST /api/operator/companies (CompanyExists when the inn and contract number are taken). */
export const addCompany = (request: NewCompanyRequest) =>
  apiCall<CompanyAnswer>('POST', '/api/operator/companies', { token: 'operator', body: request });

/** PUT /api/operator/companies/password: the company's tokens are revoked. */
export const resetCompanyPassword = (request: { id: number; password: string }) =>
  apiCall('PUT', '/api/operator/companies/password', { token: 'operator', body: request });

/** POST /api/operator/companies/:id/disable or /enable. */
export const setCompanyDisabled = ({ id, disabled }: { id: number; disabled: boolean }) =>
  apiCall<CompanyAnswer>('POST', `/api/operator/companies/${id}/${disabled ? 'disable' : 'enable'}`, {
    token: 'operator',
  });
