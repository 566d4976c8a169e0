/**
 * The all-people review of breakdown plans (schema.graphql, "the all-people review of breakdown plans": planOpinions,
 * votePlan, commentPlan) through the gateway in-process before the real services over PGlite: a requirement reaches
 * the analysis review with two plans (two analysts); hall members read the plans, vote, move their vote, comment (a
 * comment too long is refused in the rule's words); the publisher, an analyst and a member outside the hall are
 * refused with the services' localized message and `reason`; the window ends (the services' dev clock) and the
 * review is read-only, its votes and comments still there.
 */
import { describe, expect, it } from 'vitest';
import { type Plan, useStageTwoStack, type StageTwoMember } from './stage-two-gateway';

const { schedulerPoll, DAY, PASSWORD, gql, ok, refusal, signin, participant, invitationOf, accept, people, inAnalysis, advanceClock, topic, READ_PLAN, SUBMIT_PLAN } =
  useStageTwoStack('op');

type Opinions = {
  requirementNo: string;
  open: boolean;
  refusal: string | null;
  myVote: number | null;
  plans: Array<{ planId: number; analyst: number; state: string; votes: number; subTopics: Array<{ position: number; title: string }>; comments: Array<{ author: string; mine: boolean; body: string; createdAt: number }> }>;
};
const FIELDS = 'requirementNo open refusal myVote plans { planId analyst state votes subTopics { position title researchContent expectedResults } comments { id author mine body createdAt } }';
const READ = `query O($no: String!) { planOpinions(requirementNo: $no) { ${FIELDS} } }`;
const VOTE = `mutation V($no: String!, $plan: Int!) { votePlan(requirementNo: $no, planId: $plan) { ${FIELDS} } }`;
const COMMENT = `mutation C($no: String!, $plan: Int!, $body: String!) { commentPlan(requirementNo: $no, planId: $plan, body: $body) { ${FIELDS} } }`;

const joinHall = async (member: StageTwoMember, kinds: string[]) =>
  ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds, industryIds: [1] } }, member));

describe('the all-people review through the gateway', () => {
  it('hall members read, vote, move their vote and comment while the analysis review is open; others are refused; read-only afterwards', async () => {
    // a second analyst, in the hall before the analysis opens (so invited to analyse)
    const analyst2 = await participant();
    await joinHall(analyst2, ['4']);
    const requirement = await inAnalysis();
    const no = requirement.requirementNo;
    const planIds: number[] = [];
    for (const [i, analyst] of [people.analyst, analyst2].entries()) {
      const invitation = await invitationOf(analyst, requirement.id, 3);
      await accept(analyst, invitation.id);
      const plan = ok(await gql<{ submitBreakdownPlan: Plan }>(SUBMIT_PLAN, { id: invitation.id, t: [topic(`Plan ${i + 1} inspection models`)] }, analyst)).submitBreakdownPlan;
      planIds.push(plan.planId!);
    }
    // the analysis window ends: the plans go into review (after commit, on the scheduler's poll)
    await advanceClock(15 * DAY);
    const others = [analyst2];
    const signInAgain = async (m: StageTwoMember) => {
      m.token = await signin(m.phone, PASSWORD, m.ip);
    };
    for (const m of others) await signInAgain(m);
    expect(ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: (await invitationOf(analyst2, requirement.id, 3)).id }, analyst2)).breakdownPlan.requirement.state).toBe('preReview.analysisReview');
    await schedulerPoll();

    const [voter1, voter2, outsider] = [await participant(), await participant(), await participant()];
    await joinHall(voter1, ['1']);
    await joinHall(voter2, ['1']);
    others.push(voter1, voter2, outsider);

    // read: both plans, analysts named by submission order, no votes yet; the voter may take part
    const first = ok(await gql<{ planOpinions: Opinions }>(READ, { no }, voter1)).planOpinions;
    expect(first).toMatchObject({ requirementNo: no, open: true, refusal: null, myVote: null });
    expect(first.plans.map((p) => [p.planId, p.analyst, p.state, p.votes, p.comments.length])).toEqual([
      [planIds[0], 1, 'inReview', 0, 0],
      [planIds[1], 2, 'inReview', 0, 0],
    ]);
    expect(first.plans[1].subTopics).toEqual([expect.objectContaining({ position: 1, title: 'Plan 2 inspection models' })]);

    // vote, and the answer is the review as it is now; a second vote moves it
    const voted = ok(await gql<{ votePlan: Opinions }>(VOTE, { no, plan: planIds[0] }, voter1)).votePlan;
    expect(voted).toMatchObject({ myVote: planIds[0] });
    expect(voted.plans.map((p) => p.votes)).toEqual([1, 0]);
    const moved = ok(await gql<{ votePlan: Opinions }>(VOTE, { no, plan: planIds[1] }, voter1)).votePlan;
    expect(moved).toMatchObject({ myVote: planIds[1] });
    expect(moved.plans.map((p) => p.votes)).toEqual([0, 1]);
    ok(await gql(VOTE, { no, plan: planIds[1] }, voter2));
    // a plan that is not in review: the services' 404
    expect(refusal(await gql(VOTE, { no, plan: 999_999 }, voter1))).toMatchObject({ status: 404 });

    // comment (trimmed); too long or empty: the rule's words (machines/rules/plan-opinion.ts)
    const commented = ok(await gql<{ commentPlan: Opinions }>(COMMENT, { no, plan: planIds[1], body: '  Clear split of the work  ' }, voter2)).commentPlan;
    expect(commented.plans[1].comments).toEqual([expect.objectContaining({ body: 'Clear split of the work', mine: true, author: `gw-op-${voter2.id}`, createdAt: expect.any(Number) })]);
    expect(refusal(await gql(COMMENT, { no, plan: planIds[1], body: 'x'.repeat(501) }, voter2))).toMatchObject({ status: 400, message: 'A comment must have 1 to 500 characters' });
    expect(refusal(await gql(COMMENT, { no, plan: planIds[1], body: '   ' }, voter2))).toMatchObject({ status: 400, message: 'A comment must have 1 to 500 characters' });
    // another member reads the comment as someone else's, with the counts and their own vote
    const seen = ok(await gql<{ planOpinions: Opinions }>(READ, { no }, voter1)).planOpinions;
    expect(seen).toMatchObject({ myVote: planIds[1] });
    expect(seen.plans.map((p) => p.votes)).toEqual([0, 2]);
    expect(seen.plans[1].comments).toEqual([expect.objectContaining({ body: 'Clear split of the work', mine: false })]);

    // refused: the publisher (reads, may not act), an analyst, a member outside the hall (cannot read either)
    expect(ok(await gql<{ planOpinions: Opinions }>(READ, { no }, people.publisher)).planOpinions).toMatchObject({ open: true, refusal: 'publisher', myVote: null });
    expect(refusal(await gql(VOTE, { no, plan: planIds[0] }, people.publisher))).toMatchObject({
      status: 400, reason: 'publisher', message: 'The publisher cannot take part in the all-people review',
    });
    expect(ok(await gql<{ planOpinions: Opinions }>(READ, { no }, analyst2)).planOpinions.refusal).toBe('analyst');
    expect(refusal(await gql(COMMENT, { no, plan: planIds[0], body: 'Mine is better' }, analyst2))).toMatchObject({
      status: 400, reason: 'analyst', message: 'Analysts who submitted a plan cannot take part in the all-people review',
    });
    expect(refusal(await gql(VOTE, { no, plan: planIds[0] }, outsider))).toMatchObject({
      status: 400, reason: 'notInHall', message: 'Join the project hall to take part in the all-people review',
    });
    expect(refusal(await gql(READ, { no }, outsider))).toMatchObject({ status: 404 });

    // the analysis review's window ends: read-only, the votes and comments kept
    await advanceClock(8 * DAY);
    for (const m of others) await signInAgain(m);
    const closed = ok(await gql<{ planOpinions: Opinions }>(READ, { no }, voter1)).planOpinions;
    expect(closed).toMatchObject({ open: false, refusal: 'notOpen', myVote: planIds[1] });
    expect(closed.plans.map((p) => p.votes)).toEqual([0, 2]);
    expect(closed.plans[1].comments).toHaveLength(1);
    expect(refusal(await gql(VOTE, { no, plan: planIds[0] }, voter1))).toMatchObject({
      status: 400, reason: 'notOpen', message: 'The all-people review is open only during the analysis review',
    });
    expect(refusal(await gql(COMMENT, { no, plan: planIds[0], body: 'Too late' }, voter2))).toMatchObject({ status: 400, reason: 'notOpen' });
  });

  it('answers without a token with 401 and an unknown requirement with 404', async () => {
    expect(refusal(await gql(READ, { no: 'RQ-NONE' }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(VOTE, { no: 'RQ-NONE', plan: 1 }, people.publisher))).toMatchObject({ status: 404 });
    expect(refusal(await gql(READ, { no: 'RQ-NONE' }, people.publisher))).toMatchObject({ status: 404 });
  });
});
