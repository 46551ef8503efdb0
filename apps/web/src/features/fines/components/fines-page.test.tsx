import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finePicturePath, type Fine } from '@parking/domain/fines/fine-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { forgetFinePictures } from '../api/get-fine-image';
import { FinesPage } from './fines-page';

function fine(overrides: Partial<Fine> = {}): Fine {
  const uin = overrides.uin ?? '18810159230101000017';
  return {
    uin: '18810159230101000017',
    fineStatus: 'issued',
    statusColor: 'black',
    date: '21.11.2026 11:00',
    dateIso: '2026-11-21T06:00:00.000Z',
    totalSum: 150000,
    paidSum: 0,
    discountSum: 75000,
    discountUntil: '11.12.2026 23:59',
    discountUntilIso: '2026-12-11T18:59:00.000Z',
    sts: '59АВ123456',
    grz: 'А123ВС159',
    start: '21.11.2026 11:00',
    end: '21.11.2026 11:00',
    place: 'ул. Ленина, 50',
    zone: '101',
    lat: null,
    lon: null,
    type: 'ст. 8.30 КоАП ПК: неоплата парковки',
    provider: 'Административная комиссия',
    hasPicture: true,
    pictureUrl: finePicturePath(uin),
    coverage: {
      kind: 'session',
      id: '9001',
      from: '21.11.2026 10:00',
      to: '21.11.2026 12:00',
      fromIso: '2026-11-21T05:00:00.000Z',
      toIso: '2026-11-21T07:00:00.000Z',
      zone: '101',
      grz: 'А123ВС159',
    },
    ...overrides,
  };
}

function setUp(fines: Fine[], finesAnswer?: () => unknown, more: Parameters<typeof mockApi>[0] = {}) {
  const pictures: string[] = [];
  let listLoads = 0;
  const api = mockApi({
    '/api/options/get-settings': () => settingsFlags({ viewPenalty: true, useFeedback: true }),
    '/api/finesstorage/fines/v1': () => {
      listLoads += 1;
      return finesAnswer?.() ?? { status: 'ok', count: fines.length, result: fines };
    },
    ...more,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/fineimage/v1')) return api(input, init);
    pictures.push(`${url.searchParams.get('uin')} ${new Headers(init?.headers).get('Authorization')}`);
    return new Response(new Uint8Array([137, 80, 78, 71]), {
      headers: { 'Content-Type': 'image/png' },
    });
  });
  return { pictures, loads: () => listLoads };
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['fines', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  forgetFinePictures();
  setToken('standard', 'tok-1');
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:fine-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FinesPage', { timeout: 20_000 }, () => {
  it('lists the fines with the count, status colours and whether our records cover each', async () => {
    setUp([
      fine(),
      fine({
        uin: '18810159230101000025',
        fineStatus: 'sentToBailiffs',
        statusColor: 'red',
        grz: 'В456ОР159',
        coverage: null,
      }),
    ]);
    renderWithProviders(<FinesPage />);
    expect(await screen.findByText('Найдено 2 штрафа')).toBeInTheDocument();
    expect(screen.getByText('Оплачено: парковка 21.11.2026 10:00–12:00, зона 101')).toBeInTheDocument();
    expect(screen.getByText('Оплаты на это время не найдено')).toBeInTheDocument();
    expect(screen.getByText('Передан приставам')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.getAllByText('1 500,00 ₽')).not.toHaveLength(0);
  });

  it('loads a picture once per fine when it first opens, with the driver token; the list once', async () => {
    const { pictures, loads } = setUp([fine(), fine({ uin: '18810159230101000025', coverage: null })]);
    const user = userEvent.setup();
    renderWithProviders(<FinesPage />);
    const [first, second] = await screen.findAllByRole('button', { expanded: false });
    expect(pictures).toEqual([]);

    await user.click(first!);
    // one element with the id the summary controls: the region, labelled by the summary
    expect(document.querySelectorAll('[id="fine-18810159230101000017-details"]')).toHaveLength(1);
    const region = document.getElementById('fine-18810159230101000017-details')!;
    expect(region).toHaveAttribute('role', 'region');
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveAttribute('aria-labelledby', first!.id);
    expect(await within(region).findByRole('img')).toHaveAttribute('src', 'blob:fine-1');
    expect(within(region).getByText(/парковка в это время была оплачена/)).toBeInTheDocument();
    // covered by a paid stay: its proof and the appeal with it (the plain link is for the others)
    expect(within(region).getByRole('button', { name: 'Подтверждение оплаты' })).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Обжаловать с подтверждением оплаты' }),
    ).toBeInTheDocument();

    await user.click(first!);
    await user.click(first!);
    await user.click(second!);
    await waitFor(() => expect(pictures).toHaveLength(2));
    expect(pictures).toEqual(['18810159230101000017 Bearer tok-1', '18810159230101000025 Bearer tok-1']);
    expect(loads()).toBe(1);
  });

  it('appeals with the proof in one click: the form prefilled with the fine and the proof link', async () => {
    const asked: unknown[] = [];
    const proofUrl = 'https://parking.example/c/perm/proof/Q29kZW9mdGhlcHJvb2YxMjM0';
    setUp([fine()], undefined, {
      '/api/proofs': (_url, body) => {
        asked.push(body);
        return { status: 'ok', code: 'Q29kZW9mdGhlcHJvb2YxMjM0', url: proofUrl, pdfUrl: `${proofUrl}.pdf` };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FinesPage />);
    await user.click((await screen.findAllByRole('button', { expanded: false }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Обжаловать с подтверждением оплаты' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/profile\/feedback\?/));
    const address = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(address.searchParams.get('fine')).toBe('18810159230101000017');
    expect(address.searchParams.get('text')).toBe(
      `Прошу отменить штраф УИН 18810159230101000017 от 21.11.2026 11:00 за автомобиль А123ВС159: парковка в это время была оплачена. Подтверждение оплаты: ${proofUrl}`,
    );
    expect(asked).toEqual([{ fineUin: '18810159230101000017' }]);
  });

  it('opens the proof page of the stay that covers the fine', async () => {
    setUp([fine()], undefined, {
      '/api/proofs': () => ({ status: 'ok', code: 'Q29kZW9mdGhlcHJvb2YxMjM0', url: 'u', pdfUrl: 'p' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinesPage />);
    await user.click((await screen.findAllByRole('button', { expanded: false }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Подтверждение оплаты' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/proof/Q29kZW9mdGhlcHJvb2YxMjM0'),
    );
  });

  it('says when there are no fines', async () => {
    setUp([]);
    renderWithProviders(<FinesPage />);
    expect(await screen.findByText('У вас нет штрафов')).toBeInTheDocument();
  });

  it('retries after a load error', async () => {
    let calls = 0;
    setUp([fine()], () => (++calls === 1 ? { status: 'error', errorName: 'UnknownError' } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<FinesPage />);
    expect(await screen.findByText('Не удалось загрузить штрафы')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Найден 1 штраф')).toBeInTheDocument();
  });
});
