/**
 * Operations reopen a stage-2 dead end (POST /ops/v1/requirements/{id}/reopen { step }): breakdownExpired and
 * noPlanSelected to a new analysis, noPlanSelected to a second analysis review, noSolution and noSolutionPassed to a
 * new solicitation, noSolutionPassed to a second expert review. The machine decides: a step it does not offer in the
 * current state answers 400 eventRefused and changes nothing; members answer 403. The dead ends are reached with the
 * system events the services send (a task done, a window's end), as the step suites do.
 */
import { beforeEach, expect, it } from 'vitest';
import type { RequirementEvent } from '../../machines/requirement/requirement.machine';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { feeTestConfig, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, invitationsOf, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { requirementMessages } from './requirement.messages';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';

const expired: RequirementEvent = { type: 'timer.expired' };
/** From the market assessment (the step's first state) to each dead end, by the services' system events. */
const PATHS: Record<string, RequirementEvent[]> = {
  'preReview.breakdownExpired': [expired, expired],
  'preReview.noPlanSelected': [expired, { type: 'plan.submitted' }, expired, { type: 'planReview.submitted', passing: 0 }],
  'preReview.noSolution': [expired, { type: 'plan.submitted' }, expired, { type: 'planReview.submitted', passing: 1 }, expired],
  'preReview.noSolutionPassed': [expired, { type: 'plan.submitted' }, expired, { type: 'planReview.submitted', passing: 1 }, { type: 'solution.submitted' }, expired, { type: 'solutionReview.submitted', passing: 0 }],
};

describeEachDatabase('operations reopen a stage-2 dead end', (database) => {
  const h = useServicesApp(database, { config: feeTestConfig() });
  const f = requirementFixtures(h);
  let publisher: WalletMember;
  let operator: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    // one of each kind the reopened steps invite: a solution provider (kinds 3 and 5)
    await hallParticipant(h, { kinds: ['4'] });
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  async function deadEnd(state: string) {
    const row = await f.preReviewRequirement(publisher, operator);
    for (const event of PATHS[state]) await f.stepRequirement(row.id, event);
    await f.runScheduler();
    expect((await requirementRow(h, row.id)).status).toBe(state);
    return row.id;
  }
  const reopen = (who: WalletMember, id: number, step: string) => who.post<{ state: string; subStep: number; subStepStatus: number; deadlineAt: number | null }>(`/ops/v1/requirements/${id}/reopen`, { step });

  for (const [state, step, next] of [
    ['preReview.breakdownExpired', 'analysis', 'preReview.analysis'],
    ['preReview.noPlanSelected', 'analysis', 'preReview.analysis'],
    ['preReview.noPlanSelected', 'analysisReview', 'preReview.analysisReview'],
    ['preReview.noSolution', 'solicitation', 'preReview.solicitation'],
    ['preReview.noSolutionPassed', 'solicitation', 'preReview.solicitation'],
    ['preReview.noSolutionPassed', 'solutionReview', 'preReview.expertReview'],
  ] as const) {
    it(`${state}: reopen ${step} opens ${next} with a new window`, async () => {
      const id = await deadEnd(state);
      // a provider who joins the hall now was never asked: the new window invites them
      const newcomer = await hallParticipant(h, { kinds: ['4'] });
      // members may not; a step the machine does not offer here is refused and changes nothing
      expect((await reopen(publisher, id, step)).body.code).toBe(403);
      const other = (['analysis', 'analysisReview', 'solicitation', 'solutionReview'] as const).find((s) => !isOffered(state, s));
      const refused = await reopen(operator, id, other!);
      expect(refused.body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
      expect((await requirementRow(h, id)).status).toBe(state);

      const answer = await reopen(operator, id, step);
      expect(answer.body).toMatchObject({ code: 200, msg: 'The step is reopened: its participants are invited again', data: { state: next, subStepStatus: 1 } });
      expect(answer.body.data.deadlineAt).toBeGreaterThan(h.clock.now());
      await f.runScheduler();
      expect((await requirementRow(h, id)).status).toBe(next);
      // the reopened step invites again: analysts (kind 3) or solution providers (kind 5) not asked before
      const kind = next === 'preReview.analysis' ? 3 : next === 'preReview.solicitation' ? 5 : null;
      if (kind) expect((await invitationsOf(h, id)).some((i) => i.cate === kind && i.userId === newcomer.id)).toBe(true);
      // a second reopen of the same step is refused: it is no longer a dead end
      expect((await reopen(operator, id, step)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    });
  }

  it('refuses a reopen outside the dead ends, an unknown step, a missing requirement, and answers in zh', async () => {
    const row = await f.preReviewRequirement(publisher, operator);
    for (const step of ['analysis', 'analysisReview', 'solicitation', 'solutionReview']) {
      expect((await reopen(operator, row.id, step)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    }
    expect((await reopen(operator, row.id, 'marketAssessment')).body.code).toBe(400);
    expect((await operator.post(`/ops/v1/requirements/${row.id}/reopen`, {})).body.code).toBe(400);
    expect((await reopen(operator, 999_999, 'analysis')).body.code).toBe(404);
    expect((await h.client().post(`/ops/v1/requirements/${row.id}/reopen`, { step: 'analysis' })).body.code).toBe(401);
    const id = await deadEnd('preReview.breakdownExpired');
    expect((await reopen(operator, id, 'analysis')).body).toMatchObject({ code: 200, data: { state: 'preReview.analysis' } });
    expect(requirementMessages.preReviewStepReopened.zh).toBe('已重新开启该步骤，受邀方将重新收到邀请');
    expect((await f.booksBalance()).ok).toBe(true);
  });

  it('declares the route in the OpenAPI document', async () => {
    const doc = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(JSON.parse(doc.body).paths['/ops/v1/requirements/{id}/reopen']).toBeDefined();
  });
});

/** Whether the machine offers a step's reopen from a dead end (docs/requirements.md, the stage-2 chart). */
function isOffered(state: string, step: string): boolean {
  const offered: Record<string, string[]> = {
    'preReview.breakdownExpired': ['analysis'],
    'preReview.noPlanSelected': ['analysis', 'analysisReview'],
    'preReview.noSolution': ['solicitation'],
    'preReview.noSolutionPassed': ['solicitation', 'solutionReview'],
  };
  return offered[state]?.includes(step) ?? false;
}
