import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealListItem, AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { appealsKey, FEEDBACK_LIST_POLL_MS, useAppeals, type AppealsList } from '../api/get-appeals';
import { FEEDBACK_CHAT_POLL_MS } from '../api/get-messages';
import { AppealChat } from './appeal-chat';
import { AppealsList as AppealsListView } from './appeals-list';

const message = (id: number, text: string, out: 0 | 1): AppealMessage => ({
  id,
  idAppeal: 7,
  date: '2026-11-21T06:00:00.000Z',
  text,
  out,
  author: out === 1 ? 'driver' : 'operator',
});

function row(status: AppealListItem['status'] = 'in_progress'): AppealListItem {
  return {
    appeal: {
      id: 7,
      subject: 'Штрафы',
      idSubject: 'fines',
      status,
      phone: '',
      email: 'a@b.ru',
      createdAt: '2026-11-21T06:00:00.000Z',
      updatedAt: '2026-11-21T06:00:00.000Z',
    },
    lastMessage: null,
    status,
    unread: 0,
  };
}

/** messageRegistration answers from `outcomes` in turn: true ok, false an error. */
function setUp(messages: AppealMessage[], outcomes: boolean[] = []) {
  const sent: unknown[] = [];
  mockApi({
    '/api/appealProcessing/getMessages/v1': () => ({ status: 'ok', count: messages.length, items: messages }),
    '/api/appealProcessing/messageRegistration/v1': (_url, body) => {
      sent.push(body);
      const ok = outcomes.shift() ?? true;
      const { message: text } = body as { message: string };
      return ok
        ? { status: 'ok', userMessage: 'ok', item: message(100 + sent.length, text, 1) }
        : { status: 'error', errorName: 'UnknownError' };
    },
  });
  return { sent };
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['feedback', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppealChat', { timeout: 20_000 }, () => {
  it('shows the conversation, and the empty state', async () => {
    setUp([message(1, 'Здравствуйте, штраф ошибочный', 1), message(2, 'Проверяем', 0)]);
    renderWithProviders(<AppealChat row={row()} />);
    expect(await screen.findByText('Здравствуйте, штраф ошибочный')).toBeInTheDocument();
    expect(screen.getByText(/^Оператор · 21\.11\.2026 11:00$/)).toBeInTheDocument();
    setUp([]);
    renderWithProviders(<AppealChat row={{ ...row(), appeal: { ...row().appeal, id: 8 } }} />);
    expect(await screen.findByText('В этом обращении пока нет сообщений')).toBeInTheDocument();
  });

  it('sends on Enter at once marked sending, keeps Shift+Enter as a new line, sends no blank text', async () => {
    const { sent } = setUp([]);
    const user = userEvent.setup();
    renderWithProviders(<AppealChat row={row()} />);
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    await user.type(input, '   {Enter}');
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, 'Первая строка{Shift>}{Enter}{/Shift}вторая');
    expect(input).toHaveValue('Первая строка\nвторая');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    const log = screen.getByRole('log');
    expect(within(log).getByText(/Первая строка/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ idAppeal: 7, message: 'Первая строка\nвторая' }]));
    await waitFor(() => expect(within(log).queryByText('Отправляется…')).toBeNull());
    expect(within(log).getByText(/^Вы · /)).toBeInTheDocument();
  });

  it('marks a failed message and sends it again', async () => {
    const { sent } = setUp([], [false, true]);
    const user = userEvent.setup();
    renderWithProviders(<AppealChat row={row()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Сообщение' }), 'Ответьте, пожалуйста{Enter}');
    const again = await screen.findByRole('button', { name: 'Отправить снова' });
    expect(again).toHaveAttribute('title', 'Возникла ошибка, повторить отправку?');
    expect(screen.getByText('Не отправлено')).toBeInTheDocument();
    await user.click(again);
    await waitFor(() => expect(screen.queryByText('Не отправлено')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(screen.getAllByText('Ответьте, пожалуйста')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Отправить снова' })).toBeNull();
  });

  it('survives a scrollIntoView that returns a Promise (this Chromium) on send, failure and switch', async () => {
    // An effect returning that Promise made React call it as a cleanup: "l is not a function".
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    try {
      setUp([message(1, 'Первое', 1)], [false, true]);
      const user = userEvent.setup();
      function Switching() {
        const [id, setId] = useState(7);
        return (
          <>
            <button onClick={() => setId(8)}>other appeal</button>
            <AppealChat key={id} row={{ ...row(), appeal: { ...row().appeal, id } }} />
          </>
        );
      }
      renderWithProviders(<Switching />);
      const input = await screen.findByRole('textbox', { name: 'Сообщение' });
      await user.type(input, 'Не дойдёт{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Отправить снова' }));
      await waitFor(() => expect(screen.queryByText('Не отправлено')).toBeNull());
      await user.type(input, 'Дойдёт{Enter}');
      await waitFor(() => expect(screen.queryByText('Отправляется…')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'other appeal' }));
      expect(await screen.findByLabelText('Обращение № 8')).toBeInTheDocument();
      expect(scroll).toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it("shows the operator's reply without a reload, and clears the appeal's unread mark", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const messages = [message(1, 'Где мой платёж?', 1)];
      setUp(messages);
      const view = renderWithProviders(<AppealChat row={row()} />);
      view.queryClient.setQueryData(appealsKey(), { count: 1, items: [{ ...row(), unread: 2 }] });
      expect(await screen.findByText('Где мой платёж?')).toBeInTheDocument();
      messages.push(message(2, 'Платёж найден', 0));
      await vi.advanceTimersByTimeAsync(FEEDBACK_CHAT_POLL_MS);
      expect(await screen.findByText('Платёж найден')).toBeInTheDocument();
      const list = view.queryClient.getQueryData<AppealsList>(appealsKey());
      expect(list?.items[0]).toMatchObject({ unread: 0, lastMessage: { text: 'Платёж найден' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps asking for the list while a chat is open: another appeal's reply gets its mark", async () => {
    // Each chat poll once rewrote the list, and a write restarts the list's own 30 s poll: with a
    // chat open the list never refreshed, so a reply in another appeal was never marked.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const other = { ...row(), appeal: { ...row().appeal, id: 8, subject: 'Тариф' } };
      let replied = false;
      const lists: number[] = [];
      setUp([message(1, 'Где мой платёж?', 1)]);
      const answer = vi.mocked(fetch).getMockImplementation()!;
      vi.mocked(fetch).mockImplementation(async (input, init) => {
        if (!String(input).includes('/getAppeals/v1')) return answer(input, init);
        lists.push(Date.now());
        const items = [row(), { ...other, unread: replied ? 1 : 0 }];
        return new Response(JSON.stringify({ status: 'ok', count: 2, items }), {
          headers: { 'Content-Type': 'application/json' },
        });
      });
      function Page() {
        const appeals = useAppeals();
        return (
          <>
            <AppealsListView items={appeals.data?.items ?? []} selected={7} onSelect={() => undefined} />
            <AppealChat row={row()} />
          </>
        );
      }
      renderWithProviders(<Page />);
      expect(await screen.findByText('Где мой платёж?')).toBeInTheDocument();
      await waitFor(() => expect(lists).toHaveLength(1));
      replied = true;
      await vi.advanceTimersByTimeAsync(FEEDBACK_LIST_POLL_MS + FEEDBACK_CHAT_POLL_MS);
      expect(lists.length).toBeGreaterThan(1);
      expect(
        await screen.findByRole('button', { name: 'Обращение № 8: Тариф, 1 новый ответ' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('pastes plain text only and refuses drops', async () => {
    setUp([]);
    renderWithProviders(<AppealChat row={row()} />);
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    const data = { getData: (type: string) => (type === 'text/plain' ? 'простой текст' : '<b>жирный</b>') };
    fireEvent.paste(input, { clipboardData: data });
    expect(input).toHaveValue('простой текст');
    const drop = fireEvent.drop(input, { dataTransfer: { getData: () => 'x', files: [] } });
    expect(drop).toBe(false);
  });

  it('takes no more messages in a completed appeal', async () => {
    setUp([]);
    renderWithProviders(<AppealChat row={row('completed')} />);
    expect(await screen.findByText(/Обращение завершено/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
  });
});
