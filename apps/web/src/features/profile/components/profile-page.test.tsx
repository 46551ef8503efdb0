import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { ProfilePage } from './profile-page';

type Calls = Record<string, unknown[]>;

function profile(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: '',
    email: 'ivan@mail.ru',
    privateData: true,
    phones: [
      { phone: '79990000001', isMain: true },
      { phone: '79990000002', isMain: false },
    ],
    balance: 12_345,
    ts: [],
    documents: [],
    sessions: [],
    ...overrides,
  };
}

function api(extra: Record<string, (url: URL, body: unknown) => unknown> = {}, flags = {}) {
  const calls: Calls = {};
  const state = { profile: profile() };
  const record =
    (path: string, answer: (body: unknown) => unknown = () => ({ status: 'ok' })) =>
    (_: URL, body: unknown) => {
      (calls[path] ??= []).push(body);
      return answer(body);
    };
  mockApi({
    '/api/options/get-settings': () => settingsFlags(flags),
    '/api/profile/get-profile-v6': () => state.profile,
    '/api/profile/get-settings-v1': () => ({
      reportHistoryOperation: false,
      pushOff: false,
      checkParkingSession: false,
      checkParkingSessionBefore: false,
    }),
    '/api/profile/change-profile': record('change-profile'),
    '/api/profile/change-password': record('change-password'),
    '/api/profile/send-sms-code': record('send-sms-code', () => ({ status: 'ok', phoneSalt: 'x' })),
    '/api/profile/change-phone': record('change-phone'),
    '/api/profile/confirm-phone': record('confirm-phone'),
    '/api/profile/send-email-code': record('send-email-code', () => ({ status: 'ok', emailSalt: 'x' })),
    '/api/profile/confirm-email': record('confirm-email'),
    '/api/profile/set-main-phone': record('set-main-phone'),
    '/api/profile/change-settings-v1': record('change-settings'),
    ...Object.fromEntries(
      Object.entries(extra).map(([p, h]) => [
        p,
        (u: URL, b: unknown) => {
          (calls[p] ??= []).push(b);
          return h(u, b);
        },
      ]),
    ),
  });
  return { calls, state };
}

async function renderPage() {
  await testI18n.loadNamespaces(['profile', 'errors', 'validation', 'forms', 'common']);
  const user = userEvent.setup();
  const onLogout = vi.fn();
  const view = renderWithProviders(
    <ProfilePage vehicles={<p>машины</p>} documents={<p>документы</p>} onLogout={onLogout} />,
    { route: '/profile/my-profile' },
  );
  await screen.findByRole('region', { name: 'Основная информация' });
  return { user, onLogout, ...view };
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-my-profile-0123456789');
  closeModal();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('shows the main info, balance with Recharge and logout', async () => {
    api();
    const { user, onLogout } = await renderPage();
    expect(screen.getByText('Петров Иван')).toBeInTheDocument();
    expect(screen.getByText('+7 (999) 000 - 00 - 01')).toBeInTheDocument();
    expect(screen.getByText('машины')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Пополнить' }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'payment', action: 'refill' });
    await user.click(screen.getByRole('button', { name: 'Выйти из аккаунта' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('hides names without private data and the balance in no-balance mode', async () => {
    const { state } = api({}, { dontUseBalance: true });
    state.profile = profile({ privateData: false, firstName: '', lastName: '' });
    await renderPage();
    await screen.findByText('ivan@mail.ru');
    expect(screen.queryByText('ФИО')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Баланс' })).not.toBeInTheDocument();
  });

  it('saves only the changed fields', async () => {
    const { calls } = api();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' });
    const last = within(dialog).getByRole('textbox', { name: 'Фамилия' });
    await user.clear(last);
    await user.type(last, 'Сидоров');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls['change-profile']).toEqual([{ lastname: 'Сидоров' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses to empty the first name, and saving unchanged sends nothing', async () => {
    const { calls } = api();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Имя' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Имя' }), 'Иван');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls['change-profile']).toBeUndefined();
  });

  it('password step: old, new, repeat; CurrentPasswordIncorrect shown; back to main on ok, saying so', async () => {
    let wrong = true;
    const { calls } = api({
      '/api/profile/change-password': () =>
        wrong ? { status: 'error', errorName: 'CurrentPasswordIncorrect' } : { status: 'ok' },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить пароль' });
    await user.type(within(dialog).getByLabelText(/Текущий пароль/), 'old-pass');
    await user.type(within(dialog).getByLabelText(/^Новый пароль/), 'new-pass1');
    await user.type(within(dialog).getByLabelText(/Повторите новый пароль/), 'new-pass2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Пароли не совпадают')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Повторите новый пароль/));
    await user.type(within(dialog).getByLabelText(/Повторите новый пароль/), 'new-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Неверный текущий пароль')).toBeInTheDocument();
    wrong = false;
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const main = await screen.findByRole('dialog', { name: 'Редактирование профиля' });
    expect(within(main).getByRole('status')).toHaveTextContent('Пароль изменён');
    expect(calls['/api/profile/change-password']?.at(-1)).toEqual({
      pass: 'new-pass1',
      currentpass: 'old-pass',
    });
  });

  it('telephone step: code step with the resend countdown, then back to main', async () => {
    const { calls } = api();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    await user.click(screen.getByRole('button', { name: 'Изменить телефон' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить телефон' });
    await user.type(within(dialog).getByRole('textbox', { name: /Номер телефона/ }), '9995554433');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(calls['send-sms-code']?.[0]).toEqual({ phone: '79995554433', edit: true, isReply: false });
    expect(within(code).getByTestId('resend-wait')).toHaveTextContent(/через (10|9) секунд/);
    await user.type(within(code).getByRole('textbox', { name: /Код подтверждения/ }), '123456');
    await user.click(within(code).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('dialog', { name: 'Редактирование профиля' })).toBeInTheDocument();
    expect(calls['change-phone']?.[0]).toEqual({ phone: '79995554433', code: '123456' });
  });

  it('the resend link appears after 10 seconds and resends with isReply', async () => {
    const { calls } = api();
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить телефон' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить телефон' });
    await user.type(within(dialog).getByRole('textbox', { name: /Номер телефона/ }), '9995554433');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('dialog', { name: 'Подтверждение' });
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 10_500);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await user.click(await screen.findByRole('button', { name: 'Отправить код повторно' }));
    spy.mockRestore();
    await waitFor(() => expect(calls['send-sms-code']?.[1]).toMatchObject({ isReply: true }));
    await user.type(screen.getByRole('textbox', { name: /Код подтверждения/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls['confirm-phone']?.[0]).toEqual({ code: '654321' });
  });

  it('e-mail step sends a code to the new address and confirms it', async () => {
    const { calls } = api({
      '/api/profile/confirm-email': () => ({ status: 'error', errorName: 'IncorrectCode' }),
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    await user.click(await screen.findByRole('button', { name: 'Изменить e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить e-mail' });
    await user.type(within(dialog).getByRole('textbox', { name: /Новый e-mail/ }), 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    expect(within(dialog).getByText('Введите корректный e-mail')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Новый e-mail/ }), '@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(calls['send-email-code']?.[0]).toEqual({ email: 'bad@mail.ru', edit: true });
    await user.type(within(code).getByRole('textbox', { name: /Код подтверждения/ }), '111111');
    await user.click(within(code).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(code).findByText('Неверный код')).toBeInTheDocument();
    await user.click(within(code).getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('dialog', { name: 'Редактирование профиля' })).toBeInTheDocument();
  });

  it('set main phone: the old main stays main until the server says ok', async () => {
    const { state, calls } = api();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.mocked(fetch);
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('set-main-phone')) await gate;
      return real(input, init);
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Сделать основным: +7 (999) 000 - 00 - 02' }));
    const items = () => within(screen.getByRole('list', { name: 'Телефоны' })).getAllByRole('listitem');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(items()[0]!).getByText('Основной')).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('000 - 00 - 01');
    state.profile = profile({
      phones: [
        { phone: '79990000001', isMain: false },
        { phone: '79990000002', isMain: true },
      ],
    });
    release();
    await waitFor(() => expect(items()[0]).toHaveTextContent('000 - 00 - 02'));
    expect(calls['set-main-phone']?.[0]).toEqual({ phone: '79990000002' });
  });

  it('hides Add phone where the city has allowAddPhone off; the phones can still be changed', async () => {
    api({}, { allowAddPhone: false });
    await renderPage();
    expect(
      await screen.findByRole('button', { name: 'Изменить телефон: +7 (999) 000 - 00 - 01' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Баланс' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Добавить телефон' })).not.toBeInTheDocument();
  });

  it('shows Add phone where allowAddPhone is on', async () => {
    api({}, { allowAddPhone: true });
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Добавить телефон' })).toBeEnabled();
  });

  it.each([
    ['edit', true, false],
    ['readonly', false, true],
  ] as const)(
    'emailEditing %s: Change e-mail is there, enabled %s, with the note %s',
    async (emailEditing, enabled, note) => {
      api({}, { emailEditing });
      const { user } = await renderPage();
      await screen.findByRole('region', { name: 'Баланс' });
      await user.click(screen.getByRole('button', { name: 'Редактировать' }));
      const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' });
      expect(within(dialog).getByText('ivan@mail.ru')).toBeInTheDocument();
      const change = within(dialog).getByRole('button', { name: 'Изменить e-mail' });
      if (enabled) expect(change).toBeEnabled();
      else expect(change).toBeDisabled();
      const text = 'Изменение e-mail в вашем городе недоступно';
      if (note) expect(change).toHaveAccessibleDescription(text);
      else expect(within(dialog).queryByText(text)).not.toBeInTheDocument();
    },
  );

  it('emailEditing hidden: the e-mail is shown, Change e-mail is not', async () => {
    api({}, { emailEditing: 'hidden' });
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Баланс' });
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' });
    expect(within(dialog).getByText('ivan@mail.ru')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Изменить пароль' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Изменить e-mail' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Изменение e-mail в вашем городе недоступно')).not.toBeInTheDocument();
  });

  it('sets and clears the default zone (document 1 §4: login then opens /profile/parking)', async () => {
    let defaultZone: string | null = null;
    const { calls } = api({
      '/api/map/get-zones': () => [
        { zonenumber: '101', name: 'Центр', value: '101', prices: [] },
        { zonenumber: '102', name: '', value: '102', prices: [] },
      ],
      '/api/profile/get-profile-v6': () => profile({ defaultZone }),
      '/api/profile/change-profile': (_url, body) => {
        defaultZone = (body as { defaultZone: string }).defaultZone || null;
        return { status: 'ok' };
      },
    });
    const { user } = await renderPage();
    const field = await screen.findByRole('combobox', { name: 'Зона по умолчанию' });
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: '101 — Центр' }));
    const saved = () => calls['/api/profile/change-profile'];
    await waitFor(() => expect(saved()).toEqual([{ defaultZone: '101' }]));

    await waitFor(() => expect(field).toHaveTextContent('101 — Центр'));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Не выбрана' }));
    await waitFor(() => expect(saved()?.[1]).toEqual({ defaultZone: '' }));
  });

  it('the report checkbox follows change-settings-v1', async () => {
    const { calls } = api();
    const { user } = await renderPage();
    const box = await screen.findByRole('checkbox', { name: /отчёт об истории операций/ });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls['change-settings']?.[0]).toEqual({ name: 'reportHistoryOperation', value: true });
  });
});
