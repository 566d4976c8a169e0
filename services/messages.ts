/**
 * The one catalogue of what the services say, in both languages: the shared infrastructure's messages
 * (lib/messages.ts) and one `*.messages.ts` per domain. It sits above the domains (like app.ts) so that lib
 * knows none of them; lib/errors.ts and lib/reply.ts render its keys. The tables are data only (the lint rule
 * `services-messages-are-data`), so importing this module loads no domain code. Rule messages are not here:
 * they come from machines/rules/messages.ts so the app and the services say the same words.
 *
 * A new domain: import its `<domain>.messages.ts` and add it to `messageTables`; a key may exist only once
 * (messages.test.ts).
 */
import { fillPlaceholders } from '../machines/rules/messages';
import { bankCardMessages } from './bank-cards/bank-card.messages';
import { devMessages } from './dev/dev.messages';
import { identityMessages } from './identity/identity.messages';
import { coreMessages, type Lang, type Localized } from './lib/messages';
import { memberMessages } from './member/member.messages';
import { profileMessages } from './member/profile.messages';
import { securityMessages } from './member/security.messages';
import { operationsMessages } from './operations/operations.messages';
import { referenceMessages } from './reference/reference.messages';
import { candidateMessages } from './requirements/candidates.messages';
import { crowdfundingMessages } from './requirements/crowdfunding.messages';
import { invitationMessages } from './requirements/invitation.messages';
import { preReviewMessages } from './requirements/pre-review.messages';
import { requirementMessages } from './requirements/requirement.messages';
import { storageMessages } from './storage/storage.messages';
import { walletMessages } from './wallet/wallet.messages';
import { workflowMessages } from './workflow/workflow.messages';

/** Every table, by owner: the one list to extend. messages.test.ts fails when two tables define the same key. */
export const messageTables = {
  core: coreMessages,
  member: memberMessages,
  security: securityMessages,
  profile: profileMessages,
  reference: referenceMessages,
  storage: storageMessages,
  wallet: walletMessages,
  identity: identityMessages,
  bankCards: bankCardMessages,
  operations: operationsMessages,
  workflow: workflowMessages,
  requirements: requirementMessages,
  invitations: invitationMessages,
  crowdfunding: crowdfundingMessages,
  preReview: preReviewMessages,
  candidates: candidateMessages,
  dev: devMessages,
} as const satisfies Record<string, Record<string, Localized>>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Tables = typeof messageTables;
export type ServiceMessages = UnionToIntersection<Tables[keyof Tables]>;

/** Every key of every table, in one object. */
export const serviceMessages = Object.assign({}, ...Object.values(messageTables)) as ServiceMessages;

export type MessageKey = keyof ServiceMessages;

export function message(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  const text: Localized = serviceMessages[key];
  return fillPlaceholders(text[lang], params);
}
