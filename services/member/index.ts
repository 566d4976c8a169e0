/**
 * The member domain's public module: what other domains (and shared infrastructure) may use. Everything else in
 * this folder is internal; add an export here rather than importing a file of the folder (lint rule
 * `services-domain-public-module`).
 */
export { createCodesRepository, type CodePurpose, type CodesRepository, type MemberCodeKind } from './codes.repository';
export { createPayPasswordCheck, type CheckPayPassword, type PayPasswordMessages } from './pay-password';
export { createSecurityService, memberCodePurpose, type SecurityService } from './security.service';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { createVerificationService, type CodeChannel, type VerificationService } from './verification.service';
export { RATE_LIMITS } from './rate-limits.repository';
