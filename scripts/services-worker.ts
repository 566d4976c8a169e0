// The REST services in a worker thread for the benches (scripts/hall-bench.ts), with the gateway in front when asked
// (scripts/gateway-bench.ts: one thread holds both, as `npm start` does): the load generator runs on the main thread,
// so the portal's event loop is not shared with its callers, as in a deployment.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { inProcessServicesPool } from '../gateway/rest-client';
import { startGateway } from '../gateway/server';
import { parseServicesConfig } from '../services/config';
import { startServices } from '../services/server';

const { env, gateway: withGateway } = workerData as { env: Record<string, string>; gateway: boolean };
const services = await startServices(parseServicesConfig(env), { host: '127.0.0.1', logger: false });
// as `npm start` runs them: the gateway calls the services of its process without HTTP
const gateway = withGateway
  ? await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, servicesPool: inProcessServicesPool((request) => services.app.inject(request)), production: true })
  : undefined;
parentPort!.postMessage({ url: services.url, gatewayUrl: gateway ? `http://127.0.0.1:${gateway.port}` : undefined });
parentPort!.on('message', async (message: string) => {
  // how long the worker's event loop has been busy so far (ms): per request, what a call costs the portal
  if (message === 'busy') parentPort!.postMessage({ busyMs: performance.eventLoopUtilization().active });
  if (message !== 'close') return;
  await gateway?.close();
  await services.close();
  parentPort!.postMessage({ closed: true });
});
