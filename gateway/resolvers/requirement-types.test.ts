/**
 * The object-type resolvers of the requirement section (Requirement, Invitation, Campaign and the counts): what
 * they do with an answer the services shape slightly differently (a code as text, a list as JSON text, a field
 * left out for a visitor), and when `Requirement.campaign` makes a call. The shapes the services really answer are
 * checked end to end in tests/integration/requirements.gateway.test.ts.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { serviceError, UnexpectedServiceAnswer } from '../rest-client';
import type { RestCampaign, RestInvitation, RestRequirement } from '../rest-types';
import { Campaign, campaignStatusOf } from './Campaign';
import { Invitation, inviteStatusOf } from './Invitation';
import { namesOf, Requirement } from './Requirement';

const info = {} as GraphQLResolveInfo;

/** A context whose loaders answer from these maps and count their calls. */
function contextWith(campaigns: Record<number, RestCampaign | Error> = {}, workflowEvents: string[] = []) {
  const loaded: string[] = [];
  const context = {
    rest: {} as GatewayContext['rest'],
    loaders: {
      campaignById: {
        load: async (id: number) => {
          loaded.push(`campaign:${id}`);
          const value = campaigns[id];
          if (value instanceof Error) throw value;
          return value;
        },
      },
      workflow: {
        load: async (key: string) => {
          loaded.push(`workflow:${key.replace('\n', ':')}`);
          return { availableEvents: workflowEvents };
        },
      },
    },
  } as unknown as GatewayContext;
  return { context, loaded };
}

// Resolvers are typed as a function or an object with `resolve`; these are all plain functions.
type Fn = (parent: unknown, args: unknown, context: GatewayContext, info: GraphQLResolveInfo) => unknown;
const call = (resolver: unknown, parent: unknown, context: GatewayContext = contextWith().context) => (resolver as Fn)(parent, {}, context, info);

const requirement = (over: Partial<RestRequirement> = {}): RestRequirement => ({
  id: 5, requirementNo: 'RQ20260101000005', state: 'evaluating', title: 't', createdAt: 1, updatedAt: 2, ...over,
});

const campaign = (over: Partial<RestCampaign> = {}): RestCampaign => ({
  id: 9, requirementId: 5, requirementNo: 'RQ', requirementTitle: 't', state: 'open', status: 3, targetFen: 100, raisedFen: 0, leftFen: 100,
  minContributionFen: 10, returnRatioBp: 1000, applicationDate: '2026-01-01', ...over,
});

describe('Requirement', () => {
  it('takes the codes the services send, and the machine’s codes for the state when a route leaves them out', () => {
    const sent = requirement({ state: 'terminated', mainStage: 3, subStep: null, subStepStatus: -2, draftStatus: null, crowdfundingStatus: 5, outcome: 'terminated' });
    expect([call(Requirement.mainStage, sent), call(Requirement.subStep, sent), call(Requirement.crowdfundingStatus, sent)]).toEqual([3, null, 5]);
    const bare = requirement({ state: 'feeDue.crowdfunding' });
    expect([Requirement.mainStage, Requirement.subStep, Requirement.subStepStatus, Requirement.draftStatus, Requirement.crowdfundingStatus, Requirement.outcome].map((r) => call(r, bare))).toEqual([1, 3, 1, 2, 3, null]);
  });

  it('gives a visitor’s left-out fields their empty values', () => {
    const bare = requirement();
    expect([Requirement.detailsHtml, Requirement.attachments, Requirement.keywords, Requirement.institutions, Requirement.feeFen, Requirement.mine, Requirement.evaluationCount, Requirement.industryName].map((r) => call(r, bare))).toEqual([
      '', [], [], '', 0, false, 0, [],
    ]);
  });

  it('reads domain names as a list or as the JSON text of one', () => {
    expect(namesOf(['信息技术', '人工智能'])).toEqual(['信息技术', '人工智能']);
    expect(namesOf('["IT","AI"]')).toEqual(['IT', 'AI']);
    expect(namesOf('IT')).toEqual(['IT']);
    expect(namesOf('')).toEqual([]);
    expect(namesOf(null)).toEqual([]);
  });

  it('uses an embedded campaign, reads one by id only when there is an id, and turns a 404 into null', async () => {
    const embedded = campaign();
    const { context, loaded } = contextWith({ 9: campaign({ state: 'funded' }), 10: serviceError(404, 'not found'), 11: serviceError(401, 'expired') });
    expect(await call(Requirement.campaign, requirement({ campaign: embedded, campaignId: 9 }), context)).toBe(embedded);
    expect(await call(Requirement.campaign, requirement({ campaignId: null }), context)).toBeNull();
    expect(loaded).toEqual([]);
    expect(await call(Requirement.campaign, requirement({ campaignId: 9 }), context)).toMatchObject({ state: 'funded' });
    expect(await call(Requirement.campaign, requirement({ campaignId: 10 }), context)).toBeNull();
    await expect(call(Requirement.campaign, requirement({ campaignId: 11 }), context)).rejects.toMatchObject({ extensions: { status: 401 } });
  });
});

describe('Invitation', () => {
  const invitation = (over: Partial<RestInvitation> = {}): RestInvitation => ({
    id: 3, status: 0, cate: 1, requirement: { id: 5, requirementNo: 'RQ', title: 't', mainProcess: 1, state: 'evaluating' }, createdAt: 1, ...over,
  });

  it('reads the status as a code, its text, or a stored state name, and refuses anything else', () => {
    expect([inviteStatusOf(-1, 'x'), inviteStatusOf('2', 'x'), inviteStatusOf('accepted', 'x'), inviteStatusOf('timedOut', 'x')]).toEqual([-1, 2, 1, 3]);
    for (const bad of ['', 'open', null, undefined, 1.5]) expect(() => inviteStatusOf(bad as never, 'x')).toThrow(UnexpectedServiceAnswer);
  });

  it('sends the domain names as JSON text (the spec’s shape) whatever the services sent', () => {
    expect(call(Invitation.industryName, invitation({ industryName: ['信息技术', '人工智能'] }))).toBe('["信息技术","人工智能"]');
    expect(call(Invitation.industryNameEn, invitation({ industryNameEn: '["IT"]' }))).toBe('["IT"]');
    expect(call(Invitation.industryName, invitation())).toBe('[]');
  });

  it('takes availableEvents from the answer, else from the invitation’s workflow', async () => {
    const { context, loaded } = contextWith({}, ['invite.accept']);
    expect(await call(Invitation.availableEvents, invitation({ availableEvents: [] }), context)).toEqual([]);
    expect(loaded).toEqual([]);
    expect(await call(Invitation.availableEvents, invitation(), context)).toEqual(['invite.accept']);
    expect(loaded).toEqual(['workflow:invitation:3']);
  });
});

describe('Campaign', () => {
  it('takes the status code sent, else the machine’s code of its state', () => {
    expect(campaignStatusOf(campaign({ status: '4' }))).toBe(4);
    expect(campaignStatusOf(campaign({ status: '' as never, state: 'failed' }))).toBe(-1);
    expect(campaignStatusOf(campaign({ status: undefined as never, state: 'applying' }))).toBe(2);
    expect(() => campaignStatusOf(campaign({ status: undefined as never, state: 'paused' }))).toThrow(UnexpectedServiceAnswer);
  });

  it('gives a visitor no contribution of their own and no right to contribute', () => {
    const bare = campaign();
    expect([Campaign.canContribute, Campaign.myContributionFen, Campaign.contributors, Campaign.endsAt].map((r) => call(r, bare))).toEqual([false, 0, 0, null]);
  });
});
