/**
 * The app charts every server-held lifecycle machines/ declares, and names what the store logs by itself in both
 * languages (issue 11: histories and charts show a label for every event and state, machines/shared/labels.test.ts).
 */
import { describe, expect, it } from 'vitest';
import enWorkflow from '@/locales/en-US/workflow.json';
import zhWorkflow from '@/locales/zh-CN/workflow.json';
import type { LifecycleDefinition } from '../../../machines/shared/lifecycle';
import { ENTITY_TYPES, LIFECYCLES } from './lifecycles';
import { STORE_EVENTS } from './use-event-label';

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts', { eager: true });
const declared = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is LifecycleDefinition => typeof value === 'object' && value !== null && 'entityType' in value && 'events' in value && 'machine' in value);

const at = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the lifecycles the app knows', () => {
  it('are every lifecycle machines/ declares', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared.map((l) => l.entityType))).toEqual(new Set(ENTITY_TYPES));
    for (const lifecycle of declared) expect(LIFECYCLES[lifecycle.entityType as keyof typeof LIFECYCLES]).toBe(lifecycle);
  });

  it('are named in both languages', () => {
    for (const type of ENTITY_TYPES) {
      expect(at(zhWorkflow, `workflow.entity.${type}`), `zh ${type}`).toEqual(expect.any(String));
      expect(at(enWorkflow, `workflow.entity.${type}`), `en ${type}`).toEqual(expect.any(String));
    }
  });

  it('label the store’s own events in both languages', () => {
    for (const key of Object.values(STORE_EVENTS)) {
      expect(at(zhWorkflow, key), `zh ${key}`).toEqual(expect.any(String));
      expect(at(enWorkflow, key), `en ${key}`).toEqual(expect.any(String));
    }
  });
});
