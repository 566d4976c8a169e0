import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createContext } from '../context';
import { crowdfundingContributions, expertApplications, invitations, marketAssessments, marketEvaluations, requirements, users } from '../db/schema';
import { reconcile } from '../wallet/ledger';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { DEMO_PARTICIPANTS, seedDemoRequirements } from './demo';

describeEachDatabase('demo requirements (npm start)', (database) => {
  const h = useServicesApp(database);

  it('are made through the routes once: a draft, one in review, one evaluating, fee due, paid, crowdfunding, one in the detailed market assessment', async () => {
    const ctx = createContext({ db: h.db(), config: h.config, clock: h.clock });
    await seedDemoRequirements(ctx, h.app);
    await seedDemoRequirements(ctx, h.app); // a second start adds nothing
    const rows = await h.db().select().from(requirements);
    expect(rows.map((r) => r.status).sort()).toEqual(
      ['awaitingPreReview', 'draft', 'evaluating', 'feeDue.choosingMode', 'feeDue.crowdfunding', 'inReview', 'preReview.marketAssessment'].sort(),
    );
    const evaluating = rows.find((r) => r.status === 'evaluating')!;
    expect(await h.db().select().from(marketEvaluations).where(eq(marketEvaluations.requirementId, evaluating.id))).toHaveLength(1);
    expect(await h.db().select().from(crowdfundingContributions)).toHaveLength(1);
    // the public hall shows the published ones
    const hall = await h.client().post<{ total_record: number }>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 20 });
    expect(hall.body.data.total_record).toBe(5);
    // stage 2, step -1: one submitted assessment (assessor3), a draft of assessor1 on an accepted kind-6 invitation
    const assessing = rows.find((r) => r.status === 'preReview.marketAssessment')!;
    const forms = await h.db().select().from(marketAssessments).where(eq(marketAssessments.requirementId, assessing.id));
    const emailOf = async (id: number) => (await h.db().select({ email: users.primaryEmail }).from(users).where(eq(users.id, id)))[0]!.email;
    const byEmail = Object.fromEntries(await Promise.all(forms.map(async (f) => [await emailOf(f.userId), f.submitted] as const)));
    expect(byEmail).toEqual({ [DEMO_PARTICIPANTS[3].email]: true, [DEMO_PARTICIPANTS[1].email]: false });
    const kindSix = await h.db().select().from(invitations).where(eq(invitations.requirementId, assessing.id));
    const statusOf = async (email: string) => {
      for (const i of kindSix.filter((row) => row.cate === 6)) if ((await emailOf(i.userId)) === email) return i.status;
      return null;
    };
    expect(await statusOf(DEMO_PARTICIPANTS[3].email)).toBe('completed');
    expect(await statusOf(DEMO_PARTICIPANTS[1].email)).toBe('accepted');
    expect(kindSix.find((i) => i.cate === 6)!.payBackFen).toBeGreaterThan(0);
    // two approved experts (kinds 4 and 7 have candidates) and one application in the operations queue
    const experts = await h.db().select({ email: users.primaryEmail, status: expertApplications.status }).from(expertApplications).innerJoin(users, eq(users.id, expertApplications.userId));
    expect(experts.map((e) => [e.email, e.status]).sort()).toEqual([
      ['assessor1@portal.local', 'approved'],
      ['assessor2@portal.local', 'submitted'],
      ['funder1@portal.local', 'approved'],
    ]);
    const check = await reconcile(h.db(), new Date(h.clock.now()));
    expect(check.ok).toBe(true);
  });
});
