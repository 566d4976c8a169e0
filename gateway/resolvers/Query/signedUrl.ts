import type { QueryResolvers } from '../../generated/resolvers-types';

export const signedUrl: NonNullable<QueryResolvers['signedUrl']> = (_parent, { objectKey }, { rest }) =>
  rest.get<string>('/common/v2/oss/get/signed-url', { objectKey });
