import type { InviteStateCountResolvers } from '../generated/resolvers-types';
import { inviteStatusOf } from './Invitation';

export const InviteStateCount: InviteStateCountResolvers = {
  state: (count) => inviteStatusOf(count.state, 'invitation state-group'),
};
