/**
 * The ELK instance the page lays charts out with, loaded only when the page needs it (elkjs is about 1.5 MB).
 * In the browser ELK runs in a Web Worker so a big chart never freezes the page; where workers are missing
 * (jsdom) or the worker fails to start (a strict CSP, say), the same engine runs on the main thread from
 * `elk.bundled.js`. Everything is local: no layout service is ever called.
 */
import type { ELK, ElkNode } from 'elkjs/lib/elk-api';

export type LayoutEngine = Pick<ELK, 'layout'>;

/** The worker itself broke (as opposed to ELK refusing a graph). */
class WorkerFailure extends Error {}

let bundled: Promise<LayoutEngine> | null = null;
let engine: Promise<LayoutEngine> | null = null;

function loadBundled(): Promise<LayoutEngine> {
  bundled ??= import('elkjs/lib/elk.bundled.js').then(({ default: ElkBundled }) => new ElkBundled());
  return bundled;
}

/** ELK in a worker whose load or run errors reject the pending layouts instead of leaving them hanging. */
async function loadWorker(): Promise<LayoutEngine> {
  const [{ default: ElkApi }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  let failure: Error | null = null;
  const pending = new Set<(error: Error) => void>();
  const elk = new ElkApi({
    workerUrl,
    workerFactory: (url) => {
      const worker = new Worker(url ?? workerUrl);
      worker.addEventListener('error', (event) => {
        failure = new WorkerFailure(`ELK worker failed: ${event.message || 'could not start'}`);
        for (const reject of pending) reject(failure);
        pending.clear();
      });
      return worker;
    },
  });
  return {
    layout: ((graph: ElkNode, args?: Parameters<ELK['layout']>[1]) => {
      if (failure) return Promise.reject(failure);
      return new Promise<ElkNode>((resolve, reject) => {
        pending.add(reject);
        elk.layout(graph, args).then(resolve, reject).finally(() => pending.delete(reject));
      });
    }) as ELK['layout'],
  };
}

/** The layout engine: the worker when it works, else the main-thread bundle. */
export function layoutEngine(): Promise<LayoutEngine> {
  engine ??= (async () => {
    if (typeof Worker === 'undefined') return loadBundled();
    try {
      const worker = await loadWorker();
      return {
        layout: ((graph: ElkNode, args?: Parameters<ELK['layout']>[1]) =>
          worker.layout(graph, args).catch(async (error: unknown) => {
            // A worker that cannot run (rather than a graph ELK refuses) falls back to the main thread.
            if (error instanceof WorkerFailure) {
              return (await loadBundled()).layout(graph, args);
            }
            throw error;
          })) as ELK['layout'],
      };
    } catch {
      return loadBundled();
    }
  })();
  return engine;
}
