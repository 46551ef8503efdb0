import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EVENT_STORAGE_KEY, broadcastAuth, subscribeAuthBroadcast } from './auth-broadcast';

afterEach(() => vi.unstubAllGlobals());

describe('auth broadcast', () => {
  it('reaches the other tabs through BroadcastChannel "auth"', async () => {
    const heard = vi.fn();
    const stop = subscribeAuthBroadcast(heard);
    // Another tab: a second channel of the same name (a channel does not hear its own posts).
    broadcastAuth('LOGIN');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('LOGIN'));
    broadcastAuth('LOGOUT');
    await vi.waitFor(() => expect(heard).toHaveBeenLastCalledWith('LOGOUT'));
    stop();
  });

  it('ignores the word about another city', async () => {
    const heard = vi.fn();
    const stop = subscribeAuthBroadcast(heard);
    const foreign = new BroadcastChannel('auth');
    foreign.postMessage({ message: 'LOGOUT', city: 'rostov', at: 1 });
    foreign.postMessage({ message: 'LOGIN', city: 'perm', at: 2 });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('LOGIN'));
    expect(heard).toHaveBeenCalledTimes(1);
    foreign.close();
    stop();
  });

  it('falls back to a storage event without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    const stop = subscribeAuthBroadcast(heard);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    broadcastAuth('LOGOUT');
    const written = setItem.mock.calls.find(([key]) => key === AUTH_EVENT_STORAGE_KEY)![1];
    setItem.mockRestore();
    // The browser fires `storage` only in the other tabs; here we play that tab.
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_EVENT_STORAGE_KEY, newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_EVENT_STORAGE_KEY, newValue: null }));
    expect(heard).toHaveBeenCalledExactlyOnceWith('LOGOUT');
    expect(window.localStorage.getItem(AUTH_EVENT_STORAGE_KEY)).toBeNull();
    stop();
  });
});
