import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../shared/auth/auth-state';
import { apiGet } from '../../shared/http/api-client';
import { closeModal, openModal, peekActiveModal } from '../../shared/modals/modal-store';
import { profileQueryOptions } from '../../shared/profile/api/get-profile';
import { mockApi } from '../../shared/testing/mock-api';
import { testQueryClient } from '../../shared/testing/render-with-providers';
import { installSessionSync } from './session-sync';

let stop: () => void = () => {};
const otherTab = () => new BroadcastChannel('auth');

beforeEach(() => {
  window.localStorage.clear();
  closeModal();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

function install() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileQueryOptions().queryKey, { firstName: 'Иван' } as never);
  stop = installSessionSync(queryClient);
  return queryClient;
}

describe('session sync', () => {
  it.each(['TokenExpired', 'TokenNotFound'] as const)(
    '%s: logs out here and in other tabs and opens the session-expired modal',
    async (name) => {
      const queryClient = install();
      setToken('standard', 'old');
      const tab = otherTab();
      const heard = vi.fn();
      tab.onmessage = (event) => heard(event.data.message);
      const fetchMock = mockApi({ '/api/profile/get-balance': () => ({ status: 'error', errorName: name }) });

      await expect(apiGet('/api/profile/get-balance')).rejects.toMatchObject({ errorName: name });
      expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
        'Bearer old',
      );
      expect(getToken('standard')).toBeNull();
      expect(queryClient.getQueryData(profileQueryOptions().queryKey)).toBeUndefined();
      expect(peekActiveModal()?.request).toEqual({ kind: 'sessionExpired', reason: name });
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('LOGOUT'));
      tab.close();
    },
  );

  it('leaves a newer session alone when an old call comes back refused', async () => {
    install();
    mockApi({ '/api/x': () => ({ status: 'error', errorName: 'TokenExpired' }) });
    const call = apiGet('/api/x');
    setToken('standard', 'new'); // logged in again while the old call was in flight
    await expect(call).rejects.toMatchObject({ errorName: 'TokenExpired' });
    expect(getToken('standard')).toBe('new');
    expect(peekActiveModal()).toBeNull();
  });

  it("another tab's LOGIN refreshes the profile and closes the login modal here", async () => {
    const queryClient = install();
    openModal({ kind: 'login' });
    setToken('standard', 'from-other-tab'); // the other tab wrote the shared storage
    const tab = otherTab();
    tab.postMessage({ message: 'LOGIN', city: 'perm', at: 1 });
    await vi.waitFor(() => expect(peekActiveModal()).toBeNull());
    expect(queryClient.getQueryState(profileQueryOptions().queryKey)?.isInvalidated).toBe(true);
    tab.close();
  });

  it("another tab's LOGOUT logs this tab out", async () => {
    const queryClient = install();
    setToken('standard', 'tok');
    const tab = otherTab();
    tab.postMessage({ message: 'LOGOUT', city: 'perm', at: 1 });
    await vi.waitFor(() => expect(getToken('standard')).toBeNull());
    expect(queryClient.getQueryData(profileQueryOptions().queryKey)).toBeUndefined();
    tab.close();
  });
});
