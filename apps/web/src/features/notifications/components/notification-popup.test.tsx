import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders } from '../../../shared/testing/render-with-providers';
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

  it('waits while another dialog (e.g. login) is open, then shows', async () => {
    act(() => openModal({ kind: 'login' }));
    renderWithProviders(<NotificationPopup />);
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByRole('dialog', { name: 'Изменение тарифов' })).toBeNull();
    act(() => closeModal());
    expect(await screen.findByRole('dialog', { name: 'Изменение тарифов' }, { timeout: 2000 })).toBeVisible();
  });
});
