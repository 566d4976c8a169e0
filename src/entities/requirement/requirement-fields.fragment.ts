import { graphql } from '@/gql';

/**
 * A requirement as its publisher, operations and (where allowed) the hall see it: the one place its shape is
 * written. Pages that act on it also ask for `workflow { ...WorkflowFields }` beside it (the buttons); lists do
 * not. Codes are the spec 3 tables (machines/codes/requirement.codes.ts).
 */
export const RequirementFieldsFragment = graphql(`
  fragment RequirementFields on Requirement {
    id
    requirementNo
    state
    mainStage
    subStep
    subStepStatus
    draftStatus
    crowdfundingStatus
    outcome
    title
    industryId
    industrySubId
    industryName
    industryNameEn
    categoryId
    categoryName
    categoryNameEn
    durationDays
    budgetFen
    keywords
    institutions
    feeFen
    reason
    deadlineAt
    createdAt
    submittedAt
    publishedAt
    updatedAt
    mine
    evaluationCount
  }
`);

/** The rich part of a requirement (details and attachments): asked for by the pages that show or edit them. */
export const RequirementContentFragment = graphql(`
  fragment RequirementContent on Requirement {
    id
    detailsHtml
    attachments {
      key
      name
      contentType
      size
      url
    }
  }
`);
