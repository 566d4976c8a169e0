/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n": typeof types.SendEmailCodeDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": typeof types.SendSmsCodeDocument,
    "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n": typeof types.VerifyCodeDocument,
    "\n  query InviteCateGroup($states: [Int!]) {\n    invitationCateGroup(states: $states) {\n      cate\n      state\n      count\n    }\n  }\n": typeof types.InviteCateGroupDocument,
    "\n  query InviteList($pageNum: Int!, $pageSize: Int!, $cate: Int, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n": typeof types.InviteListDocument,
    "\n  query InviteStateGroup {\n    invitationStateGroup {\n      state\n      count\n    }\n  }\n": typeof types.InviteStateGroupDocument,
    "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n": typeof types.RoutersDocument,
    "\n  mutation BindEmail($input: BindEmailInput!) {\n    bindEmail(input: $input)\n  }\n": typeof types.BindEmailDocument,
    "\n  mutation BindPhone($input: BindPhoneInput!) {\n    bindPhone(input: $input)\n  }\n": typeof types.BindPhoneDocument,
    "\n  mutation ModifyLoginPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyLoginPasswordByCode(input: $input)\n  }\n": typeof types.ModifyLoginPasswordByCodeDocument,
    "\n  mutation ModifyLoginPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyLoginPasswordByCurrent(input: $input)\n  }\n": typeof types.ModifyLoginPasswordByCurrentDocument,
    "\n  mutation ModifyPayPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyPayPasswordByCode(input: $input)\n  }\n": typeof types.ModifyPayPasswordByCodeDocument,
    "\n  mutation ModifyPayPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyPayPasswordByCurrent(input: $input)\n  }\n": typeof types.ModifyPayPasswordByCurrentDocument,
    "\n  mutation SendBindCode($input: SendBindCodeInput!) {\n    sendBindCode(input: $input)\n  }\n": typeof types.SendBindCodeDocument,
    "\n  mutation SendSecurityCode($input: SendSecurityCodeInput!) {\n    sendSecurityCode(input: $input)\n  }\n": typeof types.SendSecurityCodeDocument,
    "\n  query PayViewBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": typeof types.PayViewBalanceDocument,
    "\n  query RealNameStatus {\n    myRealName {\n      id\n      status\n    }\n  }\n": typeof types.RealNameStatusDocument,
    "\n  query UploadPolicy($fileName: String!) {\n    uploadPolicy(fileName: $fileName) {\n      host\n      key\n      expire\n      maxSize\n      fields {\n        name\n        value\n      }\n    }\n  }\n": typeof types.UploadPolicyDocument,
    "\n  query SignedUrl($objectKey: String!) {\n    signedUrl(objectKey: $objectKey)\n  }\n": typeof types.SignedUrlDocument,
    "\n  fragment BankCardFields on BankCard {\n    id\n    status\n    maskedNumber\n    last4\n    bankCode\n    bankName\n    ruralCreditUnion\n    cardType\n    cardholderName\n    branchName\n    mobile\n    isDefault\n    attemptsLeft\n    maxAttempts\n    reason\n    depositSentAt\n    expiresAt\n    verifiedAt\n    createdAt\n  }\n": typeof types.BankCardFieldsFragmentDoc,
    "\n  query PlanCategories {\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": typeof types.PlanCategoriesDocument,
    "\n  query RequirementPlans($requirementNo: String!) {\n    requirementPlans(requirementNo: $requirementNo) {\n      requirementNo\n      scorecard {\n        ...ScorecardFields\n      }\n      plans {\n        planId\n        analyst\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        subTopics {\n          ...SubTopicFields\n        }\n        review {\n          reviewers\n          totals\n          meanTenths\n          criteria {\n            key\n            meanTenths\n          }\n          passes\n        }\n      }\n    }\n  }\n": typeof types.RequirementPlansDocument,
    "\n  fragment ScorecardFields on Scorecard {\n    criteria {\n      key\n      label {\n        zh\n        en\n      }\n      weight\n    }\n    passMark\n  }\n": typeof types.ScorecardFieldsFragmentDoc,
    "\n  fragment SubTopicFields on SubTopic {\n    id\n    position\n    title\n    categoryId\n    keywords\n    researchContent\n    expectedResults\n    metrics {\n      name\n      target\n    }\n    technicalBasis\n    integration\n  }\n": typeof types.SubTopicFieldsFragmentDoc,
    "\n  fragment CampaignFields on Campaign {\n    id\n    requirementId\n    requirementNo\n    requirementTitle\n    state\n    status\n    targetFen\n    raisedFen\n    leftFen\n    minContributionFen\n    returnRatioBp\n    applicationDate\n    endsAt\n    contributors\n    reason\n    canContribute\n    myContributionFen\n  }\n": typeof types.CampaignFieldsFragmentDoc,
    "\n  fragment ExpertApplicationFields on ExpertApplication {\n    id\n    status\n    expert\n    fieldIds\n    fields {\n      id\n      name\n      cnName\n    }\n    credentials {\n      key\n      url\n    }\n    introduction\n    reason\n    submissions\n    submittedAt\n    decidedAt\n  }\n": typeof types.ExpertApplicationFieldsFragmentDoc,
    "\n  mutation HandleInvitation($id: Int!, $accept: Boolean!) {\n    handleInvitation(id: $id, accept: $accept) {\n      ...InvitationFields\n    }\n  }\n": typeof types.HandleInvitationDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    status\n    cate\n    expiredAt\n    payBack\n    industryName\n    industryNameEn\n    createdAt\n    marketSize\n    campaignId\n    reason {\n      key\n      fieldZh\n      fieldEn\n      terms\n      completed\n    }\n    availableEvents\n    requirement {\n      id\n      requirementNo\n      title\n      mainProcess\n      state\n    }\n  }\n": typeof types.InvitationFieldsFragmentDoc,
    "\n  fragment MarketAssessmentFormFields on MarketAssessmentForm {\n    yearlyTotalsWan\n    projectSharePct\n    marketValueWan\n    competitionScore\n    evidence\n    comments\n  }\n": typeof types.MarketAssessmentFormFieldsFragmentDoc,
    "\n  query MarketAssessmentSummary($requirementNo: String!) {\n    marketAssessmentSummary(requirementNo: $requirementNo) {\n      requirementNo\n      assessments {\n        assessor\n        grade\n        submittedAt\n        form {\n          ...MarketAssessmentFormFields\n        }\n      }\n      aggregate {\n        count\n        years { mean median min max }\n        shareBp { mean median min max }\n        marketValueWan { mean median min max }\n        competitionScore { mean median min max }\n        grades { A B C D }\n      }\n    }\n  }\n": typeof types.MarketAssessmentSummaryDocument,
    "\n  fragment RealNameApplicationFields on RealNameApplication {\n    id\n    status\n    subjectType\n    idType\n    nationality\n    realName\n    idNumber\n    idValidFrom\n    idValidTo\n    idLongTerm\n    organisationName\n    creditCode\n    licenceValidFrom\n    licenceValidTo\n    licenceLongTerm\n    method\n    images {\n      kind\n      key\n      url\n    }\n    reason\n    submittedAt\n    decidedAt\n  }\n": typeof types.RealNameApplicationFieldsFragmentDoc,
    "\n  fragment RechargeOrderFields on RechargeOrder {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    bankCardId\n    cardBankName\n    cardLast4\n    remarkCode\n    transferReference\n    voucherKey\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    completedAt\n  }\n": typeof types.RechargeOrderFieldsFragmentDoc,
    "\n  query MarketBarGraph($requirementNo: String!) {\n    marketBarGraph(requirementNo: $requirementNo) {\n      requirementNo\n      total\n      bars {\n        marketSize\n        count\n      }\n    }\n  }\n": typeof types.MarketBarGraphDocument,
    "\n  fragment RequirementFields on Requirement {\n    id\n    requirementNo\n    state\n    mainStage\n    subStep\n    subStepStatus\n    draftStatus\n    crowdfundingStatus\n    outcome\n    title\n    industryId\n    industrySubId\n    industryName\n    industryNameEn\n    categoryId\n    categoryName\n    categoryNameEn\n    durationDays\n    budgetFen\n    keywords\n    institutions\n    feeFen\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    publishedAt\n    updatedAt\n    mine\n    evaluationCount\n  }\n": typeof types.RequirementFieldsFragmentDoc,
    "\n  fragment RequirementContent on Requirement {\n    id\n    detailsHtml\n    attachments {\n      key\n      name\n      contentType\n      size\n      url\n    }\n  }\n": typeof types.RequirementContentFragmentDoc,
    "\n  query RequirementSolutions($requirementNo: String!) {\n    requirementSolutions(requirementNo: $requirementNo) {\n      requirementNo\n      solutions {\n        solutionId\n        subTopicId\n        provider\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        content {\n          ...SolutionContentFields\n        }\n      }\n    }\n  }\n": typeof types.RequirementSolutionsDocument,
    "\n  fragment SolutionContentFields on SolutionContent {\n    approach {\n      summary\n      approach\n    }\n    detail {\n      detailHtml\n      attachments {\n        key\n        name\n      }\n    }\n    team {\n      members {\n        name\n        role\n        expertise\n      }\n    }\n    plan {\n      costFen\n      durationDays\n      milestones {\n        title\n        day\n        deliverable\n      }\n    }\n  }\n": typeof types.SolutionContentFieldsFragmentDoc,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    feeFen\n    feeRateBp\n    receivedFen\n    bankCardId\n    cardBankName\n    cardLast4\n    bankReference\n    reason\n    createdAt\n    payingAt\n    arrivedAt\n  }\n": typeof types.WithdrawalFieldsFragmentDoc,
    "\n  fragment CheckpointFields on ChainCheckpoint {\n    id\n    rootHash\n    prevRootHash\n    at\n    lastTransitionId\n    transitions\n  }\n": typeof types.CheckpointFieldsFragmentDoc,
    "\n  mutation CreateCheckpoint {\n    createCheckpoint {\n      ...CheckpointFields\n    }\n  }\n": typeof types.CreateCheckpointDocument,
    "\n  query EntityReceipt($entityType: String!, $entityId: String!, $seq: Int!) {\n    receipt(entityType: $entityType, entityId: $entityId, seq: $seq) {\n      entityType\n      entityId\n      seq\n      json\n    }\n  }\n": typeof types.EntityReceiptDocument,
    "\n  query EntityWorkflow($entityType: String!, $entityId: String!) {\n    workflow(entityType: $entityType, entityId: $entityId) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.EntityWorkflowDocument,
    "\n  query LatestCheckpoint {\n    latestCheckpoint {\n      ...CheckpointFields\n    }\n  }\n": typeof types.LatestCheckpointDocument,
    "\n  fragment WorkflowFields on Workflow {\n    entityType\n    entityId\n    machineId\n    state\n    stateValue\n    context\n    version\n    viewerRole\n    availableEvents\n    nextEvents {\n      event\n      by\n    }\n    history {\n      seq\n      event\n      from\n      to\n      actorRole\n      actorId\n      reason\n      at\n      hash\n    }\n    deadlineAt\n  }\n": typeof types.WorkflowFieldsFragmentDoc,
    "\n  fragment PlanOpinionsFields on PlanOpinions {\n    requirementNo\n    open\n    refusal\n    myVote\n    plans {\n      planId\n      analyst\n      state\n      votes\n      subTopics {\n        position\n        title\n        researchContent\n        expectedResults\n      }\n      comments {\n        id\n        author\n        mine\n        body\n        createdAt\n      }\n    }\n  }\n": typeof types.PlanOpinionsFieldsFragmentDoc,
    "\n  query OpinionRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": typeof types.OpinionRequirementDocument,
    "\n  query PlanOpinions($requirementNo: String!) {\n    planOpinions(requirementNo: $requirementNo) {\n      ...PlanOpinionsFields\n    }\n  }\n": typeof types.PlanOpinionsDocument,
    "\n  mutation VotePlan($requirementNo: String!, $planId: Int!) {\n    votePlan(requirementNo: $requirementNo, planId: $planId) {\n      ...PlanOpinionsFields\n    }\n  }\n": typeof types.VotePlanDocument,
    "\n  mutation CommentPlan($requirementNo: String!, $planId: Int!, $body: String!) {\n    commentPlan(requirementNo: $requirementNo, planId: $planId, body: $body) {\n      ...PlanOpinionsFields\n    }\n  }\n": typeof types.CommentPlanDocument,
    "\n  query AnnounceRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": typeof types.AnnounceRequirementDocument,
    "\n  fragment ReviewTaskFields on ReviewTask {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    cate\n    taskId\n    state\n    taskState\n    scorecard {\n      ...ScorecardFields\n    }\n    items {\n      itemId\n      label\n    }\n    reviews {\n      itemId\n      scores {\n        key\n        score\n      }\n      comment\n      totalTenths\n    }\n    guidelinesAcknowledged\n    conflict\n    expiredAt\n    editable\n    availableEvents\n  }\n": typeof types.ReviewTaskFieldsFragmentDoc,
    "\n  query ReviewTask($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    reviewTask(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n": typeof types.ReviewTaskDocument,
    "\n  mutation AcknowledgeReviewGuidelines($invitationId: Int!) {\n    acknowledgeReviewGuidelines(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n": typeof types.AcknowledgeReviewGuidelinesDocument,
    "\n  mutation SaveReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    saveReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n": typeof types.SaveReviewScoresDocument,
    "\n  mutation SubmitReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    submitReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n": typeof types.SubmitReviewScoresDocument,
    "\n  fragment BreakdownPlanFields on BreakdownPlan {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    planId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    subTopics {\n      ...SubTopicFields\n    }\n    submittedAt\n    expiredAt\n    editable\n  }\n": typeof types.BreakdownPlanFieldsFragmentDoc,
    "\n  query BreakdownPlan($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    breakdownPlan(invitationId: $invitationId) {\n      ...BreakdownPlanFields\n    }\n  }\n": typeof types.BreakdownPlanDocument,
    "\n  mutation SaveBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    saveBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n": typeof types.SaveBreakdownPlanDocument,
    "\n  mutation SubmitBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    submitBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n": typeof types.SubmitBreakdownPlanDocument,
    "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n": typeof types.ResetPasswordByEmailDocument,
    "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n": typeof types.ResetPasswordBySmsDocument,
    "\n  mutation Signin($identifier: String!, $password: String!, $captchaId: ID, $captchaCode: String) {\n    signin(identifier: $identifier, password: $password, captchaId: $captchaId, captchaCode: $captchaCode) {\n      idToken\n      expiresIn\n    }\n  }\n": typeof types.SigninDocument,
    "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n": typeof types.SignupEmailDocument,
    "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n": typeof types.SignupPhoneDocument,
    "\n  query MyBankCards {\n    myBankCards {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.MyBankCardsDocument,
    "\n  query BankCard($id: Int!) {\n    bankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.BankCardDocument,
    "\n  query BankCardHolder {\n    bankCardHolder {\n      cardholderName\n      realNameVerified\n      payPasswordSet\n      verifyingCount\n    }\n  }\n": typeof types.BankCardHolderDocument,
    "\n  mutation BindBankCard($input: BankCardDetailsInput!) {\n    bindBankCard(input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.BindBankCardDocument,
    "\n  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {\n    editBankCard(id: $id, input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.EditBankCardDocument,
    "\n  mutation ConfirmBankCardAmount($id: Int!, $amount: String!) {\n    confirmBankCardAmount(id: $id, amount: $amount) {\n      correct\n      message\n      card {\n        ...BankCardFields\n        workflow {\n          ...WorkflowFields\n        }\n      }\n    }\n  }\n": typeof types.ConfirmBankCardAmountDocument,
    "\n  mutation CancelBankCard($id: Int!) {\n    cancelBankCard(id: $id)\n  }\n": typeof types.CancelBankCardDocument,
    "\n  mutation DeleteBankCard($id: Int!) {\n    deleteBankCard(id: $id)\n  }\n": typeof types.DeleteBankCardDocument,
    "\n  mutation SetDefaultBankCard($id: Int!) {\n    setDefaultBankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.SetDefaultBankCardDocument,
    "\n  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {\n    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)\n  }\n": typeof types.UnlinkBankCardDocument,
    "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n": typeof types.OutboxDocument,
    "\n  query EvaluationInvitation($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n": typeof types.EvaluationInvitationDocument,
    "\n  fragment MarketAssessmentFields on MarketAssessment {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    form {\n      ...MarketAssessmentFormFields\n    }\n    grade\n    submitted\n    submittedAt\n    updatedAt\n    payBack\n    expiredAt\n    editable\n  }\n": typeof types.MarketAssessmentFieldsFragmentDoc,
    "\n  query MarketAssessment($invitationId: Int!) {\n    marketAssessment(invitationId: $invitationId) {\n      ...MarketAssessmentFields\n    }\n  }\n": typeof types.MarketAssessmentDocument,
    "\n  mutation SaveMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    saveMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n": typeof types.SaveMarketAssessmentDocument,
    "\n  mutation SubmitMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    submitMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n": typeof types.SubmitMarketAssessmentDocument,
    "\n  mutation SubmitMarketEvaluation($id: Int!, $marketSize: String!) {\n    submitMarketEvaluation(id: $id, marketSize: $marketSize) {\n      ...InvitationFields\n    }\n  }\n": typeof types.SubmitMarketEvaluationDocument,
    "\n  query MyExpertApplication {\n    myExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n": typeof types.MyExpertApplicationDocument,
    "\n  mutation SaveExpertApplication($input: ExpertApplicationInput!) {\n    saveExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.SaveExpertApplicationDocument,
    "\n  mutation SubmitExpertApplication($input: ExpertApplicationInput!) {\n    submitExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.SubmitExpertApplicationDocument,
    "\n  mutation WithdrawExpertApplication {\n    withdrawExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.WithdrawExpertApplicationDocument,
    "\n  mutation EditExpertApplication {\n    editExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.EditExpertApplicationDocument,
    "\n  query HallMembership {\n    hallMembership {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n": typeof types.HallMembershipDocument,
    "\n  query HallReferences {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": typeof types.HallReferencesDocument,
    "\n  query HallRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      campaign {\n        ...CampaignFields\n      }\n    }\n  }\n": typeof types.HallRequirementDocument,
    "\n  query Hall($pageNum: Int!, $pageSize: Int!, $filter: HallFilter) {\n    hall(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RequirementFields\n        campaign {\n          ...CampaignFields\n        }\n      }\n      total_record\n    }\n  }\n": typeof types.HallDocument,
    "\n  mutation JoinHall($input: JoinHallInput!) {\n    joinHall(input: $input) {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n": typeof types.JoinHallDocument,
    "\n  query InvitationDetail($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.InvitationDetailDocument,
    "\n  query InvitedRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": typeof types.InvitedRequirementDocument,
    "\n  query MyRequirements($pageNum: Int!, $pageSize: Int!, $stage: Int, $state: String) {\n    myRequirements(pageNum: $pageNum, pageSize: $pageSize, stage: $stage, state: $state) {\n      records {\n        ...RequirementFields\n      }\n      total_record\n    }\n  }\n": typeof types.MyRequirementsDocument,
    "\n  mutation ReopenEvaluation($id: Int!) {\n    reopenEvaluation(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ReopenEvaluationDocument,
    "\n  query TaskDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.TaskDetailDocument,
    "\n  mutation WithdrawRequirement($id: Int!) {\n    withdrawRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.WithdrawRequirementDocument,
    "\n  query MyContributions($pageNum: Int!, $pageSize: Int!) {\n    myContributions(pageNum: $pageNum, pageSize: $pageSize) {\n      records {\n        id\n        campaignId\n        requirementId\n        requirementTitle\n        amountFen\n        status\n        shareBp\n        campaignState\n        createdAt\n        refundedAt\n      }\n      total_record\n    }\n  }\n": typeof types.MyContributionsDocument,
    "\n  query MyInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n": typeof types.MyInvitationsDocument,
    "\n  mutation ApproveRecharge($id: Int!, $idempotencyKey: String!) {\n    approveRecharge(id: $id, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ApproveRechargeDocument,
    "\n  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {\n    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        card {\n          ...BankCardFields\n        }\n      }\n    }\n  }\n": typeof types.OpsBankCardsDocument,
    "\n  query OpsBankCard($id: Int!) {\n    opsBankCard(id: $id) {\n      card {\n        card {\n          ...BankCardFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": typeof types.OpsBankCardDocument,
    "\n  mutation FailBankCardVerification($id: Int!, $reason: String!) {\n    failBankCardVerification(id: $id, reason: $reason) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.FailBankCardVerificationDocument,
    "\n  mutation ApproveCampaign($id: Int!) {\n    approveCampaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ApproveCampaignDocument,
    "\n  query OpsCampaignDetail($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.OpsCampaignDetailDocument,
    "\n  mutation RejectCampaign($id: Int!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RejectCampaignDocument,
    "\n  query OpsCampaignQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsCampaigns(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...CampaignFields\n      }\n      total_record\n    }\n  }\n": typeof types.OpsCampaignQueueDocument,
    "\n  query ExpertApplications($status: ExpertApplicationStatus, $pageNum: Int, $pageSize: Int) {\n    expertApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        nickname\n        status\n        fields {\n          id\n          name\n          cnName\n        }\n        submissions\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n": typeof types.ExpertApplicationsDocument,
    "\n  query ExpertApplication($id: Int!) {\n    expertApplication(id: $id) {\n      ...ExpertApplicationFields\n      userId\n      account\n      nickname\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ExpertApplicationDocument,
    "\n  mutation ApproveExpertApplication($id: Int!, $reason: String) {\n    approveExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      expert\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ApproveExpertApplicationDocument,
    "\n  mutation RejectExpertApplication($id: Int!, $reason: String!) {\n    rejectExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RejectExpertApplicationDocument,
    "\n  mutation FailWithdrawal($id: Int!, $reason: String!, $idempotencyKey: String!) {\n    failWithdrawal(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.FailWithdrawalDocument,
    "\n  mutation MarkWithdrawalPaid($id: Int!, $bankReference: String!, $idempotencyKey: String!) {\n    markWithdrawalPaid(id: $id, bankReference: $bankReference, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.MarkWithdrawalPaidDocument,
    "\n  query OpsRechargeOrder($id: Int!) {\n    opsRechargeOrder(id: $id) {\n      order {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": typeof types.OpsRechargeOrderDocument,
    "\n  query OpsRechargeOrders($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsRechargeOrders(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n        }\n      }\n    }\n  }\n": typeof types.OpsRechargeOrdersDocument,
    "\n  query OpsWithdrawal($id: Int!) {\n    opsWithdrawal(id: $id) {\n      withdrawal {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        cardNumber\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": typeof types.OpsWithdrawalDocument,
    "\n  query OpsWithdrawals($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsWithdrawals(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n": typeof types.OpsWithdrawalsDocument,
    "\n  query RealNameApplications($status: RealNameStatus, $pageNum: Int, $pageSize: Int) {\n    realNameApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        status\n        subjectType\n        realName\n        organisationName\n        idType\n        method\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n": typeof types.RealNameApplicationsDocument,
    "\n  query RealNameApplication($id: Int!) {\n    realNameApplication(id: $id) {\n      ...RealNameApplicationFields\n      userId\n      account\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RealNameApplicationDocument,
    "\n  mutation ApproveRealName($id: Int!, $reason: String) {\n    approveRealName(id: $id, reason: $reason) {\n      id\n      status\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ApproveRealNameDocument,
    "\n  mutation RejectRealName($id: Int!, $reason: String!) {\n    rejectRealName(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RejectRealNameDocument,
    "\n  query FaceChecks($status: FaceCheckStatus, $pageNum: Int, $pageSize: Int) {\n    faceChecks(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        applicationId\n        userId\n        account\n        organisationName\n        creditCode\n        provider\n        status\n        reason\n        createdAt\n        decidedAt\n      }\n    }\n  }\n": typeof types.FaceChecksDocument,
    "\n  mutation PassFaceCheck($id: Int!, $reason: String) {\n    passFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.PassFaceCheckDocument,
    "\n  mutation FailFaceCheck($id: Int!, $reason: String!) {\n    failFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.FailFaceCheckDocument,
    "\n  query Reconciliation {\n    reconciliation {\n      ok\n      checkedAt\n      accounts\n      transfers\n      totalFen\n      mismatchedAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n        postingsFen\n      }\n      unbalancedTransfers {\n        transferId\n        sumFen\n        postings\n      }\n      negativeAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n      }\n      pendingWithdrawalsLedgerFen\n      openWithdrawalsFen\n      totalsByCurrency {\n        currency\n        totalFen\n      }\n      coinReserveFen\n      coinsInCirculationFen\n    }\n  }\n": typeof types.ReconciliationDocument,
    "\n  mutation RejectRecharge($id: Int!, $reason: String!) {\n    rejectRecharge(id: $id, reason: $reason) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RejectRechargeDocument,
    "\n  mutation ApproveRequirement($id: Int!) {\n    approveRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ApproveRequirementDocument,
    "\n  mutation AddInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    addInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n      invitedNow\n    }\n  }\n": typeof types.AddInvitationCandidateDocument,
    "\n  mutation RemoveInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    removeInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n    }\n  }\n": typeof types.RemoveInvitationCandidateDocument,
    "\n  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {\n    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {\n      userId\n      nickname\n      position\n      score\n      fieldMatch\n      categoryMatch\n      textRelevance\n      trackRecord\n      loadPenalty\n      reason {\n        key\n        fieldZh\n        fieldEn\n        terms\n        completed\n      }\n      override\n      eligible\n      invitationId\n      status\n    }\n  }\n": typeof types.OpsRequirementCandidatesDocument,
    "\n  mutation CompleteRequirementStage($id: Int!) {\n    completeRequirementStage(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.CompleteRequirementStageDocument,
    "\n  query OpsRequirementDetail($id: Int!) {\n    opsRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      publisher\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.OpsRequirementDetailDocument,
    "\n  query OpsRequirementQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsRequirements(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...RequirementFields\n        publisher\n      }\n      total_record\n    }\n  }\n": typeof types.OpsRequirementQueueDocument,
    "\n  mutation RejectRequirement($id: Int!, $reason: String!) {\n    rejectRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RejectRequirementDocument,
    "\n  mutation ReopenPreReviewStep($id: Int!, $step: PreReviewReopenStep!) {\n    reopenPreReviewStep(id: $id, step: $step) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ReopenPreReviewStepDocument,
    "\n  mutation StartRequirementPreReview($id: Int!) {\n    startPreReview(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.StartRequirementPreReviewDocument,
    "\n  mutation StopRequirement($id: Int!, $reason: String!) {\n    stopRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.StopRequirementDocument,
    "\n  mutation StartWithdrawalPayout($id: Int!) {\n    startWithdrawalPayout(id: $id) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.StartWithdrawalPayoutDocument,
    "\n  query PreReviewDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.PreReviewDetailDocument,
    "\n  query PersonalInfo {\n    personalInfo {\n      nickname\n      avatar\n      fieldsOfInterest\n      professionalField\n      provinceCode\n      cityCode\n      districtCode\n      introduction\n    }\n  }\n": typeof types.PersonalInfoDocument,
    "\n  query ProfileIndustries {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n": typeof types.ProfileIndustriesDocument,
    "\n  mutation UpdatePersonalInfo($input: PersonalInfoInput!) {\n    # the page refetches PersonalInfo afterwards (the type has no id to normalise by)\n    updatePersonalInfo(input: $input) {\n      fieldsOfInterest\n    }\n  }\n": typeof types.UpdatePersonalInfoDocument,
    "\n  mutation SetNickname($nickname: String!) {\n    setNickname(nickname: $nickname)\n  }\n": typeof types.SetNicknameDocument,
    "\n  mutation UpdateAvatar($avatar: String!) {\n    updateAvatar(avatar: $avatar)\n  }\n": typeof types.UpdateAvatarDocument,
    "\n  query PublishOptions {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": typeof types.PublishOptionsDocument,
    "\n  query PublishProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n": typeof types.PublishProfileDocument,
    "\n  query PublishRequirement($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.PublishRequirementDocument,
    "\n  mutation SaveRequirement($input: RequirementInput!) {\n    saveRequirement(input: $input) {\n      ...RequirementFields\n      ...RequirementContent\n    }\n  }\n": typeof types.SaveRequirementDocument,
    "\n  mutation SubmitRequirement($id: Int!, $agreed: Boolean!) {\n    submitRequirement(id: $id, agreed: $agreed) {\n      ...RequirementFields\n    }\n  }\n": typeof types.SubmitRequirementDocument,
    "\n  query MyRealName {\n    myRealName {\n      ...RealNameApplicationFields\n      canSubmit\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.MyRealNameDocument,
    "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      status\n      # The page follows the application's workflow: the answer brings the new one.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.SubmitRealNameDocument,
    "\n  mutation ApplyCrowdfunding($requirementId: Int!, $amountFen: Float!, $returnRatioBp: Int!, $applicationDate: String!) {\n    applyCrowdfunding(requirementId: $requirementId, amountFen: $amountFen, returnRatioBp: $returnRatioBp, applicationDate: $applicationDate) {\n      ...CampaignFields\n    }\n  }\n": typeof types.ApplyCrowdfundingDocument,
    "\n  mutation Contribute($campaignId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    contribute(campaignId: $campaignId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...CampaignFields\n    }\n  }\n": typeof types.ContributeDocument,
    "\n  query CrowdfundingCampaign($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n    }\n  }\n": typeof types.CrowdfundingCampaignDocument,
    "\n  query PayGroup($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      campaign {\n        ...CampaignFields\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n": typeof types.PayGroupDocument,
    "\n  mutation PayReviewFee($requirementId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    payReviewFee(requirementId: $requirementId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.PayReviewFeeDocument,
    "\n  query PaySelf($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n": typeof types.PaySelfDocument,
    "\n  fragment SolutionFields on Solution {\n    invitationId\n    subTopicId\n    solutionId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    currentStep\n    content {\n      ...SolutionContentFields\n    }\n    attachments {\n      key\n      name\n      contentType\n      size\n    }\n    termsAcceptedAt\n    submittedAt\n    editable\n    availableEvents\n  }\n": typeof types.SolutionFieldsFragmentDoc,
    "\n  query SolutionTopics($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    solutionTopics(invitationId: $invitationId) {\n      invitationId\n      requirement {\n        id\n        requirementNo\n        title\n        state\n      }\n      expiredAt\n      editable\n      subTopics {\n        id\n        position\n        title\n        researchContent\n        expectedResults\n        metrics {\n          name\n          target\n        }\n        technicalBasis\n        integration\n        solution {\n          id\n          state\n          codes {\n            taskState\n            reviewStatus\n            result\n          }\n        }\n      }\n    }\n  }\n": typeof types.SolutionTopicsDocument,
    "\n  query Solution($invitationId: Int!, $subTopicId: Int!) {\n    solution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": typeof types.SolutionDocument,
    "\n  mutation AcceptSolutionTerms($invitationId: Int!, $subTopicId: Int!) {\n    acceptSolutionTerms(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": typeof types.AcceptSolutionTermsDocument,
    "\n  mutation SaveSolutionStep(\n    $invitationId: Int!\n    $subTopicId: Int!\n    $step: Int!\n    $approach: SolutionApproachInput\n    $detail: SolutionDetailInput\n    $team: SolutionTeamInput\n    $plan: SolutionPlanInput\n  ) {\n    saveSolutionStep(invitationId: $invitationId, subTopicId: $subTopicId, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) {\n      ...SolutionFields\n    }\n  }\n": typeof types.SaveSolutionStepDocument,
    "\n  mutation SubmitSolution($invitationId: Int!, $subTopicId: Int!) {\n    submitSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": typeof types.SubmitSolutionDocument,
    "\n  mutation WithdrawSolution($invitationId: Int!, $subTopicId: Int!) {\n    withdrawSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": typeof types.WithdrawSolutionDocument,
    "\n  query VerifyReceipt($receipt: ReceiptInput!) {\n    verifyReceipt(receipt: $receipt) {\n      valid\n      result\n      message\n      brokenAt {\n        entityType\n        entityId\n        seq\n      }\n      checkpoint {\n        ...CheckpointFields\n      }\n      checkpointBroken\n    }\n  }\n": typeof types.VerifyReceiptDocument,
    "\n  mutation CancelRechargeOrder($id: Int!) {\n    cancelRechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.CancelRechargeOrderDocument,
    "\n  mutation ConfirmRechargeTransfer($id: Int!) {\n    confirmRechargeTransfer(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.ConfirmRechargeTransferDocument,
    "\n  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {\n    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.CreateRechargeOrderDocument,
    "\n  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {\n    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.CreateWithdrawalDocument,
    "\n  query RechargeFlowOrder($id: Int!) {\n    rechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.RechargeFlowOrderDocument,
    "\n  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {\n    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.SubmitRechargeVoucherDocument,
    "\n  query WalletFlowBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": typeof types.WalletFlowBalanceDocument,
    "\n  query WalletFlowCards {\n    myBankCards {\n      id\n      status\n      bankName\n      maskedNumber\n      last4\n      isDefault\n    }\n  }\n": typeof types.WalletFlowCardsDocument,
    "\n  query WalletFlowConfig {\n    walletConfig {\n      minRechargeFen\n      withdrawFeeRateBp\n      remitWindowHours\n      recipient {\n        accountName\n        cardNumber\n        bankName\n        bankAddress\n      }\n    }\n  }\n": typeof types.WalletFlowConfigDocument,
    "\n  query WithdrawFlowWithdrawal($id: Int!) {\n    withdrawal(id: $id) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": typeof types.WithdrawFlowWithdrawalDocument,
    "\n  mutation Exchange($input: ExchangeInput!, $idempotencyKey: String!) {\n    exchange(input: $input, idempotencyKey: $idempotencyKey) {\n      transferId\n      balance {\n        cnyFen\n        coinFen\n        heldFen\n      }\n    }\n  }\n": typeof types.ExchangeDocument,
    "\n  query FlowEntries($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    flowEntries(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      total_record\n    }\n  }\n": typeof types.FlowEntriesDocument,
    "\n  query FlowEntry($transferId: Float!, $wallet: WalletKind) {\n    flowEntry(transferId: $transferId, wallet: $wallet) {\n      entry {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      rechargeOrder {\n        ...RechargeOrderFields\n      }\n      withdrawal {\n        ...WithdrawalFields\n      }\n    }\n  }\n": typeof types.FlowEntryDocument,
    "\n  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RechargeOrderFields\n      }\n      total_record\n    }\n  }\n": typeof types.RechargeOrdersDocument,
    "\n  query WalletBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...WithdrawalFields\n      }\n      total_record\n    }\n  }\n": typeof types.WithdrawalsDocument,
    "\n  query RequirementStatistics {\n    requirementStatistics {\n      byStage {\n        stage\n        count\n      }\n      drafts\n      pendingInvitations\n      tasksInProgress\n      contributedFen\n    }\n  }\n": typeof types.RequirementStatisticsDocument,
    "\n  query WorkbenchBankCards {\n    myBankCards {\n      id\n      status\n    }\n  }\n": typeof types.WorkbenchBankCardsDocument,
    "\n  query WorkbenchProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n": typeof types.WorkbenchProfileDocument,
    "\n  query WorkbenchRealName {\n    myRealName {\n      status\n      reason\n    }\n  }\n": typeof types.WorkbenchRealNameDocument,
    "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n": typeof types.ModifyLanguageDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": typeof types.SignoutDocument,
};
const documents: Documents = {
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n": types.SendEmailCodeDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": types.SendSmsCodeDocument,
    "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n": types.VerifyCodeDocument,
    "\n  query InviteCateGroup($states: [Int!]) {\n    invitationCateGroup(states: $states) {\n      cate\n      state\n      count\n    }\n  }\n": types.InviteCateGroupDocument,
    "\n  query InviteList($pageNum: Int!, $pageSize: Int!, $cate: Int, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n": types.InviteListDocument,
    "\n  query InviteStateGroup {\n    invitationStateGroup {\n      state\n      count\n    }\n  }\n": types.InviteStateGroupDocument,
    "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n": types.RoutersDocument,
    "\n  mutation BindEmail($input: BindEmailInput!) {\n    bindEmail(input: $input)\n  }\n": types.BindEmailDocument,
    "\n  mutation BindPhone($input: BindPhoneInput!) {\n    bindPhone(input: $input)\n  }\n": types.BindPhoneDocument,
    "\n  mutation ModifyLoginPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyLoginPasswordByCode(input: $input)\n  }\n": types.ModifyLoginPasswordByCodeDocument,
    "\n  mutation ModifyLoginPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyLoginPasswordByCurrent(input: $input)\n  }\n": types.ModifyLoginPasswordByCurrentDocument,
    "\n  mutation ModifyPayPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyPayPasswordByCode(input: $input)\n  }\n": types.ModifyPayPasswordByCodeDocument,
    "\n  mutation ModifyPayPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyPayPasswordByCurrent(input: $input)\n  }\n": types.ModifyPayPasswordByCurrentDocument,
    "\n  mutation SendBindCode($input: SendBindCodeInput!) {\n    sendBindCode(input: $input)\n  }\n": types.SendBindCodeDocument,
    "\n  mutation SendSecurityCode($input: SendSecurityCodeInput!) {\n    sendSecurityCode(input: $input)\n  }\n": types.SendSecurityCodeDocument,
    "\n  query PayViewBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": types.PayViewBalanceDocument,
    "\n  query RealNameStatus {\n    myRealName {\n      id\n      status\n    }\n  }\n": types.RealNameStatusDocument,
    "\n  query UploadPolicy($fileName: String!) {\n    uploadPolicy(fileName: $fileName) {\n      host\n      key\n      expire\n      maxSize\n      fields {\n        name\n        value\n      }\n    }\n  }\n": types.UploadPolicyDocument,
    "\n  query SignedUrl($objectKey: String!) {\n    signedUrl(objectKey: $objectKey)\n  }\n": types.SignedUrlDocument,
    "\n  fragment BankCardFields on BankCard {\n    id\n    status\n    maskedNumber\n    last4\n    bankCode\n    bankName\n    ruralCreditUnion\n    cardType\n    cardholderName\n    branchName\n    mobile\n    isDefault\n    attemptsLeft\n    maxAttempts\n    reason\n    depositSentAt\n    expiresAt\n    verifiedAt\n    createdAt\n  }\n": types.BankCardFieldsFragmentDoc,
    "\n  query PlanCategories {\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": types.PlanCategoriesDocument,
    "\n  query RequirementPlans($requirementNo: String!) {\n    requirementPlans(requirementNo: $requirementNo) {\n      requirementNo\n      scorecard {\n        ...ScorecardFields\n      }\n      plans {\n        planId\n        analyst\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        subTopics {\n          ...SubTopicFields\n        }\n        review {\n          reviewers\n          totals\n          meanTenths\n          criteria {\n            key\n            meanTenths\n          }\n          passes\n        }\n      }\n    }\n  }\n": types.RequirementPlansDocument,
    "\n  fragment ScorecardFields on Scorecard {\n    criteria {\n      key\n      label {\n        zh\n        en\n      }\n      weight\n    }\n    passMark\n  }\n": types.ScorecardFieldsFragmentDoc,
    "\n  fragment SubTopicFields on SubTopic {\n    id\n    position\n    title\n    categoryId\n    keywords\n    researchContent\n    expectedResults\n    metrics {\n      name\n      target\n    }\n    technicalBasis\n    integration\n  }\n": types.SubTopicFieldsFragmentDoc,
    "\n  fragment CampaignFields on Campaign {\n    id\n    requirementId\n    requirementNo\n    requirementTitle\n    state\n    status\n    targetFen\n    raisedFen\n    leftFen\n    minContributionFen\n    returnRatioBp\n    applicationDate\n    endsAt\n    contributors\n    reason\n    canContribute\n    myContributionFen\n  }\n": types.CampaignFieldsFragmentDoc,
    "\n  fragment ExpertApplicationFields on ExpertApplication {\n    id\n    status\n    expert\n    fieldIds\n    fields {\n      id\n      name\n      cnName\n    }\n    credentials {\n      key\n      url\n    }\n    introduction\n    reason\n    submissions\n    submittedAt\n    decidedAt\n  }\n": types.ExpertApplicationFieldsFragmentDoc,
    "\n  mutation HandleInvitation($id: Int!, $accept: Boolean!) {\n    handleInvitation(id: $id, accept: $accept) {\n      ...InvitationFields\n    }\n  }\n": types.HandleInvitationDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    status\n    cate\n    expiredAt\n    payBack\n    industryName\n    industryNameEn\n    createdAt\n    marketSize\n    campaignId\n    reason {\n      key\n      fieldZh\n      fieldEn\n      terms\n      completed\n    }\n    availableEvents\n    requirement {\n      id\n      requirementNo\n      title\n      mainProcess\n      state\n    }\n  }\n": types.InvitationFieldsFragmentDoc,
    "\n  fragment MarketAssessmentFormFields on MarketAssessmentForm {\n    yearlyTotalsWan\n    projectSharePct\n    marketValueWan\n    competitionScore\n    evidence\n    comments\n  }\n": types.MarketAssessmentFormFieldsFragmentDoc,
    "\n  query MarketAssessmentSummary($requirementNo: String!) {\n    marketAssessmentSummary(requirementNo: $requirementNo) {\n      requirementNo\n      assessments {\n        assessor\n        grade\n        submittedAt\n        form {\n          ...MarketAssessmentFormFields\n        }\n      }\n      aggregate {\n        count\n        years { mean median min max }\n        shareBp { mean median min max }\n        marketValueWan { mean median min max }\n        competitionScore { mean median min max }\n        grades { A B C D }\n      }\n    }\n  }\n": types.MarketAssessmentSummaryDocument,
    "\n  fragment RealNameApplicationFields on RealNameApplication {\n    id\n    status\n    subjectType\n    idType\n    nationality\n    realName\n    idNumber\n    idValidFrom\n    idValidTo\n    idLongTerm\n    organisationName\n    creditCode\n    licenceValidFrom\n    licenceValidTo\n    licenceLongTerm\n    method\n    images {\n      kind\n      key\n      url\n    }\n    reason\n    submittedAt\n    decidedAt\n  }\n": types.RealNameApplicationFieldsFragmentDoc,
    "\n  fragment RechargeOrderFields on RechargeOrder {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    bankCardId\n    cardBankName\n    cardLast4\n    remarkCode\n    transferReference\n    voucherKey\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    completedAt\n  }\n": types.RechargeOrderFieldsFragmentDoc,
    "\n  query MarketBarGraph($requirementNo: String!) {\n    marketBarGraph(requirementNo: $requirementNo) {\n      requirementNo\n      total\n      bars {\n        marketSize\n        count\n      }\n    }\n  }\n": types.MarketBarGraphDocument,
    "\n  fragment RequirementFields on Requirement {\n    id\n    requirementNo\n    state\n    mainStage\n    subStep\n    subStepStatus\n    draftStatus\n    crowdfundingStatus\n    outcome\n    title\n    industryId\n    industrySubId\n    industryName\n    industryNameEn\n    categoryId\n    categoryName\n    categoryNameEn\n    durationDays\n    budgetFen\n    keywords\n    institutions\n    feeFen\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    publishedAt\n    updatedAt\n    mine\n    evaluationCount\n  }\n": types.RequirementFieldsFragmentDoc,
    "\n  fragment RequirementContent on Requirement {\n    id\n    detailsHtml\n    attachments {\n      key\n      name\n      contentType\n      size\n      url\n    }\n  }\n": types.RequirementContentFragmentDoc,
    "\n  query RequirementSolutions($requirementNo: String!) {\n    requirementSolutions(requirementNo: $requirementNo) {\n      requirementNo\n      solutions {\n        solutionId\n        subTopicId\n        provider\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        content {\n          ...SolutionContentFields\n        }\n      }\n    }\n  }\n": types.RequirementSolutionsDocument,
    "\n  fragment SolutionContentFields on SolutionContent {\n    approach {\n      summary\n      approach\n    }\n    detail {\n      detailHtml\n      attachments {\n        key\n        name\n      }\n    }\n    team {\n      members {\n        name\n        role\n        expertise\n      }\n    }\n    plan {\n      costFen\n      durationDays\n      milestones {\n        title\n        day\n        deliverable\n      }\n    }\n  }\n": types.SolutionContentFieldsFragmentDoc,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    feeFen\n    feeRateBp\n    receivedFen\n    bankCardId\n    cardBankName\n    cardLast4\n    bankReference\n    reason\n    createdAt\n    payingAt\n    arrivedAt\n  }\n": types.WithdrawalFieldsFragmentDoc,
    "\n  fragment CheckpointFields on ChainCheckpoint {\n    id\n    rootHash\n    prevRootHash\n    at\n    lastTransitionId\n    transitions\n  }\n": types.CheckpointFieldsFragmentDoc,
    "\n  mutation CreateCheckpoint {\n    createCheckpoint {\n      ...CheckpointFields\n    }\n  }\n": types.CreateCheckpointDocument,
    "\n  query EntityReceipt($entityType: String!, $entityId: String!, $seq: Int!) {\n    receipt(entityType: $entityType, entityId: $entityId, seq: $seq) {\n      entityType\n      entityId\n      seq\n      json\n    }\n  }\n": types.EntityReceiptDocument,
    "\n  query EntityWorkflow($entityType: String!, $entityId: String!) {\n    workflow(entityType: $entityType, entityId: $entityId) {\n      ...WorkflowFields\n    }\n  }\n": types.EntityWorkflowDocument,
    "\n  query LatestCheckpoint {\n    latestCheckpoint {\n      ...CheckpointFields\n    }\n  }\n": types.LatestCheckpointDocument,
    "\n  fragment WorkflowFields on Workflow {\n    entityType\n    entityId\n    machineId\n    state\n    stateValue\n    context\n    version\n    viewerRole\n    availableEvents\n    nextEvents {\n      event\n      by\n    }\n    history {\n      seq\n      event\n      from\n      to\n      actorRole\n      actorId\n      reason\n      at\n      hash\n    }\n    deadlineAt\n  }\n": types.WorkflowFieldsFragmentDoc,
    "\n  fragment PlanOpinionsFields on PlanOpinions {\n    requirementNo\n    open\n    refusal\n    myVote\n    plans {\n      planId\n      analyst\n      state\n      votes\n      subTopics {\n        position\n        title\n        researchContent\n        expectedResults\n      }\n      comments {\n        id\n        author\n        mine\n        body\n        createdAt\n      }\n    }\n  }\n": types.PlanOpinionsFieldsFragmentDoc,
    "\n  query OpinionRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": types.OpinionRequirementDocument,
    "\n  query PlanOpinions($requirementNo: String!) {\n    planOpinions(requirementNo: $requirementNo) {\n      ...PlanOpinionsFields\n    }\n  }\n": types.PlanOpinionsDocument,
    "\n  mutation VotePlan($requirementNo: String!, $planId: Int!) {\n    votePlan(requirementNo: $requirementNo, planId: $planId) {\n      ...PlanOpinionsFields\n    }\n  }\n": types.VotePlanDocument,
    "\n  mutation CommentPlan($requirementNo: String!, $planId: Int!, $body: String!) {\n    commentPlan(requirementNo: $requirementNo, planId: $planId, body: $body) {\n      ...PlanOpinionsFields\n    }\n  }\n": types.CommentPlanDocument,
    "\n  query AnnounceRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": types.AnnounceRequirementDocument,
    "\n  fragment ReviewTaskFields on ReviewTask {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    cate\n    taskId\n    state\n    taskState\n    scorecard {\n      ...ScorecardFields\n    }\n    items {\n      itemId\n      label\n    }\n    reviews {\n      itemId\n      scores {\n        key\n        score\n      }\n      comment\n      totalTenths\n    }\n    guidelinesAcknowledged\n    conflict\n    expiredAt\n    editable\n    availableEvents\n  }\n": types.ReviewTaskFieldsFragmentDoc,
    "\n  query ReviewTask($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    reviewTask(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n": types.ReviewTaskDocument,
    "\n  mutation AcknowledgeReviewGuidelines($invitationId: Int!) {\n    acknowledgeReviewGuidelines(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n": types.AcknowledgeReviewGuidelinesDocument,
    "\n  mutation SaveReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    saveReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n": types.SaveReviewScoresDocument,
    "\n  mutation SubmitReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    submitReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n": types.SubmitReviewScoresDocument,
    "\n  fragment BreakdownPlanFields on BreakdownPlan {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    planId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    subTopics {\n      ...SubTopicFields\n    }\n    submittedAt\n    expiredAt\n    editable\n  }\n": types.BreakdownPlanFieldsFragmentDoc,
    "\n  query BreakdownPlan($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    breakdownPlan(invitationId: $invitationId) {\n      ...BreakdownPlanFields\n    }\n  }\n": types.BreakdownPlanDocument,
    "\n  mutation SaveBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    saveBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n": types.SaveBreakdownPlanDocument,
    "\n  mutation SubmitBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    submitBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n": types.SubmitBreakdownPlanDocument,
    "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n": types.ResetPasswordByEmailDocument,
    "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n": types.ResetPasswordBySmsDocument,
    "\n  mutation Signin($identifier: String!, $password: String!, $captchaId: ID, $captchaCode: String) {\n    signin(identifier: $identifier, password: $password, captchaId: $captchaId, captchaCode: $captchaCode) {\n      idToken\n      expiresIn\n    }\n  }\n": types.SigninDocument,
    "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n": types.SignupEmailDocument,
    "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n": types.SignupPhoneDocument,
    "\n  query MyBankCards {\n    myBankCards {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.MyBankCardsDocument,
    "\n  query BankCard($id: Int!) {\n    bankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.BankCardDocument,
    "\n  query BankCardHolder {\n    bankCardHolder {\n      cardholderName\n      realNameVerified\n      payPasswordSet\n      verifyingCount\n    }\n  }\n": types.BankCardHolderDocument,
    "\n  mutation BindBankCard($input: BankCardDetailsInput!) {\n    bindBankCard(input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.BindBankCardDocument,
    "\n  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {\n    editBankCard(id: $id, input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.EditBankCardDocument,
    "\n  mutation ConfirmBankCardAmount($id: Int!, $amount: String!) {\n    confirmBankCardAmount(id: $id, amount: $amount) {\n      correct\n      message\n      card {\n        ...BankCardFields\n        workflow {\n          ...WorkflowFields\n        }\n      }\n    }\n  }\n": types.ConfirmBankCardAmountDocument,
    "\n  mutation CancelBankCard($id: Int!) {\n    cancelBankCard(id: $id)\n  }\n": types.CancelBankCardDocument,
    "\n  mutation DeleteBankCard($id: Int!) {\n    deleteBankCard(id: $id)\n  }\n": types.DeleteBankCardDocument,
    "\n  mutation SetDefaultBankCard($id: Int!) {\n    setDefaultBankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.SetDefaultBankCardDocument,
    "\n  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {\n    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)\n  }\n": types.UnlinkBankCardDocument,
    "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n": types.OutboxDocument,
    "\n  query EvaluationInvitation($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n": types.EvaluationInvitationDocument,
    "\n  fragment MarketAssessmentFields on MarketAssessment {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    form {\n      ...MarketAssessmentFormFields\n    }\n    grade\n    submitted\n    submittedAt\n    updatedAt\n    payBack\n    expiredAt\n    editable\n  }\n": types.MarketAssessmentFieldsFragmentDoc,
    "\n  query MarketAssessment($invitationId: Int!) {\n    marketAssessment(invitationId: $invitationId) {\n      ...MarketAssessmentFields\n    }\n  }\n": types.MarketAssessmentDocument,
    "\n  mutation SaveMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    saveMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n": types.SaveMarketAssessmentDocument,
    "\n  mutation SubmitMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    submitMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n": types.SubmitMarketAssessmentDocument,
    "\n  mutation SubmitMarketEvaluation($id: Int!, $marketSize: String!) {\n    submitMarketEvaluation(id: $id, marketSize: $marketSize) {\n      ...InvitationFields\n    }\n  }\n": types.SubmitMarketEvaluationDocument,
    "\n  query MyExpertApplication {\n    myExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n": types.MyExpertApplicationDocument,
    "\n  mutation SaveExpertApplication($input: ExpertApplicationInput!) {\n    saveExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.SaveExpertApplicationDocument,
    "\n  mutation SubmitExpertApplication($input: ExpertApplicationInput!) {\n    submitExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.SubmitExpertApplicationDocument,
    "\n  mutation WithdrawExpertApplication {\n    withdrawExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.WithdrawExpertApplicationDocument,
    "\n  mutation EditExpertApplication {\n    editExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.EditExpertApplicationDocument,
    "\n  query HallMembership {\n    hallMembership {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n": types.HallMembershipDocument,
    "\n  query HallReferences {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": types.HallReferencesDocument,
    "\n  query HallRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      campaign {\n        ...CampaignFields\n      }\n    }\n  }\n": types.HallRequirementDocument,
    "\n  query Hall($pageNum: Int!, $pageSize: Int!, $filter: HallFilter) {\n    hall(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RequirementFields\n        campaign {\n          ...CampaignFields\n        }\n      }\n      total_record\n    }\n  }\n": types.HallDocument,
    "\n  mutation JoinHall($input: JoinHallInput!) {\n    joinHall(input: $input) {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n": types.JoinHallDocument,
    "\n  query InvitationDetail($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.InvitationDetailDocument,
    "\n  query InvitedRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n": types.InvitedRequirementDocument,
    "\n  query MyRequirements($pageNum: Int!, $pageSize: Int!, $stage: Int, $state: String) {\n    myRequirements(pageNum: $pageNum, pageSize: $pageSize, stage: $stage, state: $state) {\n      records {\n        ...RequirementFields\n      }\n      total_record\n    }\n  }\n": types.MyRequirementsDocument,
    "\n  mutation ReopenEvaluation($id: Int!) {\n    reopenEvaluation(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ReopenEvaluationDocument,
    "\n  query TaskDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.TaskDetailDocument,
    "\n  mutation WithdrawRequirement($id: Int!) {\n    withdrawRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.WithdrawRequirementDocument,
    "\n  query MyContributions($pageNum: Int!, $pageSize: Int!) {\n    myContributions(pageNum: $pageNum, pageSize: $pageSize) {\n      records {\n        id\n        campaignId\n        requirementId\n        requirementTitle\n        amountFen\n        status\n        shareBp\n        campaignState\n        createdAt\n        refundedAt\n      }\n      total_record\n    }\n  }\n": types.MyContributionsDocument,
    "\n  query MyInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n": types.MyInvitationsDocument,
    "\n  mutation ApproveRecharge($id: Int!, $idempotencyKey: String!) {\n    approveRecharge(id: $id, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ApproveRechargeDocument,
    "\n  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {\n    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        card {\n          ...BankCardFields\n        }\n      }\n    }\n  }\n": types.OpsBankCardsDocument,
    "\n  query OpsBankCard($id: Int!) {\n    opsBankCard(id: $id) {\n      card {\n        card {\n          ...BankCardFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": types.OpsBankCardDocument,
    "\n  mutation FailBankCardVerification($id: Int!, $reason: String!) {\n    failBankCardVerification(id: $id, reason: $reason) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.FailBankCardVerificationDocument,
    "\n  mutation ApproveCampaign($id: Int!) {\n    approveCampaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ApproveCampaignDocument,
    "\n  query OpsCampaignDetail($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.OpsCampaignDetailDocument,
    "\n  mutation RejectCampaign($id: Int!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RejectCampaignDocument,
    "\n  query OpsCampaignQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsCampaigns(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...CampaignFields\n      }\n      total_record\n    }\n  }\n": types.OpsCampaignQueueDocument,
    "\n  query ExpertApplications($status: ExpertApplicationStatus, $pageNum: Int, $pageSize: Int) {\n    expertApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        nickname\n        status\n        fields {\n          id\n          name\n          cnName\n        }\n        submissions\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n": types.ExpertApplicationsDocument,
    "\n  query ExpertApplication($id: Int!) {\n    expertApplication(id: $id) {\n      ...ExpertApplicationFields\n      userId\n      account\n      nickname\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ExpertApplicationDocument,
    "\n  mutation ApproveExpertApplication($id: Int!, $reason: String) {\n    approveExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      expert\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ApproveExpertApplicationDocument,
    "\n  mutation RejectExpertApplication($id: Int!, $reason: String!) {\n    rejectExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RejectExpertApplicationDocument,
    "\n  mutation FailWithdrawal($id: Int!, $reason: String!, $idempotencyKey: String!) {\n    failWithdrawal(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.FailWithdrawalDocument,
    "\n  mutation MarkWithdrawalPaid($id: Int!, $bankReference: String!, $idempotencyKey: String!) {\n    markWithdrawalPaid(id: $id, bankReference: $bankReference, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.MarkWithdrawalPaidDocument,
    "\n  query OpsRechargeOrder($id: Int!) {\n    opsRechargeOrder(id: $id) {\n      order {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": types.OpsRechargeOrderDocument,
    "\n  query OpsRechargeOrders($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsRechargeOrders(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n        }\n      }\n    }\n  }\n": types.OpsRechargeOrdersDocument,
    "\n  query OpsWithdrawal($id: Int!) {\n    opsWithdrawal(id: $id) {\n      withdrawal {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        cardNumber\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n": types.OpsWithdrawalDocument,
    "\n  query OpsWithdrawals($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsWithdrawals(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n": types.OpsWithdrawalsDocument,
    "\n  query RealNameApplications($status: RealNameStatus, $pageNum: Int, $pageSize: Int) {\n    realNameApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        status\n        subjectType\n        realName\n        organisationName\n        idType\n        method\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n": types.RealNameApplicationsDocument,
    "\n  query RealNameApplication($id: Int!) {\n    realNameApplication(id: $id) {\n      ...RealNameApplicationFields\n      userId\n      account\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RealNameApplicationDocument,
    "\n  mutation ApproveRealName($id: Int!, $reason: String) {\n    approveRealName(id: $id, reason: $reason) {\n      id\n      status\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ApproveRealNameDocument,
    "\n  mutation RejectRealName($id: Int!, $reason: String!) {\n    rejectRealName(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RejectRealNameDocument,
    "\n  query FaceChecks($status: FaceCheckStatus, $pageNum: Int, $pageSize: Int) {\n    faceChecks(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        applicationId\n        userId\n        account\n        organisationName\n        creditCode\n        provider\n        status\n        reason\n        createdAt\n        decidedAt\n      }\n    }\n  }\n": types.FaceChecksDocument,
    "\n  mutation PassFaceCheck($id: Int!, $reason: String) {\n    passFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.PassFaceCheckDocument,
    "\n  mutation FailFaceCheck($id: Int!, $reason: String!) {\n    failFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": types.FailFaceCheckDocument,
    "\n  query Reconciliation {\n    reconciliation {\n      ok\n      checkedAt\n      accounts\n      transfers\n      totalFen\n      mismatchedAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n        postingsFen\n      }\n      unbalancedTransfers {\n        transferId\n        sumFen\n        postings\n      }\n      negativeAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n      }\n      pendingWithdrawalsLedgerFen\n      openWithdrawalsFen\n      totalsByCurrency {\n        currency\n        totalFen\n      }\n      coinReserveFen\n      coinsInCirculationFen\n    }\n  }\n": types.ReconciliationDocument,
    "\n  mutation RejectRecharge($id: Int!, $reason: String!) {\n    rejectRecharge(id: $id, reason: $reason) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RejectRechargeDocument,
    "\n  mutation ApproveRequirement($id: Int!) {\n    approveRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ApproveRequirementDocument,
    "\n  mutation AddInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    addInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n      invitedNow\n    }\n  }\n": types.AddInvitationCandidateDocument,
    "\n  mutation RemoveInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    removeInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n    }\n  }\n": types.RemoveInvitationCandidateDocument,
    "\n  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {\n    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {\n      userId\n      nickname\n      position\n      score\n      fieldMatch\n      categoryMatch\n      textRelevance\n      trackRecord\n      loadPenalty\n      reason {\n        key\n        fieldZh\n        fieldEn\n        terms\n        completed\n      }\n      override\n      eligible\n      invitationId\n      status\n    }\n  }\n": types.OpsRequirementCandidatesDocument,
    "\n  mutation CompleteRequirementStage($id: Int!) {\n    completeRequirementStage(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.CompleteRequirementStageDocument,
    "\n  query OpsRequirementDetail($id: Int!) {\n    opsRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      publisher\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.OpsRequirementDetailDocument,
    "\n  query OpsRequirementQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsRequirements(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...RequirementFields\n        publisher\n      }\n      total_record\n    }\n  }\n": types.OpsRequirementQueueDocument,
    "\n  mutation RejectRequirement($id: Int!, $reason: String!) {\n    rejectRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RejectRequirementDocument,
    "\n  mutation ReopenPreReviewStep($id: Int!, $step: PreReviewReopenStep!) {\n    reopenPreReviewStep(id: $id, step: $step) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ReopenPreReviewStepDocument,
    "\n  mutation StartRequirementPreReview($id: Int!) {\n    startPreReview(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.StartRequirementPreReviewDocument,
    "\n  mutation StopRequirement($id: Int!, $reason: String!) {\n    stopRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.StopRequirementDocument,
    "\n  mutation StartWithdrawalPayout($id: Int!) {\n    startWithdrawalPayout(id: $id) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.StartWithdrawalPayoutDocument,
    "\n  query PreReviewDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.PreReviewDetailDocument,
    "\n  query PersonalInfo {\n    personalInfo {\n      nickname\n      avatar\n      fieldsOfInterest\n      professionalField\n      provinceCode\n      cityCode\n      districtCode\n      introduction\n    }\n  }\n": types.PersonalInfoDocument,
    "\n  query ProfileIndustries {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n": types.ProfileIndustriesDocument,
    "\n  mutation UpdatePersonalInfo($input: PersonalInfoInput!) {\n    # the page refetches PersonalInfo afterwards (the type has no id to normalise by)\n    updatePersonalInfo(input: $input) {\n      fieldsOfInterest\n    }\n  }\n": types.UpdatePersonalInfoDocument,
    "\n  mutation SetNickname($nickname: String!) {\n    setNickname(nickname: $nickname)\n  }\n": types.SetNicknameDocument,
    "\n  mutation UpdateAvatar($avatar: String!) {\n    updateAvatar(avatar: $avatar)\n  }\n": types.UpdateAvatarDocument,
    "\n  query PublishOptions {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n": types.PublishOptionsDocument,
    "\n  query PublishProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n": types.PublishProfileDocument,
    "\n  query PublishRequirement($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.PublishRequirementDocument,
    "\n  mutation SaveRequirement($input: RequirementInput!) {\n    saveRequirement(input: $input) {\n      ...RequirementFields\n      ...RequirementContent\n    }\n  }\n": types.SaveRequirementDocument,
    "\n  mutation SubmitRequirement($id: Int!, $agreed: Boolean!) {\n    submitRequirement(id: $id, agreed: $agreed) {\n      ...RequirementFields\n    }\n  }\n": types.SubmitRequirementDocument,
    "\n  query MyRealName {\n    myRealName {\n      ...RealNameApplicationFields\n      canSubmit\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.MyRealNameDocument,
    "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      status\n      # The page follows the application's workflow: the answer brings the new one.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.SubmitRealNameDocument,
    "\n  mutation ApplyCrowdfunding($requirementId: Int!, $amountFen: Float!, $returnRatioBp: Int!, $applicationDate: String!) {\n    applyCrowdfunding(requirementId: $requirementId, amountFen: $amountFen, returnRatioBp: $returnRatioBp, applicationDate: $applicationDate) {\n      ...CampaignFields\n    }\n  }\n": types.ApplyCrowdfundingDocument,
    "\n  mutation Contribute($campaignId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    contribute(campaignId: $campaignId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...CampaignFields\n    }\n  }\n": types.ContributeDocument,
    "\n  query CrowdfundingCampaign($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n    }\n  }\n": types.CrowdfundingCampaignDocument,
    "\n  query PayGroup($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      campaign {\n        ...CampaignFields\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n": types.PayGroupDocument,
    "\n  mutation PayReviewFee($requirementId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    payReviewFee(requirementId: $requirementId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.PayReviewFeeDocument,
    "\n  query PaySelf($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n": types.PaySelfDocument,
    "\n  fragment SolutionFields on Solution {\n    invitationId\n    subTopicId\n    solutionId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    currentStep\n    content {\n      ...SolutionContentFields\n    }\n    attachments {\n      key\n      name\n      contentType\n      size\n    }\n    termsAcceptedAt\n    submittedAt\n    editable\n    availableEvents\n  }\n": types.SolutionFieldsFragmentDoc,
    "\n  query SolutionTopics($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    solutionTopics(invitationId: $invitationId) {\n      invitationId\n      requirement {\n        id\n        requirementNo\n        title\n        state\n      }\n      expiredAt\n      editable\n      subTopics {\n        id\n        position\n        title\n        researchContent\n        expectedResults\n        metrics {\n          name\n          target\n        }\n        technicalBasis\n        integration\n        solution {\n          id\n          state\n          codes {\n            taskState\n            reviewStatus\n            result\n          }\n        }\n      }\n    }\n  }\n": types.SolutionTopicsDocument,
    "\n  query Solution($invitationId: Int!, $subTopicId: Int!) {\n    solution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": types.SolutionDocument,
    "\n  mutation AcceptSolutionTerms($invitationId: Int!, $subTopicId: Int!) {\n    acceptSolutionTerms(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": types.AcceptSolutionTermsDocument,
    "\n  mutation SaveSolutionStep(\n    $invitationId: Int!\n    $subTopicId: Int!\n    $step: Int!\n    $approach: SolutionApproachInput\n    $detail: SolutionDetailInput\n    $team: SolutionTeamInput\n    $plan: SolutionPlanInput\n  ) {\n    saveSolutionStep(invitationId: $invitationId, subTopicId: $subTopicId, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) {\n      ...SolutionFields\n    }\n  }\n": types.SaveSolutionStepDocument,
    "\n  mutation SubmitSolution($invitationId: Int!, $subTopicId: Int!) {\n    submitSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": types.SubmitSolutionDocument,
    "\n  mutation WithdrawSolution($invitationId: Int!, $subTopicId: Int!) {\n    withdrawSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n": types.WithdrawSolutionDocument,
    "\n  query VerifyReceipt($receipt: ReceiptInput!) {\n    verifyReceipt(receipt: $receipt) {\n      valid\n      result\n      message\n      brokenAt {\n        entityType\n        entityId\n        seq\n      }\n      checkpoint {\n        ...CheckpointFields\n      }\n      checkpointBroken\n    }\n  }\n": types.VerifyReceiptDocument,
    "\n  mutation CancelRechargeOrder($id: Int!) {\n    cancelRechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.CancelRechargeOrderDocument,
    "\n  mutation ConfirmRechargeTransfer($id: Int!) {\n    confirmRechargeTransfer(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.ConfirmRechargeTransferDocument,
    "\n  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {\n    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.CreateRechargeOrderDocument,
    "\n  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {\n    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.CreateWithdrawalDocument,
    "\n  query RechargeFlowOrder($id: Int!) {\n    rechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.RechargeFlowOrderDocument,
    "\n  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {\n    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.SubmitRechargeVoucherDocument,
    "\n  query WalletFlowBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": types.WalletFlowBalanceDocument,
    "\n  query WalletFlowCards {\n    myBankCards {\n      id\n      status\n      bankName\n      maskedNumber\n      last4\n      isDefault\n    }\n  }\n": types.WalletFlowCardsDocument,
    "\n  query WalletFlowConfig {\n    walletConfig {\n      minRechargeFen\n      withdrawFeeRateBp\n      remitWindowHours\n      recipient {\n        accountName\n        cardNumber\n        bankName\n        bankAddress\n      }\n    }\n  }\n": types.WalletFlowConfigDocument,
    "\n  query WithdrawFlowWithdrawal($id: Int!) {\n    withdrawal(id: $id) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n": types.WithdrawFlowWithdrawalDocument,
    "\n  mutation Exchange($input: ExchangeInput!, $idempotencyKey: String!) {\n    exchange(input: $input, idempotencyKey: $idempotencyKey) {\n      transferId\n      balance {\n        cnyFen\n        coinFen\n        heldFen\n      }\n    }\n  }\n": types.ExchangeDocument,
    "\n  query FlowEntries($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    flowEntries(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      total_record\n    }\n  }\n": types.FlowEntriesDocument,
    "\n  query FlowEntry($transferId: Float!, $wallet: WalletKind) {\n    flowEntry(transferId: $transferId, wallet: $wallet) {\n      entry {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      rechargeOrder {\n        ...RechargeOrderFields\n      }\n      withdrawal {\n        ...WithdrawalFields\n      }\n    }\n  }\n": types.FlowEntryDocument,
    "\n  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RechargeOrderFields\n      }\n      total_record\n    }\n  }\n": types.RechargeOrdersDocument,
    "\n  query WalletBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n": types.WalletBalanceDocument,
    "\n  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...WithdrawalFields\n      }\n      total_record\n    }\n  }\n": types.WithdrawalsDocument,
    "\n  query RequirementStatistics {\n    requirementStatistics {\n      byStage {\n        stage\n        count\n      }\n      drafts\n      pendingInvitations\n      tasksInProgress\n      contributedFen\n    }\n  }\n": types.RequirementStatisticsDocument,
    "\n  query WorkbenchBankCards {\n    myBankCards {\n      id\n      status\n    }\n  }\n": types.WorkbenchBankCardsDocument,
    "\n  query WorkbenchProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n": types.WorkbenchProfileDocument,
    "\n  query WorkbenchRealName {\n    myRealName {\n      status\n      reason\n    }\n  }\n": types.WorkbenchRealNameDocument,
    "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n": types.ModifyLanguageDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n": types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": types.SignoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n"): (typeof documents)["\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteCateGroup($states: [Int!]) {\n    invitationCateGroup(states: $states) {\n      cate\n      state\n      count\n    }\n  }\n"): (typeof documents)["\n  query InviteCateGroup($states: [Int!]) {\n    invitationCateGroup(states: $states) {\n      cate\n      state\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteList($pageNum: Int!, $pageSize: Int!, $cate: Int, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query InviteList($pageNum: Int!, $pageSize: Int!, $cate: Int, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteStateGroup {\n    invitationStateGroup {\n      state\n      count\n    }\n  }\n"): (typeof documents)["\n  query InviteStateGroup {\n    invitationStateGroup {\n      state\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindEmail($input: BindEmailInput!) {\n    bindEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation BindEmail($input: BindEmailInput!) {\n    bindEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindPhone($input: BindPhoneInput!) {\n    bindPhone(input: $input)\n  }\n"): (typeof documents)["\n  mutation BindPhone($input: BindPhoneInput!) {\n    bindPhone(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyLoginPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyLoginPasswordByCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation ModifyLoginPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyLoginPasswordByCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyLoginPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyLoginPasswordByCurrent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ModifyLoginPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyLoginPasswordByCurrent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyPayPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyPayPasswordByCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation ModifyPayPasswordByCode($input: ModifyPasswordByCodeInput!) {\n    modifyPayPasswordByCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyPayPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyPayPasswordByCurrent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ModifyPayPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {\n    modifyPayPasswordByCurrent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBindCode($input: SendBindCodeInput!) {\n    sendBindCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendBindCode($input: SendBindCodeInput!) {\n    sendBindCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSecurityCode($input: SendSecurityCodeInput!) {\n    sendSecurityCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendSecurityCode($input: SendSecurityCodeInput!) {\n    sendSecurityCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayViewBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"): (typeof documents)["\n  query PayViewBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealNameStatus {\n    myRealName {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query RealNameStatus {\n    myRealName {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadPolicy($fileName: String!) {\n    uploadPolicy(fileName: $fileName) {\n      host\n      key\n      expire\n      maxSize\n      fields {\n        name\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadPolicy($fileName: String!) {\n    uploadPolicy(fileName: $fileName) {\n      host\n      key\n      expire\n      maxSize\n      fields {\n        name\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedUrl($objectKey: String!) {\n    signedUrl(objectKey: $objectKey)\n  }\n"): (typeof documents)["\n  query SignedUrl($objectKey: String!) {\n    signedUrl(objectKey: $objectKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankCardFields on BankCard {\n    id\n    status\n    maskedNumber\n    last4\n    bankCode\n    bankName\n    ruralCreditUnion\n    cardType\n    cardholderName\n    branchName\n    mobile\n    isDefault\n    attemptsLeft\n    maxAttempts\n    reason\n    depositSentAt\n    expiresAt\n    verifiedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BankCardFields on BankCard {\n    id\n    status\n    maskedNumber\n    last4\n    bankCode\n    bankName\n    ruralCreditUnion\n    cardType\n    cardholderName\n    branchName\n    mobile\n    isDefault\n    attemptsLeft\n    maxAttempts\n    reason\n    depositSentAt\n    expiresAt\n    verifiedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanCategories {\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"): (typeof documents)["\n  query PlanCategories {\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequirementPlans($requirementNo: String!) {\n    requirementPlans(requirementNo: $requirementNo) {\n      requirementNo\n      scorecard {\n        ...ScorecardFields\n      }\n      plans {\n        planId\n        analyst\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        subTopics {\n          ...SubTopicFields\n        }\n        review {\n          reviewers\n          totals\n          meanTenths\n          criteria {\n            key\n            meanTenths\n          }\n          passes\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequirementPlans($requirementNo: String!) {\n    requirementPlans(requirementNo: $requirementNo) {\n      requirementNo\n      scorecard {\n        ...ScorecardFields\n      }\n      plans {\n        planId\n        analyst\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        subTopics {\n          ...SubTopicFields\n        }\n        review {\n          reviewers\n          totals\n          meanTenths\n          criteria {\n            key\n            meanTenths\n          }\n          passes\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorecardFields on Scorecard {\n    criteria {\n      key\n      label {\n        zh\n        en\n      }\n      weight\n    }\n    passMark\n  }\n"): (typeof documents)["\n  fragment ScorecardFields on Scorecard {\n    criteria {\n      key\n      label {\n        zh\n        en\n      }\n      weight\n    }\n    passMark\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubTopicFields on SubTopic {\n    id\n    position\n    title\n    categoryId\n    keywords\n    researchContent\n    expectedResults\n    metrics {\n      name\n      target\n    }\n    technicalBasis\n    integration\n  }\n"): (typeof documents)["\n  fragment SubTopicFields on SubTopic {\n    id\n    position\n    title\n    categoryId\n    keywords\n    researchContent\n    expectedResults\n    metrics {\n      name\n      target\n    }\n    technicalBasis\n    integration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignFields on Campaign {\n    id\n    requirementId\n    requirementNo\n    requirementTitle\n    state\n    status\n    targetFen\n    raisedFen\n    leftFen\n    minContributionFen\n    returnRatioBp\n    applicationDate\n    endsAt\n    contributors\n    reason\n    canContribute\n    myContributionFen\n  }\n"): (typeof documents)["\n  fragment CampaignFields on Campaign {\n    id\n    requirementId\n    requirementNo\n    requirementTitle\n    state\n    status\n    targetFen\n    raisedFen\n    leftFen\n    minContributionFen\n    returnRatioBp\n    applicationDate\n    endsAt\n    contributors\n    reason\n    canContribute\n    myContributionFen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExpertApplicationFields on ExpertApplication {\n    id\n    status\n    expert\n    fieldIds\n    fields {\n      id\n      name\n      cnName\n    }\n    credentials {\n      key\n      url\n    }\n    introduction\n    reason\n    submissions\n    submittedAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment ExpertApplicationFields on ExpertApplication {\n    id\n    status\n    expert\n    fieldIds\n    fields {\n      id\n      name\n      cnName\n    }\n    credentials {\n      key\n      url\n    }\n    introduction\n    reason\n    submissions\n    submittedAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandleInvitation($id: Int!, $accept: Boolean!) {\n    handleInvitation(id: $id, accept: $accept) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation HandleInvitation($id: Int!, $accept: Boolean!) {\n    handleInvitation(id: $id, accept: $accept) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationFields on Invitation {\n    id\n    status\n    cate\n    expiredAt\n    payBack\n    industryName\n    industryNameEn\n    createdAt\n    marketSize\n    campaignId\n    reason {\n      key\n      fieldZh\n      fieldEn\n      terms\n      completed\n    }\n    availableEvents\n    requirement {\n      id\n      requirementNo\n      title\n      mainProcess\n      state\n    }\n  }\n"): (typeof documents)["\n  fragment InvitationFields on Invitation {\n    id\n    status\n    cate\n    expiredAt\n    payBack\n    industryName\n    industryNameEn\n    createdAt\n    marketSize\n    campaignId\n    reason {\n      key\n      fieldZh\n      fieldEn\n      terms\n      completed\n    }\n    availableEvents\n    requirement {\n      id\n      requirementNo\n      title\n      mainProcess\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketAssessmentFormFields on MarketAssessmentForm {\n    yearlyTotalsWan\n    projectSharePct\n    marketValueWan\n    competitionScore\n    evidence\n    comments\n  }\n"): (typeof documents)["\n  fragment MarketAssessmentFormFields on MarketAssessmentForm {\n    yearlyTotalsWan\n    projectSharePct\n    marketValueWan\n    competitionScore\n    evidence\n    comments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketAssessmentSummary($requirementNo: String!) {\n    marketAssessmentSummary(requirementNo: $requirementNo) {\n      requirementNo\n      assessments {\n        assessor\n        grade\n        submittedAt\n        form {\n          ...MarketAssessmentFormFields\n        }\n      }\n      aggregate {\n        count\n        years { mean median min max }\n        shareBp { mean median min max }\n        marketValueWan { mean median min max }\n        competitionScore { mean median min max }\n        grades { A B C D }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketAssessmentSummary($requirementNo: String!) {\n    marketAssessmentSummary(requirementNo: $requirementNo) {\n      requirementNo\n      assessments {\n        assessor\n        grade\n        submittedAt\n        form {\n          ...MarketAssessmentFormFields\n        }\n      }\n      aggregate {\n        count\n        years { mean median min max }\n        shareBp { mean median min max }\n        marketValueWan { mean median min max }\n        competitionScore { mean median min max }\n        grades { A B C D }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RealNameApplicationFields on RealNameApplication {\n    id\n    status\n    subjectType\n    idType\n    nationality\n    realName\n    idNumber\n    idValidFrom\n    idValidTo\n    idLongTerm\n    organisationName\n    creditCode\n    licenceValidFrom\n    licenceValidTo\n    licenceLongTerm\n    method\n    images {\n      kind\n      key\n      url\n    }\n    reason\n    submittedAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment RealNameApplicationFields on RealNameApplication {\n    id\n    status\n    subjectType\n    idType\n    nationality\n    realName\n    idNumber\n    idValidFrom\n    idValidTo\n    idLongTerm\n    organisationName\n    creditCode\n    licenceValidFrom\n    licenceValidTo\n    licenceLongTerm\n    method\n    images {\n      kind\n      key\n      url\n    }\n    reason\n    submittedAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RechargeOrderFields on RechargeOrder {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    bankCardId\n    cardBankName\n    cardLast4\n    remarkCode\n    transferReference\n    voucherKey\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    completedAt\n  }\n"): (typeof documents)["\n  fragment RechargeOrderFields on RechargeOrder {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    bankCardId\n    cardBankName\n    cardLast4\n    remarkCode\n    transferReference\n    voucherKey\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketBarGraph($requirementNo: String!) {\n    marketBarGraph(requirementNo: $requirementNo) {\n      requirementNo\n      total\n      bars {\n        marketSize\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketBarGraph($requirementNo: String!) {\n    marketBarGraph(requirementNo: $requirementNo) {\n      requirementNo\n      total\n      bars {\n        marketSize\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequirementFields on Requirement {\n    id\n    requirementNo\n    state\n    mainStage\n    subStep\n    subStepStatus\n    draftStatus\n    crowdfundingStatus\n    outcome\n    title\n    industryId\n    industrySubId\n    industryName\n    industryNameEn\n    categoryId\n    categoryName\n    categoryNameEn\n    durationDays\n    budgetFen\n    keywords\n    institutions\n    feeFen\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    publishedAt\n    updatedAt\n    mine\n    evaluationCount\n  }\n"): (typeof documents)["\n  fragment RequirementFields on Requirement {\n    id\n    requirementNo\n    state\n    mainStage\n    subStep\n    subStepStatus\n    draftStatus\n    crowdfundingStatus\n    outcome\n    title\n    industryId\n    industrySubId\n    industryName\n    industryNameEn\n    categoryId\n    categoryName\n    categoryNameEn\n    durationDays\n    budgetFen\n    keywords\n    institutions\n    feeFen\n    reason\n    deadlineAt\n    createdAt\n    submittedAt\n    publishedAt\n    updatedAt\n    mine\n    evaluationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequirementContent on Requirement {\n    id\n    detailsHtml\n    attachments {\n      key\n      name\n      contentType\n      size\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment RequirementContent on Requirement {\n    id\n    detailsHtml\n    attachments {\n      key\n      name\n      contentType\n      size\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequirementSolutions($requirementNo: String!) {\n    requirementSolutions(requirementNo: $requirementNo) {\n      requirementNo\n      solutions {\n        solutionId\n        subTopicId\n        provider\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        content {\n          ...SolutionContentFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequirementSolutions($requirementNo: String!) {\n    requirementSolutions(requirementNo: $requirementNo) {\n      requirementNo\n      solutions {\n        solutionId\n        subTopicId\n        provider\n        state\n        codes {\n          taskState\n          reviewStatus\n          result\n        }\n        submittedAt\n        content {\n          ...SolutionContentFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionContentFields on SolutionContent {\n    approach {\n      summary\n      approach\n    }\n    detail {\n      detailHtml\n      attachments {\n        key\n        name\n      }\n    }\n    team {\n      members {\n        name\n        role\n        expertise\n      }\n    }\n    plan {\n      costFen\n      durationDays\n      milestones {\n        title\n        day\n        deliverable\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionContentFields on SolutionContent {\n    approach {\n      summary\n      approach\n    }\n    detail {\n      detailHtml\n      attachments {\n        key\n        name\n      }\n    }\n    team {\n      members {\n        name\n        role\n        expertise\n      }\n    }\n    plan {\n      costFen\n      durationDays\n      milestones {\n        title\n        day\n        deliverable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    feeFen\n    feeRateBp\n    receivedFen\n    bankCardId\n    cardBankName\n    cardLast4\n    bankReference\n    reason\n    createdAt\n    payingAt\n    arrivedAt\n  }\n"): (typeof documents)["\n  fragment WithdrawalFields on Withdrawal {\n    id\n    orderNo\n    status\n    state\n    amountFen\n    feeFen\n    feeRateBp\n    receivedFen\n    bankCardId\n    cardBankName\n    cardLast4\n    bankReference\n    reason\n    createdAt\n    payingAt\n    arrivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckpointFields on ChainCheckpoint {\n    id\n    rootHash\n    prevRootHash\n    at\n    lastTransitionId\n    transitions\n  }\n"): (typeof documents)["\n  fragment CheckpointFields on ChainCheckpoint {\n    id\n    rootHash\n    prevRootHash\n    at\n    lastTransitionId\n    transitions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckpoint {\n    createCheckpoint {\n      ...CheckpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckpoint {\n    createCheckpoint {\n      ...CheckpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntityReceipt($entityType: String!, $entityId: String!, $seq: Int!) {\n    receipt(entityType: $entityType, entityId: $entityId, seq: $seq) {\n      entityType\n      entityId\n      seq\n      json\n    }\n  }\n"): (typeof documents)["\n  query EntityReceipt($entityType: String!, $entityId: String!, $seq: Int!) {\n    receipt(entityType: $entityType, entityId: $entityId, seq: $seq) {\n      entityType\n      entityId\n      seq\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntityWorkflow($entityType: String!, $entityId: String!) {\n    workflow(entityType: $entityType, entityId: $entityId) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  query EntityWorkflow($entityType: String!, $entityId: String!) {\n    workflow(entityType: $entityType, entityId: $entityId) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestCheckpoint {\n    latestCheckpoint {\n      ...CheckpointFields\n    }\n  }\n"): (typeof documents)["\n  query LatestCheckpoint {\n    latestCheckpoint {\n      ...CheckpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowFields on Workflow {\n    entityType\n    entityId\n    machineId\n    state\n    stateValue\n    context\n    version\n    viewerRole\n    availableEvents\n    nextEvents {\n      event\n      by\n    }\n    history {\n      seq\n      event\n      from\n      to\n      actorRole\n      actorId\n      reason\n      at\n      hash\n    }\n    deadlineAt\n  }\n"): (typeof documents)["\n  fragment WorkflowFields on Workflow {\n    entityType\n    entityId\n    machineId\n    state\n    stateValue\n    context\n    version\n    viewerRole\n    availableEvents\n    nextEvents {\n      event\n      by\n    }\n    history {\n      seq\n      event\n      from\n      to\n      actorRole\n      actorId\n      reason\n      at\n      hash\n    }\n    deadlineAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanOpinionsFields on PlanOpinions {\n    requirementNo\n    open\n    refusal\n    myVote\n    plans {\n      planId\n      analyst\n      state\n      votes\n      subTopics {\n        position\n        title\n        researchContent\n        expectedResults\n      }\n      comments {\n        id\n        author\n        mine\n        body\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlanOpinionsFields on PlanOpinions {\n    requirementNo\n    open\n    refusal\n    myVote\n    plans {\n      planId\n      analyst\n      state\n      votes\n      subTopics {\n        position\n        title\n        researchContent\n        expectedResults\n      }\n      comments {\n        id\n        author\n        mine\n        body\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpinionRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"): (typeof documents)["\n  query OpinionRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanOpinions($requirementNo: String!) {\n    planOpinions(requirementNo: $requirementNo) {\n      ...PlanOpinionsFields\n    }\n  }\n"): (typeof documents)["\n  query PlanOpinions($requirementNo: String!) {\n    planOpinions(requirementNo: $requirementNo) {\n      ...PlanOpinionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VotePlan($requirementNo: String!, $planId: Int!) {\n    votePlan(requirementNo: $requirementNo, planId: $planId) {\n      ...PlanOpinionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation VotePlan($requirementNo: String!, $planId: Int!) {\n    votePlan(requirementNo: $requirementNo, planId: $planId) {\n      ...PlanOpinionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentPlan($requirementNo: String!, $planId: Int!, $body: String!) {\n    commentPlan(requirementNo: $requirementNo, planId: $planId, body: $body) {\n      ...PlanOpinionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommentPlan($requirementNo: String!, $planId: Int!, $body: String!) {\n    commentPlan(requirementNo: $requirementNo, planId: $planId, body: $body) {\n      ...PlanOpinionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnounceRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"): (typeof documents)["\n  query AnnounceRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewTaskFields on ReviewTask {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    cate\n    taskId\n    state\n    taskState\n    scorecard {\n      ...ScorecardFields\n    }\n    items {\n      itemId\n      label\n    }\n    reviews {\n      itemId\n      scores {\n        key\n        score\n      }\n      comment\n      totalTenths\n    }\n    guidelinesAcknowledged\n    conflict\n    expiredAt\n    editable\n    availableEvents\n  }\n"): (typeof documents)["\n  fragment ReviewTaskFields on ReviewTask {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    cate\n    taskId\n    state\n    taskState\n    scorecard {\n      ...ScorecardFields\n    }\n    items {\n      itemId\n      label\n    }\n    reviews {\n      itemId\n      scores {\n        key\n        score\n      }\n      comment\n      totalTenths\n    }\n    guidelinesAcknowledged\n    conflict\n    expiredAt\n    editable\n    availableEvents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewTask($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    reviewTask(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n"): (typeof documents)["\n  query ReviewTask($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    reviewTask(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeReviewGuidelines($invitationId: Int!) {\n    acknowledgeReviewGuidelines(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeReviewGuidelines($invitationId: Int!) {\n    acknowledgeReviewGuidelines(invitationId: $invitationId) {\n      ...ReviewTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    saveReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    saveReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    submitReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {\n    submitReviewScores(invitationId: $invitationId, reviews: $reviews) {\n      ...ReviewTaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BreakdownPlanFields on BreakdownPlan {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    planId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    subTopics {\n      ...SubTopicFields\n    }\n    submittedAt\n    expiredAt\n    editable\n  }\n"): (typeof documents)["\n  fragment BreakdownPlanFields on BreakdownPlan {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    planId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    subTopics {\n      ...SubTopicFields\n    }\n    submittedAt\n    expiredAt\n    editable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreakdownPlan($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    breakdownPlan(invitationId: $invitationId) {\n      ...BreakdownPlanFields\n    }\n  }\n"): (typeof documents)["\n  query BreakdownPlan($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    breakdownPlan(invitationId: $invitationId) {\n      ...BreakdownPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    saveBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    saveBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    submitBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {\n    submitBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {\n      ...BreakdownPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signin($identifier: String!, $password: String!, $captchaId: ID, $captchaCode: String) {\n    signin(identifier: $identifier, password: $password, captchaId: $captchaId, captchaCode: $captchaCode) {\n      idToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation Signin($identifier: String!, $password: String!, $captchaId: ID, $captchaCode: String) {\n    signin(identifier: $identifier, password: $password, captchaId: $captchaId, captchaCode: $captchaCode) {\n      idToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBankCards {\n    myBankCards {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBankCards {\n    myBankCards {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankCard($id: Int!) {\n    bankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankCard($id: Int!) {\n    bankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankCardHolder {\n    bankCardHolder {\n      cardholderName\n      realNameVerified\n      payPasswordSet\n      verifyingCount\n    }\n  }\n"): (typeof documents)["\n  query BankCardHolder {\n    bankCardHolder {\n      cardholderName\n      realNameVerified\n      payPasswordSet\n      verifyingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindBankCard($input: BankCardDetailsInput!) {\n    bindBankCard(input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BindBankCard($input: BankCardDetailsInput!) {\n    bindBankCard(input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {\n    editBankCard(id: $id, input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {\n    editBankCard(id: $id, input: $input) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBankCardAmount($id: Int!, $amount: String!) {\n    confirmBankCardAmount(id: $id, amount: $amount) {\n      correct\n      message\n      card {\n        ...BankCardFields\n        workflow {\n          ...WorkflowFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBankCardAmount($id: Int!, $amount: String!) {\n    confirmBankCardAmount(id: $id, amount: $amount) {\n      correct\n      message\n      card {\n        ...BankCardFields\n        workflow {\n          ...WorkflowFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBankCard($id: Int!) {\n    cancelBankCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelBankCard($id: Int!) {\n    cancelBankCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBankCard($id: Int!) {\n    deleteBankCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBankCard($id: Int!) {\n    deleteBankCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultBankCard($id: Int!) {\n    setDefaultBankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultBankCard($id: Int!) {\n    setDefaultBankCard(id: $id) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {\n    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)\n  }\n"): (typeof documents)["\n  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {\n    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationInvitation($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  query EvaluationInvitation($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketAssessmentFields on MarketAssessment {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    form {\n      ...MarketAssessmentFormFields\n    }\n    grade\n    submitted\n    submittedAt\n    updatedAt\n    payBack\n    expiredAt\n    editable\n  }\n"): (typeof documents)["\n  fragment MarketAssessmentFields on MarketAssessment {\n    invitationId\n    requirement {\n      id\n      requirementNo\n      title\n      state\n    }\n    form {\n      ...MarketAssessmentFormFields\n    }\n    grade\n    submitted\n    submittedAt\n    updatedAt\n    payBack\n    expiredAt\n    editable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketAssessment($invitationId: Int!) {\n    marketAssessment(invitationId: $invitationId) {\n      ...MarketAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  query MarketAssessment($invitationId: Int!) {\n    marketAssessment(invitationId: $invitationId) {\n      ...MarketAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    saveMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    saveMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    submitMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {\n    submitMarketAssessment(invitationId: $invitationId, form: $form) {\n      ...MarketAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMarketEvaluation($id: Int!, $marketSize: String!) {\n    submitMarketEvaluation(id: $id, marketSize: $marketSize) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitMarketEvaluation($id: Int!, $marketSize: String!) {\n    submitMarketEvaluation(id: $id, marketSize: $marketSize) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyExpertApplication {\n    myExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyExpertApplication {\n    myExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveExpertApplication($input: ExpertApplicationInput!) {\n    saveExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveExpertApplication($input: ExpertApplicationInput!) {\n    saveExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitExpertApplication($input: ExpertApplicationInput!) {\n    submitExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitExpertApplication($input: ExpertApplicationInput!) {\n    submitExpertApplication(input: $input) {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawExpertApplication {\n    withdrawExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawExpertApplication {\n    withdrawExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditExpertApplication {\n    editExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditExpertApplication {\n    editExpertApplication {\n      ...ExpertApplicationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HallMembership {\n    hallMembership {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n"): (typeof documents)["\n  query HallMembership {\n    hallMembership {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HallReferences {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"): (typeof documents)["\n  query HallReferences {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HallRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      campaign {\n        ...CampaignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HallRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      campaign {\n        ...CampaignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hall($pageNum: Int!, $pageSize: Int!, $filter: HallFilter) {\n    hall(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RequirementFields\n        campaign {\n          ...CampaignFields\n        }\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query Hall($pageNum: Int!, $pageSize: Int!, $filter: HallFilter) {\n    hall(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RequirementFields\n        campaign {\n          ...CampaignFields\n        }\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinHall($input: JoinHallInput!) {\n    joinHall(input: $input) {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n"): (typeof documents)["\n  mutation JoinHall($input: JoinHallInput!) {\n    joinHall(input: $input) {\n      kinds\n      industryIds\n      joinedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationDetail($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvitationDetail($id: Int!) {\n    invitation(id: $id) {\n      ...InvitationFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitedRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"): (typeof documents)["\n  query InvitedRequirement($id: Int!) {\n    hallRequirement(id: $id) {\n      ...RequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRequirements($pageNum: Int!, $pageSize: Int!, $stage: Int, $state: String) {\n    myRequirements(pageNum: $pageNum, pageSize: $pageSize, stage: $stage, state: $state) {\n      records {\n        ...RequirementFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query MyRequirements($pageNum: Int!, $pageSize: Int!, $stage: Int, $state: String) {\n    myRequirements(pageNum: $pageNum, pageSize: $pageSize, stage: $stage, state: $state) {\n      records {\n        ...RequirementFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenEvaluation($id: Int!) {\n    reopenEvaluation(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenEvaluation($id: Int!) {\n    reopenEvaluation(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawRequirement($id: Int!) {\n    withdrawRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawRequirement($id: Int!) {\n    withdrawRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContributions($pageNum: Int!, $pageSize: Int!) {\n    myContributions(pageNum: $pageNum, pageSize: $pageSize) {\n      records {\n        id\n        campaignId\n        requirementId\n        requirementTitle\n        amountFen\n        status\n        shareBp\n        campaignState\n        createdAt\n        refundedAt\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query MyContributions($pageNum: Int!, $pageSize: Int!) {\n    myContributions(pageNum: $pageNum, pageSize: $pageSize) {\n      records {\n        id\n        campaignId\n        requirementId\n        requirementTitle\n        amountFen\n        status\n        shareBp\n        campaignState\n        createdAt\n        refundedAt\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query MyInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {\n    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {\n      records {\n        ...InvitationFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRecharge($id: Int!, $idempotencyKey: String!) {\n    approveRecharge(id: $id, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRecharge($id: Int!, $idempotencyKey: String!) {\n    approveRecharge(id: $id, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {\n    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        card {\n          ...BankCardFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {\n    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        card {\n          ...BankCardFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsBankCard($id: Int!) {\n    opsBankCard(id: $id) {\n      card {\n        card {\n          ...BankCardFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsBankCard($id: Int!) {\n    opsBankCard(id: $id) {\n      card {\n        card {\n          ...BankCardFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailBankCardVerification($id: Int!, $reason: String!) {\n    failBankCardVerification(id: $id, reason: $reason) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FailBankCardVerification($id: Int!, $reason: String!) {\n    failBankCardVerification(id: $id, reason: $reason) {\n      ...BankCardFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCampaign($id: Int!) {\n    approveCampaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCampaign($id: Int!) {\n    approveCampaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsCampaignDetail($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsCampaignDetail($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCampaign($id: Int!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCampaign($id: Int!, $reason: String!) {\n    rejectCampaign(id: $id, reason: $reason) {\n      ...CampaignFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsCampaignQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsCampaigns(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...CampaignFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query OpsCampaignQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsCampaigns(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...CampaignFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpertApplications($status: ExpertApplicationStatus, $pageNum: Int, $pageSize: Int) {\n    expertApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        nickname\n        status\n        fields {\n          id\n          name\n          cnName\n        }\n        submissions\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpertApplications($status: ExpertApplicationStatus, $pageNum: Int, $pageSize: Int) {\n    expertApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        nickname\n        status\n        fields {\n          id\n          name\n          cnName\n        }\n        submissions\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpertApplication($id: Int!) {\n    expertApplication(id: $id) {\n      ...ExpertApplicationFields\n      userId\n      account\n      nickname\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpertApplication($id: Int!) {\n    expertApplication(id: $id) {\n      ...ExpertApplicationFields\n      userId\n      account\n      nickname\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveExpertApplication($id: Int!, $reason: String) {\n    approveExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      expert\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveExpertApplication($id: Int!, $reason: String) {\n    approveExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      expert\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectExpertApplication($id: Int!, $reason: String!) {\n    rejectExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectExpertApplication($id: Int!, $reason: String!) {\n    rejectExpertApplication(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailWithdrawal($id: Int!, $reason: String!, $idempotencyKey: String!) {\n    failWithdrawal(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FailWithdrawal($id: Int!, $reason: String!, $idempotencyKey: String!) {\n    failWithdrawal(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkWithdrawalPaid($id: Int!, $bankReference: String!, $idempotencyKey: String!) {\n    markWithdrawalPaid(id: $id, bankReference: $bankReference, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkWithdrawalPaid($id: Int!, $bankReference: String!, $idempotencyKey: String!) {\n    markWithdrawalPaid(id: $id, bankReference: $bankReference, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRechargeOrder($id: Int!) {\n    opsRechargeOrder(id: $id) {\n      order {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsRechargeOrder($id: Int!) {\n    opsRechargeOrder(id: $id) {\n      order {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRechargeOrders($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsRechargeOrders(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsRechargeOrders($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsRechargeOrders(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        realName\n        duplicateOf\n        order {\n          ...RechargeOrderFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsWithdrawal($id: Int!) {\n    opsWithdrawal(id: $id) {\n      withdrawal {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        cardNumber\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsWithdrawal($id: Int!) {\n    opsWithdrawal(id: $id) {\n      withdrawal {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        cardNumber\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n          workflow {\n            ...WorkflowFields\n          }\n        }\n      }\n      history {\n        seq\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsWithdrawals($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsWithdrawals(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsWithdrawals($pageNum: Int!, $pageSize: Int!, $status: String) {\n    opsWithdrawals(pageNum: $pageNum, pageSize: $pageSize, status: $status) {\n      total_record\n      records {\n        userId\n        memberPhone\n        memberEmail\n        cardholderName\n        startedBy\n        paidBy\n        fourEyesFen\n        withdrawal {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealNameApplications($status: RealNameStatus, $pageNum: Int, $pageSize: Int) {\n    realNameApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        status\n        subjectType\n        realName\n        organisationName\n        idType\n        method\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query RealNameApplications($status: RealNameStatus, $pageNum: Int, $pageSize: Int) {\n    realNameApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        userId\n        account\n        status\n        subjectType\n        realName\n        organisationName\n        idType\n        method\n        submittedAt\n        decidedAt\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealNameApplication($id: Int!) {\n    realNameApplication(id: $id) {\n      ...RealNameApplicationFields\n      userId\n      account\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RealNameApplication($id: Int!) {\n    realNameApplication(id: $id) {\n      ...RealNameApplicationFields\n      userId\n      account\n      history {\n        event\n        from\n        to\n        actorId\n        actorRole\n        reason\n        at\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRealName($id: Int!, $reason: String) {\n    approveRealName(id: $id, reason: $reason) {\n      id\n      status\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRealName($id: Int!, $reason: String) {\n    approveRealName(id: $id, reason: $reason) {\n      id\n      status\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRealName($id: Int!, $reason: String!) {\n    rejectRealName(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRealName($id: Int!, $reason: String!) {\n    rejectRealName(id: $id, reason: $reason) {\n      id\n      status\n      reason\n      # The review buttons follow the workflow that comes with the decision.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceChecks($status: FaceCheckStatus, $pageNum: Int, $pageSize: Int) {\n    faceChecks(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        applicationId\n        userId\n        account\n        organisationName\n        creditCode\n        provider\n        status\n        reason\n        createdAt\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FaceChecks($status: FaceCheckStatus, $pageNum: Int, $pageSize: Int) {\n    faceChecks(status: $status, pageNum: $pageNum, pageSize: $pageSize) {\n      total_record\n      records {\n        id\n        applicationId\n        userId\n        account\n        organisationName\n        creditCode\n        provider\n        status\n        reason\n        createdAt\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PassFaceCheck($id: Int!, $reason: String) {\n    passFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PassFaceCheck($id: Int!, $reason: String) {\n    passFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailFaceCheck($id: Int!, $reason: String!) {\n    failFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation FailFaceCheck($id: Int!, $reason: String!) {\n    failFaceCheck(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reconciliation {\n    reconciliation {\n      ok\n      checkedAt\n      accounts\n      transfers\n      totalFen\n      mismatchedAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n        postingsFen\n      }\n      unbalancedTransfers {\n        transferId\n        sumFen\n        postings\n      }\n      negativeAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n      }\n      pendingWithdrawalsLedgerFen\n      openWithdrawalsFen\n      totalsByCurrency {\n        currency\n        totalFen\n      }\n      coinReserveFen\n      coinsInCirculationFen\n    }\n  }\n"): (typeof documents)["\n  query Reconciliation {\n    reconciliation {\n      ok\n      checkedAt\n      accounts\n      transfers\n      totalFen\n      mismatchedAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n        postingsFen\n      }\n      unbalancedTransfers {\n        transferId\n        sumFen\n        postings\n      }\n      negativeAccounts {\n        accountId\n        kind\n        ownerUserId\n        balanceFen\n      }\n      pendingWithdrawalsLedgerFen\n      openWithdrawalsFen\n      totalsByCurrency {\n        currency\n        totalFen\n      }\n      coinReserveFen\n      coinsInCirculationFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRecharge($id: Int!, $reason: String!) {\n    rejectRecharge(id: $id, reason: $reason) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRecharge($id: Int!, $reason: String!) {\n    rejectRecharge(id: $id, reason: $reason) {\n      ...RechargeOrderFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRequirement($id: Int!) {\n    approveRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRequirement($id: Int!) {\n    approveRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    addInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n      invitedNow\n    }\n  }\n"): (typeof documents)["\n  mutation AddInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    addInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n      invitedNow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    removeInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {\n    removeInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {\n      userId\n      override\n      invitationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {\n    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {\n      userId\n      nickname\n      position\n      score\n      fieldMatch\n      categoryMatch\n      textRelevance\n      trackRecord\n      loadPenalty\n      reason {\n        key\n        fieldZh\n        fieldEn\n        terms\n        completed\n      }\n      override\n      eligible\n      invitationId\n      status\n    }\n  }\n"): (typeof documents)["\n  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {\n    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {\n      userId\n      nickname\n      position\n      score\n      fieldMatch\n      categoryMatch\n      textRelevance\n      trackRecord\n      loadPenalty\n      reason {\n        key\n        fieldZh\n        fieldEn\n        terms\n        completed\n      }\n      override\n      eligible\n      invitationId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRequirementStage($id: Int!) {\n    completeRequirementStage(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteRequirementStage($id: Int!) {\n    completeRequirementStage(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRequirementDetail($id: Int!) {\n    opsRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      publisher\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsRequirementDetail($id: Int!) {\n    opsRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      publisher\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsRequirementQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsRequirements(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...RequirementFields\n        publisher\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query OpsRequirementQueue($pageNum: Int!, $pageSize: Int!, $state: String) {\n    opsRequirements(pageNum: $pageNum, pageSize: $pageSize, state: $state) {\n      records {\n        ...RequirementFields\n        publisher\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRequirement($id: Int!, $reason: String!) {\n    rejectRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRequirement($id: Int!, $reason: String!) {\n    rejectRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenPreReviewStep($id: Int!, $step: PreReviewReopenStep!) {\n    reopenPreReviewStep(id: $id, step: $step) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenPreReviewStep($id: Int!, $step: PreReviewReopenStep!) {\n    reopenPreReviewStep(id: $id, step: $step) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRequirementPreReview($id: Int!) {\n    startPreReview(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartRequirementPreReview($id: Int!) {\n    startPreReview(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopRequirement($id: Int!, $reason: String!) {\n    stopRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StopRequirement($id: Int!, $reason: String!) {\n    stopRequirement(id: $id, reason: $reason) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartWithdrawalPayout($id: Int!) {\n    startWithdrawalPayout(id: $id) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartWithdrawalPayout($id: Int!) {\n    startWithdrawalPayout(id: $id) {\n      ...WithdrawalFields\n      # What the operator may do next comes with the step, so the buttons never lag behind the status.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreReviewDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreReviewDetail($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalInfo {\n    personalInfo {\n      nickname\n      avatar\n      fieldsOfInterest\n      professionalField\n      provinceCode\n      cityCode\n      districtCode\n      introduction\n    }\n  }\n"): (typeof documents)["\n  query PersonalInfo {\n    personalInfo {\n      nickname\n      avatar\n      fieldsOfInterest\n      professionalField\n      provinceCode\n      cityCode\n      districtCode\n      introduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileIndustries {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileIndustries {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersonalInfo($input: PersonalInfoInput!) {\n    # the page refetches PersonalInfo afterwards (the type has no id to normalise by)\n    updatePersonalInfo(input: $input) {\n      fieldsOfInterest\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePersonalInfo($input: PersonalInfoInput!) {\n    # the page refetches PersonalInfo afterwards (the type has no id to normalise by)\n    updatePersonalInfo(input: $input) {\n      fieldsOfInterest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNickname($nickname: String!) {\n    setNickname(nickname: $nickname)\n  }\n"): (typeof documents)["\n  mutation SetNickname($nickname: String!) {\n    setNickname(nickname: $nickname)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatar($avatar: String!) {\n    updateAvatar(avatar: $avatar)\n  }\n"): (typeof documents)["\n  mutation UpdateAvatar($avatar: String!) {\n    updateAvatar(avatar: $avatar)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishOptions {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"): (typeof documents)["\n  query PublishOptions {\n    industryTree {\n      id\n      name\n      cnName\n      children {\n        id\n        name\n        cnName\n      }\n    }\n    requestCategories {\n      id\n      industryName\n      industryNameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n"): (typeof documents)["\n  query PublishProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishRequirement($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishRequirement($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      ...RequirementContent\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRequirement($input: RequirementInput!) {\n    saveRequirement(input: $input) {\n      ...RequirementFields\n      ...RequirementContent\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRequirement($input: RequirementInput!) {\n    saveRequirement(input: $input) {\n      ...RequirementFields\n      ...RequirementContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRequirement($id: Int!, $agreed: Boolean!) {\n    submitRequirement(id: $id, agreed: $agreed) {\n      ...RequirementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRequirement($id: Int!, $agreed: Boolean!) {\n    submitRequirement(id: $id, agreed: $agreed) {\n      ...RequirementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRealName {\n    myRealName {\n      ...RealNameApplicationFields\n      canSubmit\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRealName {\n    myRealName {\n      ...RealNameApplicationFields\n      canSubmit\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      status\n      # The page follows the application's workflow: the answer brings the new one.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      status\n      # The page follows the application's workflow: the answer brings the new one.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCrowdfunding($requirementId: Int!, $amountFen: Float!, $returnRatioBp: Int!, $applicationDate: String!) {\n    applyCrowdfunding(requirementId: $requirementId, amountFen: $amountFen, returnRatioBp: $returnRatioBp, applicationDate: $applicationDate) {\n      ...CampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyCrowdfunding($requirementId: Int!, $amountFen: Float!, $returnRatioBp: Int!, $applicationDate: String!) {\n    applyCrowdfunding(requirementId: $requirementId, amountFen: $amountFen, returnRatioBp: $returnRatioBp, applicationDate: $applicationDate) {\n      ...CampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Contribute($campaignId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    contribute(campaignId: $campaignId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...CampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation Contribute($campaignId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    contribute(campaignId: $campaignId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...CampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrowdfundingCampaign($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n    }\n  }\n"): (typeof documents)["\n  query CrowdfundingCampaign($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayGroup($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      campaign {\n        ...CampaignFields\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n"): (typeof documents)["\n  query PayGroup($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      campaign {\n        ...CampaignFields\n      }\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayReviewFee($requirementId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    payReviewFee(requirementId: $requirementId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayReviewFee($requirementId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {\n    payReviewFee(requirementId: $requirementId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaySelf($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n"): (typeof documents)["\n  query PaySelf($id: Int!) {\n    myRequirement(id: $id) {\n      ...RequirementFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n    reviewFeeQuote(requirementId: $id) {\n      requirementId\n      minFeeFen\n      serviceFeeBp\n      serviceFeeFen\n      reviewersFen\n      coinBalanceFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionFields on Solution {\n    invitationId\n    subTopicId\n    solutionId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    currentStep\n    content {\n      ...SolutionContentFields\n    }\n    attachments {\n      key\n      name\n      contentType\n      size\n    }\n    termsAcceptedAt\n    submittedAt\n    editable\n    availableEvents\n  }\n"): (typeof documents)["\n  fragment SolutionFields on Solution {\n    invitationId\n    subTopicId\n    solutionId\n    state\n    codes {\n      taskState\n      reviewStatus\n      result\n    }\n    currentStep\n    content {\n      ...SolutionContentFields\n    }\n    attachments {\n      key\n      name\n      contentType\n      size\n    }\n    termsAcceptedAt\n    submittedAt\n    editable\n    availableEvents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionTopics($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    solutionTopics(invitationId: $invitationId) {\n      invitationId\n      requirement {\n        id\n        requirementNo\n        title\n        state\n      }\n      expiredAt\n      editable\n      subTopics {\n        id\n        position\n        title\n        researchContent\n        expectedResults\n        metrics {\n          name\n          target\n        }\n        technicalBasis\n        integration\n        solution {\n          id\n          state\n          codes {\n            taskState\n            reviewStatus\n            result\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionTopics($invitationId: Int!) {\n    invitation(id: $invitationId) {\n      ...InvitationFields\n    }\n    solutionTopics(invitationId: $invitationId) {\n      invitationId\n      requirement {\n        id\n        requirementNo\n        title\n        state\n      }\n      expiredAt\n      editable\n      subTopics {\n        id\n        position\n        title\n        researchContent\n        expectedResults\n        metrics {\n          name\n          target\n        }\n        technicalBasis\n        integration\n        solution {\n          id\n          state\n          codes {\n            taskState\n            reviewStatus\n            result\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Solution($invitationId: Int!, $subTopicId: Int!) {\n    solution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"): (typeof documents)["\n  query Solution($invitationId: Int!, $subTopicId: Int!) {\n    solution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSolutionTerms($invitationId: Int!, $subTopicId: Int!) {\n    acceptSolutionTerms(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptSolutionTerms($invitationId: Int!, $subTopicId: Int!) {\n    acceptSolutionTerms(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSolutionStep(\n    $invitationId: Int!\n    $subTopicId: Int!\n    $step: Int!\n    $approach: SolutionApproachInput\n    $detail: SolutionDetailInput\n    $team: SolutionTeamInput\n    $plan: SolutionPlanInput\n  ) {\n    saveSolutionStep(invitationId: $invitationId, subTopicId: $subTopicId, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) {\n      ...SolutionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSolutionStep(\n    $invitationId: Int!\n    $subTopicId: Int!\n    $step: Int!\n    $approach: SolutionApproachInput\n    $detail: SolutionDetailInput\n    $team: SolutionTeamInput\n    $plan: SolutionPlanInput\n  ) {\n    saveSolutionStep(invitationId: $invitationId, subTopicId: $subTopicId, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) {\n      ...SolutionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSolution($invitationId: Int!, $subTopicId: Int!) {\n    submitSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSolution($invitationId: Int!, $subTopicId: Int!) {\n    submitSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawSolution($invitationId: Int!, $subTopicId: Int!) {\n    withdrawSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawSolution($invitationId: Int!, $subTopicId: Int!) {\n    withdrawSolution(invitationId: $invitationId, subTopicId: $subTopicId) {\n      ...SolutionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyReceipt($receipt: ReceiptInput!) {\n    verifyReceipt(receipt: $receipt) {\n      valid\n      result\n      message\n      brokenAt {\n        entityType\n        entityId\n        seq\n      }\n      checkpoint {\n        ...CheckpointFields\n      }\n      checkpointBroken\n    }\n  }\n"): (typeof documents)["\n  query VerifyReceipt($receipt: ReceiptInput!) {\n    verifyReceipt(receipt: $receipt) {\n      valid\n      result\n      message\n      brokenAt {\n        entityType\n        entityId\n        seq\n      }\n      checkpoint {\n        ...CheckpointFields\n      }\n      checkpointBroken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRechargeOrder($id: Int!) {\n    cancelRechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRechargeOrder($id: Int!) {\n    cancelRechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRechargeTransfer($id: Int!) {\n    confirmRechargeTransfer(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRechargeTransfer($id: Int!) {\n    confirmRechargeTransfer(id: $id) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {\n    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {\n    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {\n    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {\n    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RechargeFlowOrder($id: Int!) {\n    rechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RechargeFlowOrder($id: Int!) {\n    rechargeOrder(id: $id) {\n      ...RechargeOrderFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {\n    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {\n    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {\n      ...RechargeOrderFields\n      # What the member may do next comes with the step, so the buttons never lag behind the order.\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletFlowBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"): (typeof documents)["\n  query WalletFlowBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletFlowCards {\n    myBankCards {\n      id\n      status\n      bankName\n      maskedNumber\n      last4\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query WalletFlowCards {\n    myBankCards {\n      id\n      status\n      bankName\n      maskedNumber\n      last4\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletFlowConfig {\n    walletConfig {\n      minRechargeFen\n      withdrawFeeRateBp\n      remitWindowHours\n      recipient {\n        accountName\n        cardNumber\n        bankName\n        bankAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletFlowConfig {\n    walletConfig {\n      minRechargeFen\n      withdrawFeeRateBp\n      remitWindowHours\n      recipient {\n        accountName\n        cardNumber\n        bankName\n        bankAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawFlowWithdrawal($id: Int!) {\n    withdrawal(id: $id) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WithdrawFlowWithdrawal($id: Int!) {\n    withdrawal(id: $id) {\n      ...WithdrawalFields\n      workflow {\n        ...WorkflowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Exchange($input: ExchangeInput!, $idempotencyKey: String!) {\n    exchange(input: $input, idempotencyKey: $idempotencyKey) {\n      transferId\n      balance {\n        cnyFen\n        coinFen\n        heldFen\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Exchange($input: ExchangeInput!, $idempotencyKey: String!) {\n    exchange(input: $input, idempotencyKey: $idempotencyKey) {\n      transferId\n      balance {\n        cnyFen\n        coinFen\n        heldFen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowEntries($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    flowEntries(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query FlowEntries($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    flowEntries(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowEntry($transferId: Float!, $wallet: WalletKind) {\n    flowEntry(transferId: $transferId, wallet: $wallet) {\n      entry {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      rechargeOrder {\n        ...RechargeOrderFields\n      }\n      withdrawal {\n        ...WithdrawalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlowEntry($transferId: Float!, $wallet: WalletKind) {\n    flowEntry(transferId: $transferId, wallet: $wallet) {\n      entry {\n        id\n        transferId\n        type\n        transferType\n        wallet\n        amountFen\n        balanceAfterFen\n        referenceType\n        referenceId\n        orderNo\n        createdAt\n      }\n      rechargeOrder {\n        ...RechargeOrderFields\n      }\n      withdrawal {\n        ...WithdrawalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RechargeOrderFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...RechargeOrderFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"): (typeof documents)["\n  query WalletBalance {\n    walletBalance {\n      cnyFen\n      coinFen\n      heldFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...WithdrawalFields\n      }\n      total_record\n    }\n  }\n"): (typeof documents)["\n  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {\n    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {\n      records {\n        ...WithdrawalFields\n      }\n      total_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequirementStatistics {\n    requirementStatistics {\n      byStage {\n        stage\n        count\n      }\n      drafts\n      pendingInvitations\n      tasksInProgress\n      contributedFen\n    }\n  }\n"): (typeof documents)["\n  query RequirementStatistics {\n    requirementStatistics {\n      byStage {\n        stage\n        count\n      }\n      drafts\n      pendingInvitations\n      tasksInProgress\n      contributedFen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchBankCards {\n    myBankCards {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchBankCards {\n    myBankCards {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchProfile {\n    personalInfo {\n      nickname\n      fieldsOfInterest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchRealName {\n    myRealName {\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchRealName {\n    myRealName {\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n"): (typeof documents)["\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signout {\n    signout\n  }\n"): (typeof documents)["\n  mutation Signout {\n    signout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;