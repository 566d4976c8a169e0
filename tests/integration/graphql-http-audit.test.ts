import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './gateway-harness';

// The GraphQL-over-HTTP conformance audits of the graphql-http package, every one of them (notices and
// warnings included) against the gateway as configured for real, through its in-process fetch.

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

const audits = serverAudits({
  url: 'http://gateway.test/graphql',
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) => stack.gateway.fetch(input as string, init ?? {}),
});

describe('GraphQL over HTTP audits', () => {
  it('has the full list of audits', () => {
    expect(audits.length).toBeGreaterThanOrEqual(61);
  });

  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
