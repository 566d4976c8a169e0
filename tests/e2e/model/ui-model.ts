/**
 * The UI model of a flow for its generated browser paths (README "Generated browser paths"): what the page must
 * show in each state of the flow's machine, and how each event happens in the browser. One file per flow, beside
 * the flow's page (`*.ui-model.ts`, test-only code by the import rules of .dependency-cruiser.mjs).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ModelSpec } from '../../../machines/testing/model';

/** What a state check or an event's driver is given. */
export type Step<S, E extends EventObject = EventObject> = {
  page: Page;
  /** What `start` returned for this test (the prepared member, helpers bound to the page). */
  session: S;
  /** The event of this step (for a state check: the event that led here, `xstate.init` first). */
  event: E;
  /** The path's next event, if any: a person's action often decides which answer the services give (right or wrong code). */
  next: E | undefined;
};

/**
 * How an event happens in the browser:
 * - `person`: what a person does (click, type, pick); `drive` does it.
 * - `services`: an answer of the real services or of time (`code.sent`, `code.verified`, `timer.expired`); `drive`,
 *   when given, causes it (move the page's clock, wait out a server rule), otherwise the runner waits for it.
 * - `notDrivable`: why it cannot happen in the browser without a stub. Such events leave the browser's paths and
 *   are listed in the test output.
 */
export type EventUi<S, E extends EventObject = EventObject> =
  | {
      by: 'person' | 'services';
      drive?: (step: Step<S, E>) => Promise<void>;
      /**
       * Where the browser can bring it about, when that is narrower than where the machine accepts it (a countdown
       * ends only while one runs). Elsewhere the paths do not send it.
       */
      when?: (snapshot: AnyMachineSnapshot) => boolean;
      /**
       * A machine the services hold logs this step only with the next event's request (opening the real-name form
       * is the page's own until the form is sent): the runner checks the page's state now and the services' log of
       * both steps after the next one. A path ending here is checked on the page only.
       */
      loggedWithNext?: boolean;
    }
  | { notDrivable: string };

export type UiModel<M extends AnyStateMachine, P, S> = {
  /** Names the flow in test titles, after the machine id (e.g. "from the login dialog"). */
  title: string;
  /** The machine's test model: its event payloads and the context projection that tells states apart. */
  spec: ModelSpec<M>;
  /**
   * The input the paths are generated from. It stands for what the page will really start with (the identifiers of
   * the member `prepare` makes), so only its shape matters: which contacts exist, whether a password was changed.
   */
  input: InputFrom<M>;
  /** Payloads to explore instead of `spec.events` (e.g. only the e-mail the prepared member has). */
  events?: Array<EventFromLogic<M>>;
  /**
   * Prepares what one path needs before the tests start (in `beforeAll`, one per path, all at once, each from a
   * client address of its own): a member of its own, made through the real services. Runs early so that the
   * services' time rules (one code per minute) run out while earlier paths run.
   */
  prepare(api: APIRequestContext): Promise<P>;
  /** How long one `prepare` may take beyond the usual few seconds (it waits out a services' time rule); paths prepare at once. */
  prepareMs?: number;
  /**
   * Where the machine runs: `page` (the default), an actor the page starts, whose walk recorder reports each step;
   * `services`, an entity the services hold (a recharge order), whose logged steps the runner reads from
   * `GET /dev/machine-walks` for the test's client address. Such a path starts in the machine's initial state, before
   * the entity exists; what operations decide is sent through the gateway from that same address
   * (tests/e2e/support/ops-graphql.ts), so it counts as this test's.
   */
  heldBy?: 'page' | 'services';
  /**
   * For a machine the services hold whose entity exists before the path starts (an invitation the services sent):
   * the entity the path follows, as the services log it (`invitation:12`), from the session `start` returned. Without
   * it the runner follows the entity the test's pages created.
   */
  entity?: (session: S) => string;
  /** Brings the page to where the machine starts (navigate, sign in, open the dialog) and returns the session. */
  start(step: { page: Page; prepared: P }): Promise<S>;
  /**
   * Checks per state, keyed by the dotted state path (`code`, `code.ready`): every check whose key is the current
   * state or one of its ancestors runs, ancestors first. Every state a path visits must have at least one.
   */
  states: Record<string, (step: Step<S, EventFromLogic<M> | { type: 'xstate.init' }>) => Promise<void>>;
  /** Per event type; a function of the payload when payloads of one type differ (a 400 can be driven, a 500 not). */
  on: Record<string, EventUi<S, EventFromLogic<M>> | ((event: EventFromLogic<M>) => EventUi<S, EventFromLogic<M>>)>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of models of different machines
export type AnyUiModel = UiModel<any, any, any>;

/** The UI of one event payload, or an error naming what the model lacks. */
export function eventUi<S>(model: AnyUiModel, event: EventObject): EventUi<S> {
  const entry = model.on[event.type];
  if (!entry) throw new Error(`${model.spec.machine.id} UI model: no entry for the event "${event.type}" (drive it or mark it notDrivable)`);
  return typeof entry === 'function' ? entry(event) : entry;
}
