import type { HallMembershipResolvers } from '../generated/resolvers-types';

// A member who never joined has no kinds and no fields yet.
export const HallMembership: HallMembershipResolvers = {
  kinds: (membership) => (membership.kinds ?? []).map(String),
  industryIds: (membership) => membership.industryIds ?? [],
  joinedAt: (membership) => membership.joinedAt ?? null,
};
