/**
 * Small machines that exercise every shape the viewer must draw: nested compound states, parallel regions,
 * history, final states, targetless and eventless transitions, guarded alternatives and multiple targets.
 * Used by the graph and layout tests (Node) and the page's jsdom test.
 */
import { and, assign, not, or, raise, setup } from 'xstate';

export const sampleMachine = setup({
  types: {} as {
    context: { tries: number };
    events:
      | { type: 'form.submit' }
      | { type: 'code.sent' }
      | { type: 'code.sendFailed' }
      | { type: 'code.typed' }
      | { type: 'code.verify' }
      | { type: 'form.back' }
      | { type: 'flow.reset' }
      | { type: 'flow.split' };
  },
  actions: {
    sendCode: () => {},
    clearInputs: () => {},
    showError: (_: unknown, _params: { field: string }) => {},
    logEntry: () => {},
  },
  guards: {
    isValid: () => true,
    isBlocked: () => false,
    tooManyTries: () => false,
  },
}).createMachine({
  id: 'sample',
  meta: { title: { zh: '示例流程', en: 'Sample flow' } },
  context: { tries: 0 },
  initial: 'form',
  on: { 'flow.reset': { target: '.form', actions: 'clearInputs' } },
  states: {
    form: {
      meta: { description: { zh: '填写表单', en: 'Fill in the form' } },
      entry: 'logEntry',
      on: {
        'form.submit': [
          { guard: and(['isValid', not('isBlocked')]), target: 'sending', actions: 'sendCode' },
          { guard: or(['isBlocked', 'tooManyTries']), target: 'done' },
          { actions: { type: 'showError', params: { field: 'phone' } } },
        ],
        'flow.split': { target: ['#sample.both.left.l2', '#sample.both.right.r2'] },
      },
    },
    sending: {
      meta: { description: { zh: '发送验证码', en: 'Sending the code' } },
      tags: ['busy'],
      on: { 'code.sent': 'verify', 'code.sendFailed': { target: 'form', actions: raise({ type: 'form.back' }) } },
    },
    verify: {
      meta: { description: { zh: '输入验证码', en: 'Enter the code' } },
      initial: 'entering',
      states: {
        entering: {
          meta: { description: { zh: '正在输入', en: 'Typing' } },
          on: { 'code.typed': { actions: assign({ tries: ({ context }) => context.tries + 1 }) }, 'code.verify': 'checking' },
        },
        checking: {
          meta: { description: { zh: '校验中', en: 'Checking' } },
          always: [{ guard: 'tooManyTries', target: 'failed' }, { target: 'ok' }],
        },
        failed: { meta: { description: { zh: '失败', en: 'Failed' } }, on: { 'code.typed': 'entering' } },
        ok: { type: 'final', meta: { description: { zh: '通过', en: 'Passed' } } },
        hist: { type: 'history', meta: { description: { zh: '上次的位置', en: 'Where it was' } } },
      },
      on: { 'form.back': { target: '.hist' } },
      onDone: 'both',
    },
    both: {
      type: 'parallel',
      meta: { description: { zh: '两件事同时进行', en: 'Two things at once' } },
      states: {
        left: {
          meta: { description: { zh: '左', en: 'Left' } },
          initial: 'l1',
          states: {
            l1: { meta: { description: { zh: '左一', en: 'Left one' } } },
            l2: { meta: { description: { zh: '左二', en: 'Left two' } } },
          },
        },
        right: {
          meta: { description: { zh: '右', en: 'Right' } },
          initial: 'r1',
          states: {
            r1: { meta: { description: { zh: '右一', en: 'Right one' } } },
            r2: { meta: { description: { zh: '右二', en: 'Right two' } } },
          },
        },
      },
      on: { 'form.back': '#sample.done' },
    },
    done: { type: 'final', description: 'Plain XState description' },
  },
});
