import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS, prefetchGroup, usePrefetchWhenIdle, whenIdle } from './idle-prefetch';

const LISTED = ['/assets/login-dialog-abc.js', '/assets/antd-def.js', '/assets/login-dialog-123.css'];

function listGroup(group: string, files: readonly string[]) {
  const meta = document.createElement('meta');
  meta.name = `portal-prefetch-${group}`;
  meta.content = files.join(' ');
  document.head.append(meta);
}

function links(): Array<{ rel: string; href: string | null; as: string | null }> {
  return [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, href: l.getAttribute('href'), as: l.getAttribute('as') }));
}

let readyState: DocumentReadyState;
beforeEach(() => {
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period with a time limit', () => {
    readyState = 'loading';
    const idle = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback runs a while after load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancelled before load, never runs', () => {
    readyState = 'loading';
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task)();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('prefetchGroup', () => {
  it('links the listed scripts as modulepreload and style sheets as prefetch, once', () => {
    listGroup('login-dialog', LISTED);
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/antd-def.js';
    document.head.append(existing);
    prefetchGroup('login-dialog');
    prefetchGroup('login-dialog');
    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/assets/antd-def.js', as: null },
      { rel: 'modulepreload', href: '/assets/login-dialog-abc.js', as: null },
      { rel: 'prefetch', href: '/assets/login-dialog-123.css', as: 'style' },
    ]);
  });

  it('does nothing when the page lists no such group (the dev server)', () => {
    prefetchGroup('login-dialog');
    expect(links()).toEqual([]);
  });
});

describe('usePrefetchWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    listGroup('login-dialog', LISTED);
  });

  it('prefetches once the page is idle', () => {
    renderHook(() => usePrefetchWhenIdle('login-dialog', true));
    expect(links()).toEqual([]);
    vi.runAllTimers();
    expect(links().map((l) => l.href)).toEqual(LISTED);
  });

  it('not while disabled (a signed-in member), nor after unmounting', () => {
    renderHook(() => usePrefetchWhenIdle('login-dialog', false));
    const mounted = renderHook(() => usePrefetchWhenIdle('login-dialog', true));
    mounted.unmount();
    vi.runAllTimers();
    expect(links()).toEqual([]);
  });
});
