import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { StayProof } from '@parking/domain/stay-proof/stay-proof-contracts';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { StayProofPage } from './stay-proof-page';

const CODE = 'Zm9vYmFyYmF6cXV4cXV1eDEy';

function proof(over: Partial<StayProof> = {}): StayProof {
  return {
    plate: 'А123ВС159',
    zone: '101',
    zoneAddress: 'ул. Ленина, 50',
    startDate: '2026-11-21T05:00:00.000Z',
    endDate: '2026-11-21T07:00:00.000Z',
    paid: 12050,
    paidAt: '2026-11-21T05:00:30.000Z',
    order: '9001',
    status: 'paid',
    city: 'perm',
    timeZone: 'Asia/Yekaterinburg',
    verifiedAt: '2026-11-27T06:15:00.000Z',
    ...over,
  };
}

function open(answer: () => unknown) {
  const api = mockApi({ [`/api/proofs/${CODE}`]: answer });
  renderWithProviders(
    <Routes>
      <Route path="/proof/:code" element={<StayProofPage />} />
    </Routes>,
    { route: `/proof/${CODE}` },
  );
  return api;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['stay-proof', 'errors', 'site']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StayProofPage', { timeout: 20_000 }, () => {
  it('shows a big Paid, the facts in the city time, who verified it, and the PDF to download', async () => {
    open(() => ({ status: 'ok', proof: proof() }));
    const verdict = await screen.findByRole('status', { name: 'Вердикт' });
    expect(within(verdict).getByText('Оплачено')).toBeInTheDocument();
    const text = screen.getByLabelText('Сведения об оплате').textContent ?? '';
    expect(text).toContain('А123ВС159');
    expect(text).toContain('ул. Ленина, 50');
    // 05:00Z is 10:00 in Perm (UTC+5)
    expect(text.replace(/\s/g, ' ')).toContain('21 ноября 2026 г., 10:00 GMT+5');
    expect(text).toContain('12:00');
    expect(text.replace(/\s/g, ' ')).toContain('120,50 ₽');
    expect(screen.getByText(/Проверено сайтом .+ 27 ноября 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/proofs/${CODE}/pdf$`)),
    );
  });

  it('says Cancelled when the records say the stay was cancelled', async () => {
    open(() => ({ status: 'ok', proof: proof({ status: 'cancelled' }) }));
    const verdict = await screen.findByRole('status', { name: 'Вердикт' });
    expect(within(verdict).getByText('Отменено')).toBeInTheDocument();
    expect(within(verdict).getByText(/подтверждение больше не действует/)).toBeInTheDocument();
    expect(screen.queryByText('Оплачено', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says the proof is not found for an unknown code', async () => {
    open(() => ({ status: 'error', errorName: 'StayProofNotFound', errorMessage: 'no' }));
    expect(await screen.findByText('Подтверждение не найдено')).toBeInTheDocument();
  });
});
