import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../auth/auth-state';
import { mockApi } from '../testing/mock-api';
import { renderWithProviders, testI18n } from '../testing/render-with-providers';
import { hasStayProof, StayProofAction } from './stay-proof-action';

beforeAll(async () => {
  await testI18n.loadNamespaces(['common', 'errors']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StayProofAction', () => {
  it("asks for the stay's proof with the driver's token and opens its page", async () => {
    setToken('standard', 'tok-7');
    const api = mockApi({
      '/api/proofs': () => ({ status: 'ok', code: 'Q29kZW9mdGhlcHJvb2YxMjM0', url: 'u', pdfUrl: 'p' }),
    });
    renderWithProviders(<StayProofAction sessionId="9001" />, { route: '/en/profile/operations' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Подтверждение оплаты' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/proof/Q29kZW9mdGhlcHJvb2YxMjM0'),
    );
    const [, init] = api.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ sessionId: '9001' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-7');
  });

  it('says why when the stay has no proof', async () => {
    mockApi({ '/api/proofs': () => ({ status: 'error', errorName: 'StayNotPaid', errorMessage: 'x' }) });
    renderWithProviders(<StayProofAction sessionId="9002" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Подтверждение оплаты' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта парковка не оплачена');
  });

  it('is offered on paid stay rows of the history only', () => {
    expect(hasStayProof({ type: 'payment', status: 'done', orderNumber: '1' })).toBe(true);
    expect(hasStayProof({ type: 'renew', status: 'done', orderNumber: '1' })).toBe(true);
    expect(hasStayProof({ type: 'refill', status: 'done', orderNumber: null })).toBe(false);
    expect(hasStayProof({ type: 'payment', status: 'waiting', orderNumber: '1' })).toBe(false);
  });
});
