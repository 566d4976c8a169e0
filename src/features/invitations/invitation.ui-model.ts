/**
 * The UI model of an invitation (`invitationMachine`, held by the services), for the generated browser paths of
 * tests/e2e/invitation.paths.spec.ts (README "Generated browser paths"): an invitation to evaluate a requirement's
 * market (kind 1), answered on its details (`/inviteDetail?id=`, invite-detail-page.tsx) and, once accepted, done on
 * the evaluation page (`/evaluate?id=`), or closed when operations stop the requirement. All nine kinds share the
 * machine; the evaluation is the kind whose task a person finishes on one page.
 *
 * Test-only code beside the page. The services send the invitation (when operations approve the requirement), so the
 * path follows that invitation (`entity`) from `pending`, instead of one the page creates. Each path has a requirement
 * of its own (a publisher of its own, a verified participant), approved by operations, which invites the demo
 * assessors: the path's invitation is the first assessor's; the other two evaluate through the REST services first,
 * so that the first's evaluation is the third and closes the step (the quorum), and no invitation of theirs is left
 * pending for the demo specs that count them. Operations stop a requirement through their console's gateway mutation
 * from the test's own address; the stop closes the step's open invitations in its own request (the requirement's
 * after-commit effect), so the services log that step for the test too. The spec runs in the demo project.
 */
import { invitationModel } from '../../../machines/requirement/invitation.model';
import type { InvitationMachine } from '../../../machines/requirement/invitation.machine';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type APIRequestContext, type Page } from '../../../tests/e2e/support/fixtures';
import { verifiedParticipant } from '../../../tests/e2e/support/member-api';
import { opsGraphql } from '../../../tests/e2e/support/ops-graphql';
import { arrived, ASSESSORS, evaluateByApi, invitationTo, requirementInEvaluation, signInAs, toast } from '../../../tests/e2e/support/stage-two';
import { buttonName, confirmInDialog } from '../../../tests/e2e/support/ui';

const INVITEE = ASSESSORS[0];
const STOP_REASON = '需求重复发布';

type Prepared = { invitationId: number; requirementId: number };
type Session = { page: Page } & Prepared;

async function prepare(api: APIRequestContext): Promise<Prepared> {
  const publisher = await verifiedParticipant(api, '邀请发布者');
  const requirement = await requirementInEvaluation(api, publisher, {
    title: `光伏板积灰自清洁 ${Date.now() % 100_000} / Self-cleaning solar panels`,
    budgetFen: 50_000_00,
    durationDays: 60,
    detailsHtml: '<p>无水自清洁涂层，发电损失降低一半。</p>',
    keywords: ['光伏', 'solar'],
  });
  for (const other of ASSESSORS.slice(1)) await evaluateByApi(api, other, requirement.id);
  return { invitationId: (await invitationTo(api, INVITEE, requirement.id, 1)).id, requirementId: requirement.id };
}

const status = (page: Page) => page.getByTestId('invitation-status');

export const invitationUi: UiModel<InvitationMachine, Prepared, Session> = {
  title: 'to evaluate a market, on /inviteDetail and /evaluate',
  spec: invitationModel,
  heldBy: 'services',
  entity: (session) => `invitation:${session.invitationId}`,
  input: invitationModel.inputs![0],

  prepareMs: 60_000,
  prepare,

  async start({ page, prepared }) {
    await signInAs(page, INVITEE, 'zh');
    await page.goto(`/inviteDetail?id=${prepared.invitationId}`);
    return { page, ...prepared };
  },

  states: {
    pending: async ({ page }) => {
      await arrived(status(page)).toHaveText('待处理');
      await expect(page.getByTestId('invite-accept')).toBeEnabled();
      await expect(page.getByTestId('invite-reject')).toBeEnabled();
    },
    // Accepting leads straight to the work: the evaluation's choices.
    accepted: async ({ page, session }) => {
      await expect(page).toHaveURL(new RegExp(`/evaluate\\?id=${session.invitationId}$`));
      await expect(page.getByTestId('range-100-500')).toBeVisible();
      await expect(page.getByTestId('evaluate-submit')).toBeEnabled();
    },
    completed: async ({ page }) => {
      await expect(toast(page, '提交成功')).toBeVisible();
      await expect(page.getByTestId('evaluate-answer')).toContainText('100-500万');
    },
    // Closed with its step: the details, with nothing left to answer or to do.
    timedOut: async ({ page }) => {
      await arrived(status(page)).toHaveText('已超时');
      await expect(page.getByTestId('invite-accept')).toHaveCount(0);
      await expect(page.getByTestId('invite-evaluate')).toHaveCount(0);
    },
    // Rejected: the details stay, with nothing left to answer.
    rejected: async ({ page }) => {
      await expect(toast(page, '已拒绝')).toBeVisible();
      await expect(status(page)).toHaveText('已拒绝');
      await expect(page.getByTestId('invite-accept')).toHaveCount(0);
      await expect(page.getByTestId('invite-reject')).toHaveCount(0);
    },
  },

  on: {
    'invite.accept': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByTestId('invite-accept').click();
        await confirmInDialog(page, '确定接受该邀请吗？', buttonName('接受'));
      },
    },
    'invite.reject': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByTestId('invite-reject').click();
        await confirmInDialog(page, '确定拒绝该邀请吗？', buttonName('拒绝'));
      },
    },
    // The task of an evaluation invitation is the evaluation itself: its submission completes the invitation.
    'task.complete': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByTestId('range-100-500').click();
        await page.getByTestId('evaluate-submit').click();
        await confirmInDialog(page, '确定提交市场评估吗？', buttonName('提交'));
      },
    },
    'timer.expired': {
      notDrivable: "the answer time and the task's window end only when the services' clock moves, which the specs beside this one share (deadlines.spec.ts lets them run out)",
    },
    // Operations stop the requirement; the member then looks at the invitation's details.
    'invite.close': {
      by: 'services',
      drive: async ({ page, session }) => {
        await opsGraphql(page, 'mutation Stop($id: Int!, $reason: String!) { stopRequirement(id: $id, reason: $reason) { id } }', { id: session.requirementId, reason: STOP_REASON });
        await page.goto(`/inviteDetail?id=${session.invitationId}`);
      },
    },
  },
};
