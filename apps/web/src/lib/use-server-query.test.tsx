import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { holdFetch } from './hold-fetch-test-kit';
import { createI18n, I18nProvider } from './i18n';
import { forgetQueries } from './server-query-cache';
import { useServerQuery } from './use-server-query';

const getWord = (word: string) => (signal: AbortSignal) =>
  apiGet<{ Word: string }>('/words', { word }, signal);

afterEach(() => {
  vi.unstubAllGlobals();
  forgetQueries();
});

describe('useServerQuery', () => {
  it('goes loading, then ready with the answer; a null key asks nothing', async () => {
    const held = holdFetch();
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useServerQuery(key, getWord('a')),
      { initialProps: { key: null as string | null } },
    );
    expect(result.current.status).toBe('idle');
    expect(held).toHaveLength(0);
    rerender({ key: 'a' });
    expect(result.current.status).toBe('loading');
    act(() => held[0]!.answer(200, { Word: 'a' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual({ Word: 'a' });
    expect(held[0]!.url).toBe('/api/words?word=a');
  });

  it("reports the house's failure (status, the server's message) and asks again on refetch()", async () => {
    const held = holdFetch();
    const { result } = renderHook(() => useServerQuery('w', getWord('w')));
    act(() => held[0]!.answer(409, { Message: 'Busy', Code: 'BUSY' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.failure).toMatchObject({ status: 409, message: 'Busy', code: 'BUSY' });

    let again: Promise<{ Word: string } | null> | undefined;
    act(() => void (again = result.current.refetch()));
    expect(result.current.status).toBe('loading');
    expect(result.current.failure).toBeNull();
    act(() => held[1]!.answer(200, { Word: 'w' }));
    expect(await again).toEqual({ Word: 'w' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('sends one request for every reader of the same key while it is in flight', async () => {
    const held = holdFetch();
    const first = renderHook(() => useServerQuery('same', getWord('s')));
    const second = renderHook(() => useServerQuery('same', getWord('s')));
    expect(held).toHaveLength(1);
    act(() => held[0]!.answer(200, { Word: 's' }));
    await waitFor(() => expect(second.result.current.data).toEqual({ Word: 's' }));
    expect(first.result.current.data).toEqual({ Word: 's' });
  });

  it('aborts the request when its last reader unmounts, not before', () => {
    const held = holdFetch();
    const first = renderHook(() => useServerQuery('k', getWord('k')));
    const second = renderHook(() => useServerQuery('k', getWord('k')));
    first.unmount();
    expect(held[0]!.signal.aborted).toBe(false);
    second.unmount();
    expect(held[0]!.signal.aborted).toBe(true);
  });

  it("aborts the old key's request on a key change, and its late answer never shows", async () => {
    const held = holdFetch();
    const { result, rerender } = renderHook(
      ({ word }: { word: string }) => useServerQuery(word, getWord(word)),
      { initialProps: { word: 'old' } },
    );
    rerender({ word: 'new' });
    expect(held[0]!.signal.aborted).toBe(true);
    act(() => held[1]!.answer(200, { Word: 'new' }));
    await waitFor(() => expect(result.current.data).toEqual({ Word: 'new' }));
  });

  it('asks only the last of a quick run of keys, the first one included, when told to debounce it', async () => {
    const held = holdFetch();
    const options = { debounceMs: 40, debounceFirst: true };
    const { result, rerender } = renderHook(
      ({ word }: { word: string }) => useServerQuery(word, getWord(word), options),
      { initialProps: { word: 'aa' } },
    );
    rerender({ word: 'aat' });
    expect(held).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.url).toBe('/api/words?word=aat');
  });

  it('serves a fresh answer to a later reader without asking, within staleMs only', async () => {
    const held = holdFetch();
    const first = renderHook(() => useServerQuery('kept', getWord('k'), { staleMs: 60_000 }));
    act(() => held[0]!.answer(200, { Word: 'k' }));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    const later = renderHook(() => useServerQuery('kept', getWord('k'), { staleMs: 60_000 }));
    await waitFor(() => expect(later.result.current.data).toEqual({ Word: 'k' }));
    expect(held).toHaveLength(1);
    // without staleMs every mount asks the server
    renderHook(() => useServerQuery('kept', getWord('k')));
    expect(held).toHaveLength(2);
  });

  it('asks again after a failure once the browser is back online', async () => {
    const held = holdFetch();
    const { result } = renderHook(() => useServerQuery('net', getWord('n')));
    act(() => held[0]!.answer(503, { Message: 'Unavailable' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(held).toHaveLength(2);
    act(() => held[1]!.answer(200, { Word: 'n' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // a ready answer is not asked again on reconnect
    act(() => void window.dispatchEvent(new Event('online')));
    expect(held).toHaveLength(2);
  });

  it('asks again when the tab is shown again, only when told to', async () => {
    const held = holdFetch();
    const told = renderHook(() => useServerQuery('a', getWord('a'), { refetchOnShow: true }));
    const untold = renderHook(() => useServerQuery('b', getWord('b')));
    act(() => held.forEach((h) => h.answer(200, { Word: 'x' })));
    await waitFor(() => expect(untold.result.current.status).toBe('ready'));
    await waitFor(() => expect(told.result.current.status).toBe('ready'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(held.map((h) => h.url)).toEqual([
      '/api/words?word=a',
      '/api/words?word=b',
      '/api/words?word=a',
    ]);
  });

  it('asks a perLanguage query again after a language switch, the old answer shown meanwhile', async () => {
    const held = holdFetch();
    const i18n = createI18n('en', {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    const named = renderHook(() => useServerQuery('n', getWord('n'), { perLanguage: true }), {
      wrapper,
    });
    const plain = renderHook(() => useServerQuery('p', getWord('p')), { wrapper });
    act(() => held[0]!.answer(200, { Word: 'salt' }));
    act(() => held[1]!.answer(200, { Word: 'plain' }));
    await waitFor(() => expect(named.result.current.status).toBe('ready'));
    act(() => i18n.activate('hi'));
    expect(held).toHaveLength(3); // the perLanguage one only
    expect(named.result.current).toMatchObject({ status: 'ready', data: { Word: 'salt' } });
    act(() => held[2]!.answer(200, { Word: 'नमक' }));
    await waitFor(() => expect(named.result.current.data).toEqual({ Word: 'नमक' }));
    expect(plain.result.current.data).toEqual({ Word: 'plain' });
  });
});
