/**
 * The identity domain's public module: what other domains may use (a member's verified real name). Everything
 * else in this folder is internal (lint rule `services-domain-public-module`).
 */
export { findVerifiedIdentity, type VerifiedIdentity } from './verified-identity';
// The lifecycle the workflow registry serves (services/workflow/registry.ts).
export { realNameStore } from './real-name.service';
export { expertApplicationStore, isExpertMember } from './expert.service';
