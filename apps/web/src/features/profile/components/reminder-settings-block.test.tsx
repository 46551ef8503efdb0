import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ReminderSettingsBlock } from './reminder-settings-block';

const SETTINGS = {
  minutesBefore: 10,
  beforeEnd: true,
  afterEnd: false,
  push: false,
  fallback: 'sms',
  atNight: false,
};
const PUSH_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function api(options: { pushKey?: string | null; refuse?: boolean } = {}) {
  const calls: Record<string, unknown[]> = {};
  const state = { settings: { ...SETTINGS } };
  const record = (name: string, body: unknown) => (calls[name] ??= []).push(body);
  mockApi({
    '/api/profile/reminder-settings': (_, body) => {
      if (body === undefined)
        return { status: 'ok', settings: state.settings, pushKey: options.pushKey ?? null };
      record('put', body);
      if (options.refuse) return { status: 'error', errorName: 'ValidationError' };
      state.settings = body as typeof SETTINGS;
      return { status: 'ok', settings: state.settings };
    },
    '/api/profile/push-subscriptions': (_, body) => {
      record('subscription', body);
      return { status: 'ok' };
    },
  });
  return calls;
}

async function renderBlock() {
  await testI18n.loadNamespaces(['profile', 'errors']);
  const user = userEvent.setup();
  renderWithProviders(<ReminderSettingsBlock />);
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Напомнить до окончания парковки' })).toBeEnabled(),
  );
  return user;
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-reminders-0123456789');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReminderSettingsBlock', { timeout: 30_000 }, () => {
  it('saves every change with all the fields and says it was saved', async () => {
    const calls = api();
    const user = await renderBlock();
    expect(screen.getByRole('button', { name: '10 минут' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '15 минут' }));
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-mail' })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await waitFor(() => expect(calls.put).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Сообщить, когда/ })).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: /Сообщить, когда/ }));
    await waitFor(() => expect(calls.put).toHaveLength(3));
    expect(calls.put).toEqual([
      { ...SETTINGS, minutesBefore: 15 },
      { ...SETTINGS, minutesBefore: 15, fallback: 'email' },
      { ...SETTINGS, minutesBefore: 15, fallback: 'email', afterEnd: true },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Сообщить, когда/ })).toBeChecked());
  });

  it('keeps the saved value and says so when the server refuses', async () => {
    api({ refuse: true });
    const user = await renderBlock();
    await user.click(screen.getByRole('switch', { name: /ночью/ }));
    expect(await screen.findByText(/Не сохранено/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /ночью/ })).not.toBeChecked();
  });

  it('says push cannot work in a browser without a service worker', async () => {
    api({ pushKey: PUSH_KEY });
    await renderBlock();
    expect(screen.getByRole('switch', { name: 'Push-уведомления на этом устройстве' })).toBeDisabled();
    expect(screen.getByText(/Этот браузер не умеет показывать push-уведомления/)).toBeInTheDocument();
  });

  it('subscribes this device with the VAPID key, posts the subscription and turns push on', async () => {
    const calls = api({ pushKey: PUSH_KEY });
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => true),
    };
    let subscribed: typeof subscription | null = null;
    const subscribe = vi.fn(async () => (subscribed = subscription));
    const registration = { pushManager: { subscribe, getSubscription: async () => subscribed } };
    // The browser's Push API, which jsdom lacks (the worker itself is the app shell's).
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    try {
      const user = await renderBlock();
      const push = screen.getByRole('switch', { name: 'Push-уведомления на этом устройстве' });
      expect(push).not.toBeChecked();
      await user.click(push);
      await waitFor(() => expect(push).toBeChecked());
      const options = (subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0];
      expect(options.userVisibleOnly).toBe(true);
      expect((options.applicationServerKey as Uint8Array).length).toBe(65);
      expect(calls.subscription).toEqual([
        { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' }, lang: 'ru' },
      ]);
      expect(calls.put).toEqual([{ ...SETTINGS, push: true }]);
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
