/**
 * The bank-cards domain's public module: what other domains may use. Everything else in this folder is internal
 * (lint rule `services-domain-public-module`).
 */
// The lifecycle the workflow registry serves (services/workflow/registry.ts).
export { bankCardStore } from './bank-cards.service';
