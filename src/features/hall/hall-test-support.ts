// Answers of the hall's queries for the component tests (never imported by the app).

/** A requirement of the hall as the gateway answers it (RequirementFields), with its campaign. */
export function hallRecord(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Requirement',
    id,
    requirementNo: `RQ2026112500${String(id).padStart(4, '0')}`,
    state: 'evaluating',
    mainStage: 1,
    subStep: 2,
    subStepStatus: 1,
    draftStatus: 2,
    crowdfundingStatus: null,
    outcome: null,
    title: `Solid-state battery separator ${id}`,
    industryId: 1,
    industrySubId: 11,
    industryName: ['新能源', '储能'],
    industryNameEn: ['New energy', 'Energy storage'],
    categoryId: 2,
    categoryName: '技术攻关',
    categoryNameEn: 'Technical research',
    durationDays: 90,
    budgetFen: 5_000_000,
    keywords: ['battery'],
    institutions: '',
    feeFen: 500_000,
    reason: null,
    deadlineAt: null,
    createdAt: Date.UTC(2026, 10, 20),
    submittedAt: Date.UTC(2026, 10, 21),
    publishedAt: Date.UTC(2026, 10, 22),
    updatedAt: Date.UTC(2026, 10, 22),
    mine: false,
    evaluationCount: 0,
    campaign: null,
    ...extra,
  };
}

export function campaignRecord(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Campaign',
    id,
    requirementId: 1,
    requirementNo: 'RQ20261125000001',
    requirementTitle: 'Solid-state battery separator 1',
    state: 'open',
    status: 3,
    targetFen: 500_000,
    raisedFen: 150_000,
    leftFen: 350_000,
    minContributionFen: 10_000,
    returnRatioBp: 1500,
    applicationDate: '2026-11-25',
    endsAt: Date.now() + 3 * 86_400_000,
    contributors: 3,
    reason: null,
    canContribute: true,
    myContributionFen: 0,
    ...extra,
  };
}

export const hallReferences = {
  industryTree: [
    {
      __typename: 'Industry',
      id: '1',
      name: 'New energy',
      cnName: '新能源',
      children: [{ __typename: 'Industry', id: '11', name: 'Energy storage', cnName: '储能', children: [] }],
    },
  ],
  requestCategories: [{ __typename: 'RequestCategory', id: '2', industryName: '技术攻关', industryNameEn: 'Technical research' }],
};
