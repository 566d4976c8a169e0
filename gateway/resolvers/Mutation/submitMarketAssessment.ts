import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestMarketAssessment } from '../../rest-types';
import { restForm } from '../market-assessment-form';

export const submitMarketAssessment: NonNullable<MutationResolvers['submitMarketAssessment']> = (_parent, { invitationId, form }, { rest }) =>
  rest.post<RestMarketAssessment>('/requ/v1/market/assessment/submit', { id: invitationId, form: restForm(form) });
