import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestMarketAssessment } from '../../rest-types';
import { restForm } from '../market-assessment-form';

// The body names the invitation `id` (the services' contract); the form goes as typed, the services check it.
export const saveMarketAssessment: NonNullable<MutationResolvers['saveMarketAssessment']> = (_parent, { invitationId, form }, { rest }) =>
  rest.post<RestMarketAssessment>('/requ/v1/market/assessment/save', { id: invitationId, form: restForm(form) });
