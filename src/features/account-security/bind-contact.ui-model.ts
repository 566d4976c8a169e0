/**
 * The UI model of binding an e-mail on account security (the dialog of
 * src/components/password-dialogs/bind-contact-dialog.tsx, opened from this page), for the generated browser paths
 * of `bindContactMachine` (tests/e2e/bind-contact.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own registered by phone through the REST services, who binds an e-mail of its own (new to the
 * services, so its first code needs no wait). `bind.failed` (the address taken by another account between its code
 * and the bind) is not driven.
 */
import { bindContactModel } from '../../../machines/account/bind-contact.model';
import type { BindContactEvent, BindContactMachine } from '../../../machines/account/bind-contact.machine';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { mask, openSecurityDialog, registerPhoneMember, securityRow, SECURITY_CODE_LABELS as labels, type PhoneMember as Prepared, type PhoneSession } from '../../../tests/e2e/model/account-security';
import { codeStepEvents, codeStepStates } from '../../../tests/e2e/model/code-step';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { uniqueEmail } from '../../../tests/e2e/support/portal';

type Session = PhoneSession & { email: string };

/** What the paths are generated from: the e-mail typed stands for the one of the path's session. */
const TYPED = 'member@example.test';

const row = (page: Page) => securityRow(page, 'email');
const address = (session: Session) => session.scope.getByRole('textbox', { name: '邮箱' });

/** The test model's payloads with the typed e-mail (a phone typed into the e-mail field is refused by the machine). */
const events: BindContactEvent[] = [
  { type: 'identifier.submit', identifier: TYPED },
  ...bindContactModel.events.filter((e) => e.type !== 'identifier.submit'),
];

export const bindContactUi: UiModel<BindContactMachine, Prepared, Session> = {
  title: 'an e-mail on account security',
  spec: bindContactModel,
  input: { channel: 'email' },
  events,

  prepare: registerPhoneMember,

  // The codes go to the new address (one of the path's own: its first code needs no wait).
  async start({ page, prepared }) {
    const session = await openSecurityDialog(page, prepared, { row: 'email', before: '未绑定', button: '绑定', dialog: '绑定邮箱' });
    const email = uniqueEmail('bind-path');
    return { ...session, email, recipient: () => ({ identifier: { email }, outbox: email }), lastCodeAt: new Map() };
  },

  states: {
    identify: async ({ session }) => {
      await expect(address(session)).toBeEditable();
    },
    ...codeStepStates<Session>('code', labels),
    binding: async () => {},
    // The dialog closes and the page shows the address, masked.
    done: async ({ page, session }) => {
      await expect(page.getByText('邮箱绑定成功')).toBeVisible();
      await expect(session.scope).toBeHidden();
      await expect(row(page)).toContainText(mask(session.email));
    },
  },

  on: {
    'identifier.submit': {
      by: 'person',
      drive: async ({ session }) => {
        await address(session).fill(session.email);
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    ...codeStepEvents<Session>(labels),
    'bind.succeeded': { by: 'services' },
    'bind.failed': {
      notDrivable: 'the address would have to be bound by another account between its code and the bind: a race, not a person’s action',
    },
  },
};
