// The REST services in a worker thread for the benches (scripts/hall-bench.ts): the load generator runs on the
// main thread, so the services' event loop is not shared with their callers, as in a deployment.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { parseServicesConfig } from '../services/config';
import { startServices } from '../services/server';

const services = await startServices(parseServicesConfig(workerData as Record<string, string>), { host: '127.0.0.1', logger: false });
parentPort!.postMessage({ url: services.url });
parentPort!.on('message', async (message: string) => {
  // how long the services' event loop has been busy so far (ms): per request, what a call costs the services
  if (message === 'busy') parentPort!.postMessage({ busyMs: performance.eventLoopUtilization().active });
  if (message !== 'close') return;
  await services.close();
  parentPort!.postMessage({ closed: true });
});
