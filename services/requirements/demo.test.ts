import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createContext } from '../context';
import { crowdfundingContributions, expertApplications, marketEvaluations, requirements, users } from '../db/schema';
import { reconcile } from '../wallet/ledger';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { seedDemoRequirements } from './demo';

describeEachDatabase('demo requirements (npm start)', (database) => {
  const h = useServicesApp(database);

  it('are made through the routes once: a draft, one in review, one evaluating, fee due, paid, crowdfunding', async () => {
    const ctx = createContext({ db: h.db(), config: h.config, clock: h.clock });
    await seedDemoRequirements(ctx, h.app);
    await seedDemoRequirements(ctx, h.app); // a second start adds nothing
    const rows = await h.db().select().from(requirements);
    expect(rows.map((r) => r.status).sort()).toEqual(
      ['awaitingPreReview', 'draft', 'evaluating', 'feeDue.choosingMode', 'feeDue.crowdfunding', 'inReview'].sort(),
    );
    const evaluating = rows.find((r) => r.status === 'evaluating')!;
    expect(await h.db().select().from(marketEvaluations).where(eq(marketEvaluations.requirementId, evaluating.id))).toHaveLength(1);
    expect(await h.db().select().from(crowdfundingContributions)).toHaveLength(1);
    // the public hall shows the published ones
    const hall = await h.client().post<{ total_record: number }>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 20 });
    expect(hall.body.data.total_record).toBe(4);
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
