import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
// antd's App context alone (a createContext, no component): what `App.useApp()` reads everywhere in the app.
import AppContext, { type useAppProps } from 'antd/es/app/context';

type Api = useAppProps;
type Section = keyof Api;
type Queued = (api: Api) => void;

const METHODS: Record<Section, readonly string[]> = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
};

// The holders (antd's App: message, notification and modal with the app's theme and locale) load on the first notice.
const NoticesHolder = lazy(() => import('./notices-holder'));

/**
 * The message, notification and modal APIs of antd's App context (spec section 8: toasts, alerts, the session's
 * confirm dialog), provided at the root for the whole app, the session included, without loading antd on a page that
 * shows no notice: each call before antd is in starts loading it and runs once it is (a few hundred milliseconds on
 * the first notice of a cold page); later calls go straight to antd. `App.useApp()` and `useApp` answer these APIs.
 * One holder for the whole app, so two notices never stack in two places.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const state = useRef<{ api?: Api; queue: Queued[] }>({ queue: [] });

  const api = useMemo(() => {
    const call = (section: Section, method: string, args: unknown[]): unknown => {
      const run = (a: Api) => (a[section] as unknown as Record<string, (...x: unknown[]) => unknown>)[method](...args);
      const { api: ready, queue } = state.current;
      if (ready) return run(ready);
      let result: unknown;
      let done = false;
      const after: ((r: unknown) => void)[] = [];
      queue.push((a) => {
        result = run(a);
        done = true;
        for (const f of after.splice(0)) f(result);
      });
      setWanted(true);
      const later = (f: (r: unknown) => void) => (done ? f(result) : after.push(f));
      if (section === 'modal') {
        // what modal.confirm answers: close or change the dialog, also before it is on screen
        return {
          destroy: () => later((r) => (r as { destroy: () => void }).destroy()),
          update: (config: unknown) => later((r) => (r as { update: (c: unknown) => void }).update(config)),
        };
      }
      // what message.* answers: a function that closes the notice, and a promise of its end
      const promise = new Promise((resolve) => later((r) => void (r as PromiseLike<unknown> | undefined)?.then?.(resolve)));
      return Object.assign(() => later((r) => (r as (() => void) | undefined)?.()), { then: promise.then.bind(promise) });
    };
    const section = (name: Section) => Object.fromEntries(METHODS[name].map((m) => [m, (...args: unknown[]) => call(name, m, args)]));
    return { message: section('message'), notification: section('notification'), modal: section('modal') } as unknown as Api;
  }, []);

  const onReady = useCallback((ready: Api) => {
    state.current.api = ready;
    for (const run of state.current.queue.splice(0)) run(ready);
  }, []);

  return (
    <AppContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NoticesHolder onReady={onReady} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
