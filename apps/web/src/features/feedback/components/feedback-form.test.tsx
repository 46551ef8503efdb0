import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { FeedbackForm } from './feedback-form';

const topics = [
  { label: '', code: '' },
  { label: 'Оплата парковки', code: 'payment' },
  { label: 'Штрафы', code: 'fines' },
];
const blank = { phone: '', email: '', idSubject: '', message: '' };

function setUp(answer: (body: Record<string, unknown>) => unknown = () => ({})) {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    '/api/appealProcessing/appealRegistration/v1': (_url, body) => {
      sent.push(body as Record<string, unknown>);
      return {
        status: 'ok',
        userMessage: 'Обращение зарегистрировано',
        idAppeal: 7,
        ...(answer(body as never) as object),
      };
    },
  });
  return sent;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['feedback', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FeedbackForm', { timeout: 20_000 }, () => {
  it('checks on submit only, with the seeds’ texts, and sends nothing while invalid', async () => {
    const sent = setUp();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm topics={topics} defaults={blank} />);
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-mail');
    expect(screen.queryByText('Телефон должен быть валидным')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Телефон должен быть валидным')).toBeInTheDocument();
    expect(screen.getByText('Email должен быть валидным')).toBeInTheDocument();
    expect(screen.getByText('Это поле обязательно к заполнению')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Сообщение/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.getAllByText('Это поле обязательно к заполнению')).toHaveLength(2));
    expect(sent).toEqual([]);
  });

  it('sends the parsed values with the topic, shows the answer and hides it after 8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = setUp();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<FeedbackForm topics={topics} defaults={blank} />);
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '8 9991234567');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' Driver@Mail.RU ');
    await user.click(screen.getByRole('combobox', { name: 'Тема' }));
    await user.click(await screen.findByRole('option', { name: 'Штрафы' }));
    await user.type(screen.getByRole('textbox', { name: /Сообщение/ }), '  Прошу проверить штраф  ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Обращение зарегистрировано')).toBeInTheDocument();
    expect(sent).toEqual([
      { idSubject: 'fines', message: 'Прошу проверить штраф', phone: '79991234567', email: 'driver@mail.ru' },
    ]);
    expect(screen.getByRole('textbox', { name: /Сообщение/ })).toHaveValue('');

    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.getByText('Обращение зарегистрировано')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Обращение зарегистрировано')).toBeNull();
  });

  it('shows a refusal by its error name', async () => {
    mockApi({
      '/api/appealProcessing/appealRegistration/v1': () => ({ status: 'error', errorName: 'UnknownError' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <FeedbackForm topics={[]} defaults={{ ...blank, email: 'a@b.ru', message: 'Здравствуйте' }} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Тема' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ошибка/i);
  });
});
