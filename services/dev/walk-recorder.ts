/**
 * The browser suite's view of the server-held machines (PORTAL_TEST_HOOKS=1 only; README "Coverage of the machines"):
 * the steps that requests through the gateway caused, kept per client address until the suite asks for them
 * (`GET /dev/machine-walks?client=`). Each browser test comes from an address of its own (tests/e2e/support/fixtures.ts),
 * so after the test its fixture takes exactly the steps its pages caused. Calls straight to the services (a test
 * preparing members and requirements through the REST API) carry no gateway mark and are not counted: they are
 * not what a person did in the browser. Steps of a request that failed (status 400 or more) were rolled back and
 * are dropped. After-commit effects that the request's own transaction runs once it commits (the entity store's
 * `transaction`) are the request's; what the scheduler runs (a retried effect, a deadline) belongs to no request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { observeSteps, type ObservedStep } from '../lib/step-observer';

/** Set by the gateway on every call it makes to the services (gateway/rest-client.ts). */
export const VIA_GATEWAY_HEADER = 'x-portal-via';
export const VIA_GATEWAY = 'gateway';

/** Bounds, so that a run that never asks cannot grow the process without end. */
const MAX_STEPS_PER_CLIENT = 5_000;
const MAX_CLIENTS = 2_000;

export function createWalkRecorder() {
  const byClient = new Map<string, ObservedStep[]>();
  return {
    add(client: string, steps: readonly ObservedStep[]): void {
      let kept = byClient.get(client);
      if (!kept) {
        if (byClient.size >= MAX_CLIENTS) byClient.delete(byClient.keys().next().value as string);
        byClient.set(client, (kept = []));
      }
      kept.push(...steps.slice(0, Math.max(0, MAX_STEPS_PER_CLIENT - kept.length)));
    },
    /** The client's steps since the last call, oldest first; forgotten once handed out. */
    take(client: string): ObservedStep[] {
      const steps = byClient.get(client) ?? [];
      byClient.delete(client);
      return steps;
    },
  };
}

export type WalkRecorder = ReturnType<typeof createWalkRecorder>;

/** Hooks on the services' root: every request through the gateway listens to the steps it causes. */
export function recordGatewaySteps(app: FastifyInstance, recorder: WalkRecorder): void {
  const pending = new WeakMap<FastifyRequest, ObservedStep[]>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers[VIA_GATEWAY_HEADER] !== VIA_GATEWAY) {
      done();
      return;
    }
    const steps: ObservedStep[] = [];
    pending.set(request, steps);
    // `done` inside the scope: the later hooks and the handler run in it (as @fastify/request-context does).
    observeSteps((step) => steps.push(step), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const steps = pending.get(request);
    if (steps && steps.length > 0 && reply.statusCode < 400) recorder.add(request.ip, steps);
    done();
  });
}
