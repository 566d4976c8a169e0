/**
 * A member with money to look at, set up through the REST services as a client would (for tests about what
 * operations do with it): a verified real name, a transaction password, a verified card, recharge orders with
 * their vouchers, a withdrawal. The flows under test go through the browser.
 */
import type { APIRequestContext } from '@playwright/test';
import { withLuhnDigit } from '../../../machines/rules/bank-card';
import { claimWalletRegistration, type WalletRegistration } from './accounts';
import { expect } from './fixtures';
import { api, decideApplication, OPS, signin, submitPersonApplication, upload, type Envelope } from './member-api';
import { apiUrl, captchaText, outboxMark, outboxMessages, phoneIdentifier, registerAccount, STRONG_PASSWORD, uniqueEmail, uniquePhone, letCodeMinutePass, waitForCode } from './portal';

export const WALLET_PAY_PASSWORD = '246813';

/** A money-moving call: the `Idempotency-Key` header of docs/contracts.md ("Idempotency"). */
export async function apiWithKey<T>(request: APIRequestContext, token: string, path: string, body: unknown, key = crypto.randomUUID()): Promise<Envelope<T>> {
  const response = await request.post(`${apiUrl}${path}`, {
    headers: { 'accept-language': 'en', authorization: `Bearer ${token}`, 'idempotency-key': key },
    data: body ?? {},
  });
  return (await response.json()) as Envelope<T>;
}

/** A code of `kind` to the member's own bound contact, verified as the dialogs do: answers its code key. */
async function ownCodeKey(request: APIRequestContext, token: string, channel: 'sms' | 'email', type: 4 | 5, recipient: string): Promise<string> {
  const captcha = await api<{ id: string }>(request, null, 'GET', '/member/v2/captcha');
  const mark = await outboxMark(request);
  const typeField = channel === 'sms' ? { smsType: type } : { emailType: type };
  const sent = await api(request, token, 'POST', `/member/v2/logged-in/send/${channel}/verify-code`, { captchaId: captcha.data.id, captchaCode: await captchaText(request, captcha.data.id), ...typeField });
  expect(sent.code, sent.msg).toBe(200);
  const { code } = await waitForCode(request, recipient, mark);
  const verified = await api<string>(request, token, 'POST', '/member/v3/verify/verify-code', { identifier: recipient, verifyCode: code });
  expect(verified.code, verified.msg).toBe(200);
  return verified.data;
}

async function bindEmail(request: APIRequestContext, token: string, email: string): Promise<void> {
  const captcha = await api<{ id: string }>(request, null, 'GET', '/member/v2/captcha');
  const mark = await outboxMark(request);
  const sent = await api(request, token, 'POST', '/member/v2/logged-in/bind/send/email/verify-code', { email, captchaId: captcha.data.id, captchaCode: await captchaText(request, captcha.data.id) });
  expect(sent.code, sent.msg).toBe(200);
  const { code } = await waitForCode(request, email, mark);
  const ecdk = (await api<string>(request, token, 'POST', '/member/v3/verify/verify-code', { identifier: email, verifyCode: code })).data;
  const bound = await api(request, token, 'POST', `/member/v3/bind/email?email=${encodeURIComponent(email)}&ecdk=${encodeURIComponent(ecdk)}`);
  expect(bound.code, bound.msg).toBe(200);
}

/** Binds a debit card and back-fills the micro-deposit read from the bank statement line in the outbox. */
async function verifiedCard(request: APIRequestContext, token: string): Promise<{ id: number; last4: string; cardNumber: string }> {
  const cardNumber = freshDebitCardNumber();
  const bound = await api<{ id: number; last4: string }>(request, token, 'POST', '/member/v2/bank-card/bind', { cardNumber, branchName: '北京海淀支行', mobile: '13800000001' });
  expect(bound.code, bound.msg).toBe(200);
  const amount = await depositAmount(request, bound.data.id);
  const confirmed = await api<{ correct: boolean; card: { status: string } }>(request, token, 'POST', `/member/v2/bank-card/${bound.data.id}/confirm-amount`, { amount });
  expect(confirmed.data?.card?.status, confirmed.msg).toBe('verified');
  return { id: bound.data.id, last4: bound.data.last4, cardNumber };
}

export type WalletMember = {
  token: string;
  phone: string;
  email: string;
  realName: string;
  card: { id: number; last4: string; cardNumber: string };
  /** When the e-mail's bind code went (the services allow the next code to it a minute later). */
  emailCodeAt: number;
};

/** A member registered by phone with an e-mail bound at once: two codes, one per contact. */
export async function registerWalletAccount(request: APIRequestContext): Promise<WalletRegistration> {
  const phone = uniquePhone();
  const email = uniqueEmail('wallet');
  await registerAccount(request, { phone });
  const registeredAt = Date.now();
  await bindEmail(request, await signin(request, phoneIdentifier(phone), STRONG_PASSWORD), email);
  return { phone, email, registeredAt, emailCodeAt: Date.now() };
}

/**
 * A new member ready for the wallets: registered by phone with an e-mail bound (one the `accounts` set-up prepared,
 * or registered now), a verified real name, a transaction password and a verified card. One code per contact per
 * 60 s means the transaction-password code (to the phone) needs the sign-up code's minute over (the test hook ends it), and
 * the withdraw-identity code later goes to the e-mail.
 */
export async function walletMember(request: APIRequestContext, realName: string): Promise<WalletMember> {
  const { phone, email, registeredAt, emailCodeAt } = claimWalletRegistration() ?? (await registerWalletAccount(request));
  const token = await signin(request, phoneIdentifier(phone), STRONG_PASSWORD);
  await decideApplication(request, await submitPersonApplication(request, token, realName), { approve: true });
  await letCodeMinutePass(request, phoneIdentifier(phone), registeredAt);
  const pcdk = await ownCodeKey(request, token, 'sms', 4, phoneIdentifier(phone));
  const set = await api(request, token, 'POST', `/member/v3/modify/pay-password/sms?newPassword=${WALLET_PAY_PASSWORD}&rNewPassword=${WALLET_PAY_PASSWORD}&pcdk=${encodeURIComponent(pcdk)}`);
  expect(set.code, set.msg).toBe(200);
  const card = await verifiedCard(request, token);
  return { token, phone, email, realName, card, emailCodeAt };
}

/** A wallet member and when the preparation's codes went to each contact (as the outbox names it), for the code rule. */
export type FundedWalletMember = WalletMember & { lastCodeAt: Map<string, number> };

/**
 * How long `fundedWalletMember` may take: `walletMember` waits out what is left of its sign-up code's minute (about
 * 70 s in all when it registers the member itself).
 */
export const FUNDED_WALLET_MEMBER_MS = 90_000;

/**
 * `walletMember` with `amountFen` recharged and approved by operations (what the generated paths of the wallet flows
 * start from), and when each contact's last code went: the e-mail's bind code, the phone's transaction-password code.
 */
export async function fundedWalletMember(request: APIRequestContext, amountFen: number): Promise<FundedWalletMember> {
  const member = await walletMember(request, '王小明');
  const lastCodeAt = new Map([
    [member.email, member.emailCodeAt],
    [phoneIdentifier(member.phone), Date.now()],
  ]);
  await approveRechargeByOps(request, (await rechargeInReview(request, member, amountFen)).id);
  return { ...member, lastCodeAt };
}

/** An exchange through the REST services with the transaction password (the member's own second client). */
export async function exchangeByApi(request: APIRequestContext, member: WalletMember, direction: 'cnyToCoin' | 'coinToCny', amountFen: number): Promise<void> {
  const done = await apiWithKey(request, member.token, '/wallet/v1/exchange', { direction, amountFen, transactionPassword: WALLET_PAY_PASSWORD });
  expect(done.code, done.msg).toBe(200);
}

export type RechargeOrder = { id: number; orderNo: string; status: string; state: string; amountFen: number; reason: string | null; transferReference: string | null };

/** A recharge order with its transfer confirmed and a voucher uploaded: awaiting review by operations. */
export async function rechargeInReview(request: APIRequestContext, member: WalletMember, amountFen: number): Promise<RechargeOrder> {
  const created = await apiWithKey<RechargeOrder>(request, member.token, '/wallet/v1/recharge/create', { amountFen, bankCardId: member.card.id });
  expect(created.code, created.msg).toBe(200);
  const confirmed = await api(request, member.token, 'POST', `/wallet/v1/recharge/${created.data.id}/confirm-transfer`);
  expect(confirmed.code, confirmed.msg).toBe(200);
  const voucherKey = await upload(request, member.token, 'voucher.png');
  const transferReference = `TX${Date.now()}${Math.floor(Math.random() * 100)}`;
  const submitted = await api<RechargeOrder>(request, member.token, 'POST', `/wallet/v1/recharge/${created.data.id}/voucher`, { transferReference, voucherKey });
  expect(submitted.data?.state, submitted.msg).toBe('awaitingReview');
  return submitted.data;
}

/** Operations approve a recharge through their own endpoint: the member's CNY wallet is credited. */
export async function approveRechargeByOps(request: APIRequestContext, orderId: number): Promise<void> {
  const ops = await signin(request, OPS.email, OPS.password);
  const approved = await apiWithKey<RechargeOrder>(request, ops, `/ops/v1/recharge/${orderId}/approve`, {});
  expect(approved.data?.state, approved.msg).toBe('done');
}

export type Balance = { cnyFen: number; coinFen: number; heldFen: number };

export async function balanceOf(request: APIRequestContext, member: WalletMember): Promise<Balance> {
  const answer = await api<Balance>(request, member.token, 'GET', '/wallet/v1/balance');
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

export type Withdrawal = { id: number; orderNo: string; state: string; amountFen: number; feeFen: number; receivedFen: number; reason: string | null };

/** A withdrawal to the member's card (the identity code to the bound e-mail): the amount is held at once. */
export async function openWithdrawal(request: APIRequestContext, member: WalletMember, amountFen: number): Promise<Withdrawal> {
  const codeKey = await ownCodeKey(request, member.token, 'email', 5, member.email);
  const created = await apiWithKey<Withdrawal>(request, member.token, '/wallet/v1/withdraw/create', {
    amountFen,
    bankCardId: member.card.id,
    identifier: member.email,
    codeKey,
    transactionPassword: WALLET_PAY_PASSWORD,
  });
  expect(created.data?.state, created.msg).toBe('awaitingPayout');
  return created.data;
}

/**
 * A fresh ICBC debit card number (19 digits, random, so parallel members do not collide on "one card, one account"),
 * whose last four digits differ from `unlike`'s (a member's two cards stay apart on the list by their last four).
 */
export function freshDebitCardNumber(unlike = ''): string {
  for (;;) {
    const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
    const cardNumber = withLuhnDigit(`622202${digits}`);
    if (cardNumber.slice(-4) !== unlike.slice(-4)) return cardNumber;
  }
}

/**
 * The micro-deposit sent to the card `cardId`, in yuan ('0.37'): the newest bank statement line for it in the outbox
 * with an id above `afterId` (an edit sends a new deposit; the mark taken before it leaves the old line out).
 */
export async function depositAmount(request: APIRequestContext, cardId: number, afterId = 0): Promise<string> {
  let amount: string | undefined;
  await expect
    .poll(async () => {
      const line = (await outboxMessages(request)).filter((m) => m.id > afterId && m.body.includes(`(card #${cardId})`)).sort((a, b) => b.id - a.id)[0];
      amount = line ? /CNY (\d+\.\d{2})/.exec(line.body)?.[1] : undefined;
      return amount;
    }, { message: `the micro-deposit statement line of card #${cardId}` })
    .toBeTruthy();
  return amount!;
}
