/**
 * A review-fee crowdfunding campaign in the app (issue 10): its fragment, state tag, progress and the countdown to
 * its end, shared by the hall, the requirement detail, the crowdfunding page and my contributions. Strings: the
 * `hall` namespace (`hall.campaign.*`, `hall.countdown.*`).
 */
export { CampaignFieldsFragment } from './campaign-fields.fragment';
export { CAMPAIGN_STATES, CampaignStatusTag, useCampaignStateLabel } from './campaign-status-tag';
export { CampaignProgress, campaignPercent } from './campaign-progress';
export { DeadlineCountdown } from './campaign-countdown';
