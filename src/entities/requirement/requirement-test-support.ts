// Requirements as the gateway answers them, for the component tests of the publisher's, the hall's and operations'
// pages (never imported by the app).
import { availableEventsOf, nextEventsOf, type ActorRole } from '../../../machines/shared/lifecycle';
import { requirementCodesOf, requirementLifecycle, type RequirementContext } from '../../../machines/requirement/requirement.machine';

/** 'feeDue.choosingMode' → { feeDue: 'choosingMode' } (the machine's state value). */
export function stateValueOf(state: string): string | Record<string, string> {
  const [parent, child] = state.split('.');
  return child ? { [parent]: child } : parent;
}

export type RequirementOverrides = Partial<{
  id: number;
  title: string;
  reason: string | null;
  budgetFen: number | null;
  feeFen: number;
  deadlineAt: number | null;
  publishedAt: number | null;
  detailsHtml: string;
  industryId: number | null;
  industrySubId: number | null;
  categoryId: number | null;
  durationDays: number | null;
  keywords: string[];
}>;

/** The fields of `RequirementFields` and `RequirementContent` for a requirement in `state` (codes from the machine). */
export function requirementFields(state = 'draft', over: RequirementOverrides = {}) {
  const codes = requirementCodesOf(state);
  return {
    __typename: 'Requirement' as const,
    id: 7,
    requirementNo: 'RQ2026112500000007',
    state,
    mainStage: codes.mainStage,
    subStep: codes.subStep,
    subStepStatus: codes.subStepStatus,
    draftStatus: codes.draftStatus,
    crowdfundingStatus: codes.crowdfundingStatus,
    outcome: codes.outcome,
    title: 'Low-cost water purification',
    industryId: 3 as number | null,
    industrySubId: 31 as number | null,
    industryName: ['环境', '水处理'],
    industryNameEn: ['Environment', 'Water treatment'],
    categoryId: 2 as number | null,
    categoryName: '技术攻关',
    categoryNameEn: 'Technical breakthrough',
    durationDays: 90 as number | null,
    budgetFen: 500_000_00 as number | null,
    keywords: ['water', 'filter'],
    institutions: '',
    feeFen: 0,
    reason: null as string | null,
    deadlineAt: null as number | null,
    createdAt: 1_767_225_600_000,
    submittedAt: null as number | null,
    publishedAt: null as number | null,
    updatedAt: 1_767_225_600_000,
    mine: true,
    evaluationCount: 0,
    detailsHtml: '<p>A filter that removes arsenic without power.</p>',
    attachments: [] as Array<{ __typename: 'RequirementAttachment'; key: string; name: string; contentType: string; size: number; url: string | null }>,
    ...over,
  };
}

/** The requirement machine's context for a state (what the services store). */
export function requirementContext(over: Partial<RequirementContext> = {}): RequirementContext {
  return { publisherId: 5, quorum: 2, answers: 0, evaluationRound: 1, feeFen: 0, feeMode: null, campaignId: null, reason: null, endedBy: null, ...over };
}

/**
 * The requirement's workflow as the services would answer it to `role` (availableEvents and nextEvents from the
 * requirement's own machine and event table). `availableEvents` replaces them, to show a page follows the server.
 */
export function requirementWorkflow(state: string, options: { id?: number; role?: ActorRole; availableEvents?: string[]; context?: Partial<RequirementContext> } = {}) {
  const value = stateValueOf(state);
  const context = requirementContext(options.context);
  const snapshot = requirementLifecycle.machine.resolveState({ value, context });
  const role = options.role ?? 'member';
  return {
    __typename: 'Workflow' as const,
    entityType: 'requirement',
    entityId: String(options.id ?? 7),
    machineId: 'requirement',
    state,
    stateValue: JSON.stringify(value),
    context: JSON.stringify(context),
    version: 2,
    viewerRole: role,
    availableEvents: options.availableEvents ?? availableEventsOf(requirementLifecycle, snapshot, role, role === 'member' ? 5 : 9),
    nextEvents: nextEventsOf(requirementLifecycle, snapshot).map((next) => ({ __typename: 'WorkflowNextEvent' as const, ...next })),
    history: [
      { __typename: 'WorkflowTransition' as const, seq: 1, event: 'entity.create', from: null, to: 'draft', actorRole: 'member', actorId: 5, reason: null, at: 1_767_225_600_000, hash: 'a'.repeat(64) },
    ],
    deadlineAt: null as number | null,
  };
}
