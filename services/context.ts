/**
 * What every route module receives: the database, the settings, the clock, the adapters and the
 * repositories. Built once per app in app.ts; tests pass their own clock, mailer or SMS sender.
 */
import type { ServicesConfig } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createSecretProvider, type SecretProvider } from './lib/secret';
import { createCaptchasRepository } from './member/captchas.repository';
import { createCodesRepository } from './member/codes.repository';
import { createRateLimitsRepository } from './member/rate-limits.repository';
import { createSessionsRepository } from './member/sessions.repository';
import { createUsersRepository } from './member/users.repository';
import { createMailer, type Mailer } from './outbox/mailer';
import { createOutboxRepository } from './outbox/outbox.repository';
import { createOutboxSmsSender, type SmsSender } from './outbox/sms-sender';
import { createMenusRepository } from './reference/menus.repository';
import { createReferenceRepository } from './reference/reference.repository';
import { createObjectStore } from './storage/create-object-store';
import type { ObjectStore } from './storage/object-store';

export type ServicesDeps = {
  db: Database;
  config: ServicesConfig;
  mailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  /** Uploaded objects; default from the settings (S3_* or `$DATA_DIR/objects`). */
  storage?: ObjectStore;
};

export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    captchas: createCaptchasRepository(db),
    codes: createCodesRepository(db),
    rateLimits: createRateLimitsRepository(db),
    outbox: createOutboxRepository(db),
    reference: createReferenceRepository(db),
    menus: createMenusRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

export type ServicesContext = {
  db: Database;
  config: ServicesConfig;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  secret: SecretProvider;
  storage: ObjectStore;
  repos: Repositories;
};

export function createContext(deps: ServicesDeps): ServicesContext {
  const clock = deps.clock ?? systemClock;
  const repos = createRepositories(deps.db);
  const secret = createSecretProvider(deps.db, deps.config.tokenSecret);
  return {
    db: deps.db,
    config: deps.config,
    clock,
    mailer: deps.mailer ?? createMailer({ outbox: repos.outbox, clock, smtpUrl: deps.config.smtpUrl }),
    sms: deps.sms ?? createOutboxSmsSender(repos.outbox, clock),
    secret,
    storage: deps.storage ?? createObjectStore(deps.config, secret, clock),
    repos,
  };
}
