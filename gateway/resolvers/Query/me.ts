import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestMember } from '../../rest-types';

// Without a token the services answer 401, which reaches the app as status 401 (the session-expired dialog).
export const me: NonNullable<QueryResolvers['me']> = (_parent, _args, { rest }) =>
  rest.post<RestMember>('/member/v2/member');
