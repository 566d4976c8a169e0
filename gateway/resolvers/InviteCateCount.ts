import type { InviteCateCountResolvers } from '../generated/resolvers-types';
import { inviteStatusOf } from './Invitation';

export const InviteCateCount: InviteCateCountResolvers = {
  state: (count) => inviteStatusOf(count.state, 'invitation cate-group'),
};
