import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { AppProviders } from '../../../shared/ui/app-providers';
import {
  renderWithProviders,
  testI18n,
  testQueryClient,
} from '../../../shared/testing/render-with-providers';
import { popupKey } from '../api/get-popup';
import { NotificationPopup } from './notification-popup';

const notice = {
  title: 'Изменение тарифов',
  message: '<p>С 1 июля</p>',
  updated: '2025-06-01T00:00:00Z',
  url: null,
};

describe('notification pop-up', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({ '/api/notification/get-popup': () => notice });
  });
  afterEach(() => {
    closeModal();
    vi.unstubAllGlobals();
  });

  it('opens after the delay when nothing else is open', async () => {
    renderWithProviders(<NotificationPopup />);
    expect(await screen.findByRole('dialog', { name: 'Изменение тарифов' }, { timeout: 2000 })).toBeVisible();
  });

  it('opens 300 ms after the page loaded, counting the time its code and the notice took', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const loadedAt = performance.now();
      vi.advanceTimersByTime(250); // the pop-up's code and the notice arrived 250 ms after load
      const queryClient = testQueryClient();
      queryClient.setQueryData(popupKey('ru'), notice);
      render(
        <AppProviders queryClient={queryClient} i18n={testI18n}>
          <NotificationPopup loadedAt={loadedAt} />
        </AppProviders>,
      );
      await act(() => vi.advanceTimersByTimeAsync(40));
      expect(screen.queryByRole('dialog', { name: 'Изменение тарифов' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(20)); // 310 ms after load
      expect(screen.getByRole('dialog', { name: 'Изменение тарифов' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits while another dialog (e.g. login) is open, then shows', async () => {
    act(() => openModal({ kind: 'login' }));
    renderWithProviders(<NotificationPopup />);
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByRole('dialog', { name: 'Изменение тарифов' })).toBeNull();
    act(() => closeModal());
    expect(await screen.findByRole('dialog', { name: 'Изменение тарифов' }, { timeout: 2000 })).toBeVisible();
  });
});
