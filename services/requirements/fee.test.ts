/**
 * The review fee paid personally, through HTTP: the quote and its split, the payment from the coin wallet into
 * `escrow_review_fees` as the requirement's `fee.pay` step (once per Idempotency-Key, the transaction password
 * checked first, a short balance refused with the ledger's reason), the states that take it, and 'Payment Window
 * Expired' once the last decision window has passed. Every refusal moves nothing; the books reconcile.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entityTransitions, ledgerTransfers, requirements } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { feeTestConfig, FEE_TEST_SETTINGS, PAY_PASSWORD, requirementFixtures } from '../testing/requirement-fixtures';
import { idem, operationsStaff, type Client } from '../testing/wallet-members';
import { balancesOf, platformBalance } from '../testing/wallet-money';

type Quote = { requirementId: number; minFeeFen: number; serviceFeeBp: number; serviceFeeFen: number; reviewersFen: number; coinBalanceFen: number };
type PaidRequirement = { id: number; requirementNo: string; state: string; crowdfundingStatus: number | null; feeFen: number; feeTransferId: number | null };

const DAY = 86_400_000;

describeEachDatabase('review fee: quote and personal payment', (database) => {
  const h = useServicesApp(database, { config: feeTestConfig() });
  const f = requirementFixtures(h);

  const pay = (m: Client, body: Record<string, unknown>, key?: string) =>
    m.post<PaidRequirement>('/requ/v1/fee/pay', body, idem(key));
  const rowOf = async (id: number) => (await h.db().select().from(requirements).where(eq(requirements.id, id)))[0];

  it('quotes the fee: at least 10% of the budget and what operations fixed, split into the service fee and the reviewers’ part', async () => {
    const publisher = await f.participant({ coinFen: 123_456 });
    // operations fixed more than 10%
    const fixed = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000, feeFen: 120_000 });
    const quote = await publisher.get<Quote>(`/requ/v1/fee/quote/${fixed.id}`);
    expect(quote.body).toEqual({
      code: 200,
      msg: 'Success',
      data: { requirementId: fixed.id, minFeeFen: 120_000, serviceFeeBp: 2000, serviceFeeFen: 24_000, reviewersFen: 96_000, coinBalanceFen: 123_456 },
    });
    // 10% of the budget when that is more: rounded up to the fen; the service fee rounded down, the rest to the reviewers
    const tenth = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_001, feeFen: 50_000 });
    expect((await publisher.get<Quote>(`/requ/v1/fee/quote/${tenth.id}`)).body.data).toEqual({
      requirementId: tenth.id, minFeeFen: 100_001, serviceFeeBp: FEE_TEST_SETTINGS.serviceFeeBp, serviceFeeFen: 20_000, reviewersFen: 80_001, coinBalanceFen: 123_456,
    });
    // another member's requirement, an unknown one, nobody signed in
    const other = await f.participant();
    expect((await other.get(`/requ/v1/fee/quote/${fixed.id}`)).body.code).toBe(404);
    expect((await publisher.get('/requ/v1/fee/quote/999999999')).body.code).toBe(404);
    expect((await publisher.get('/requ/v1/fee/quote/0')).body.code).toBe(400);
    expect((await publisher.get('/requ/v1/fee/quote/abc')).body.code).toBe(400);
    expect((await h.client().get(`/requ/v1/fee/quote/${fixed.id}`)).body.code).toBe(401);
  });

  it('pays personally: the coins move to escrow_review_fees and the requirement waits for pre-review; a retry moves nothing', async () => {
    const publisher = await f.participant({ coinFen: 200_000 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const escrowBefore = await platformBalance(h.db(), 'escrow_review_fees');
    const body = { id: req.id, amountFen: 110_000, transactionPassword: PAY_PASSWORD };
    const paid = await pay(publisher, body, 'fee-1');
    expect(paid.body).toMatchObject({
      code: 200,
      msg: 'Payment Completed',
      data: { id: req.id, requirementNo: req.requirementNo, state: 'awaitingPreReview', crowdfundingStatus: 4, feeFen: 110_000, feeTransferId: expect.any(Number) },
    });
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(90_000);
    expect(await platformBalance(h.db(), 'escrow_review_fees')).toBe(escrowBefore + 110_000);
    const [moved] = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, paid.body.data.feeTransferId!));
    expect(moved).toMatchObject({ type: 'payReviewFee', idempotencyKey: `requirement:${req.id}:fee:pay`, referenceType: 'requirement', referenceId: String(req.id), createdBy: publisher.id });
    const row = await rowOf(req.id);
    expect(row).toMatchObject({ status: 'awaitingPreReview', feeFen: 110_000, deadlineAt: null });
    expect(row.context).toMatchObject({ feeMode: 'personal' });
    const log = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'requirement'), eq(entityTransitions.entityId, String(req.id))));
    expect(log.at(-1)).toMatchObject({ event: 'fee.pay', actorRole: 'member', actorId: publisher.id });

    // the same request again: the same answer, nothing moves (even with a wrong password now)
    const again = await pay(publisher, { ...body, transactionPassword: '000000' }, 'fee-1');
    expect(again.body).toMatchObject({ code: 200, data: { state: 'awaitingPreReview', feeTransferId: paid.body.data.feeTransferId } });
    // the key reused for another amount; a new key: the requirement is paid already (the engine's refusal)
    expect((await pay(publisher, { ...body, amountFen: 120_000 }, 'fee-1')).body.code).toBe(400);
    const twice = await pay(publisher, body, 'fee-2');
    expect(twice.body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'fee.pay', state: 'awaitingPreReview' } });
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(90_000);
    expect(await platformBalance(h.db(), 'escrow_review_fees')).toBe(escrowBefore + 110_000);
    expect((await f.booksBalance()).ok).toBe(true);
  });

  it('checks the transaction password first, and refuses a short balance with the ledger’s reason; nothing moves', async () => {
    const publisher = await f.participant({ coinFen: 50_000 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const body = { id: req.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD };
    const wrong = await pay(publisher, { ...body, transactionPassword: '135790' });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    for (const [password, text] of [['12345', 'Password Must be 6 digits'], ['12a456', 'Password Must be numbers'], ['', 'Please enter the transaction password']]) {
      expect((await pay(publisher, { ...body, transactionPassword: password })).body).toMatchObject({ code: 400, msg: text });
    }
    const noPassword = await f.participant({ coinFen: 200_000, payPassword: false });
    const req2 = await f.feeDueRequirement(noPassword.id);
    expect((await pay(noPassword, { ...body, id: req2.id })).body).toMatchObject({ code: 400, msg: 'Set 2 Factor Password first' });

    const escrowBefore = await platformBalance(h.db(), 'escrow_review_fees');
    const short = await pay(publisher, body, 'short-1');
    expect(short.body).toMatchObject({ code: 400, msg: 'Insufficient balance, please deposit or exchange first', data: { reason: 'insufficientBalance', insufficient: true, balanceFen: 50_000 } });
    expect((await rowOf(req.id)).status).toBe('feeDue.choosingMode');
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(50_000);
    expect(await platformBalance(h.db(), 'escrow_review_fees')).toBe(escrowBefore);
    // the refused attempt kept no answer: after a top-up the same key pays
    await f.giveCoins(publisher.id, 50_000);
    expect((await pay(publisher, body, 'short-1')).body).toMatchObject({ code: 200, data: { state: 'awaitingPreReview' } });
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(0);
    expect((await f.booksBalance()).ok).toBe(true);
  });

  it('refuses an amount below the minimum, a member without real name or profile, another member and a missing key', async () => {
    const publisher = await f.participant({ coinFen: 500_000 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const body = { id: req.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD };
    expect((await pay(publisher, { ...body, amountFen: 99_999 })).body).toMatchObject({ code: 400, msg: 'The review fee must be at least 10% of the budget: 1000.00', data: { reason: 'reviewFeeMin' } });
    expect((await pay(publisher, { ...body, amountFen: 100_000.5 })).body.code).toBe(400);
    expect((await pay(publisher, { ...body, amountFen: -100_000 })).body.code).toBe(400);
    const other = await f.participant({ coinFen: 500_000 });
    expect((await pay(other, body)).body.code).toBe(404);
    expect((await publisher.post('/requ/v1/fee/pay', body)).body).toMatchObject({ code: 400 });
    expect((await h.client().post('/requ/v1/fee/pay', body, idem())).body.code).toBe(401);

    const noProfile = await f.participant({ coinFen: 500_000, profile: false });
    const req2 = await f.feeDueRequirement(noProfile.id);
    expect((await pay(noProfile, { ...body, id: req2.id })).body).toMatchObject({ code: 400, data: { reason: 'profileRequired' } });
    const noRealName = await f.participant({ coinFen: 500_000, realName: false });
    const req3 = await f.feeDueRequirement(noRealName.id);
    expect((await pay(noRealName, { ...body, id: req3.id })).body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed', data: { reason: 'realNameRequired' } });
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(500_000);
    expect((await rowOf(req.id)).status).toBe('feeDue.choosingMode');
  });

  it('takes the payment after the payment window, and says "Payment Window Expired" once the decision window has passed too', async () => {
    const publisher = await f.participant({ coinFen: 500_000 });
    const late = await f.feeDueRequirement(publisher.id);
    const gone = await f.feeDueRequirement(publisher.id);
    h.clock.advance(FEE_TEST_SETTINGS.paymentDays * DAY + 1000);
    await publisher.signin(publisher.phone); // the sign-in of two weeks ago has expired
    const paid = await pay(publisher, { id: late.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD });
    expect(paid.body).toMatchObject({ code: 200, data: { state: 'awaitingPreReview', crowdfundingStatus: 4 } });
    const log = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'requirement'), eq(entityTransitions.entityId, String(late.id))));
    expect(log.slice(-2).map((l) => l.event)).toEqual(['timer.expired', 'fee.pay']);

    expect((await rowOf(gone.id)).status).toBe('feeDue.paymentExpired');
    h.clock.advance(FEE_TEST_SETTINGS.decisionDays * DAY + 1000);
    await publisher.signin(publisher.phone);
    const expired = await pay(publisher, { id: gone.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD });
    expect(expired.body).toMatchObject({ code: 400, msg: 'Payment Window Expired', data: { reason: 'paymentWindowExpired', state: 'expired' } });
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(400_000);
    expect((await f.booksBalance()).ok).toBe(true);
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const publisher = await f.participant({ coinFen: 500_000 });
    const req = await f.feeDueRequirement(publisher.id);
    const valid = { id: req.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD };
    const bad: unknown[] = [null, [], 'text', 42, {}, { ...valid, id: 0 }, { ...valid, id: 'x' }, { ...valid, id: 2 ** 31 }, { ...valid, amountFen: '100000' }, { ...valid, amountFen: 1e20 },
      { ...valid, transactionPassword: 123456 }, { ...valid, transactionPassword: 'x'.repeat(1000) }, { id: req.id, amountFen: 100_000 }, { amountFen: 100_000, transactionPassword: PAY_PASSWORD }];
    for (const payload of bad) {
      const res = await publisher.post('/requ/v1/fee/pay', payload, idem());
      expect(res.body.code, JSON.stringify(payload)).toBe(400);
    }
    const raw = await h.app.inject({ method: 'POST', url: '/requ/v1/fee/pay', payload: '{"id":', headers: { 'content-type': 'application/json', authorization: `Bearer ${publisher.state.token}`, 'idempotency-key': 'raw-1' } });
    expect(JSON.parse(raw.body).code).toBe(400);
    expect((await rowOf(req.id)).status).toBe('feeDue.choosingMode');
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(500_000);
    // an undeclared field is refused (nothing paid), the declared ones alone pay
    expect((await pay(publisher, { ...valid, extra: 'x' })).body.code).toBe(400);
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(500_000);
    expect((await pay(publisher, valid)).body.code).toBe(200);
  });

  it('is for members: operations staff without a requirement of their own get 404', async () => {
    const publisher = await f.participant({ coinFen: 500_000 });
    const req = await f.feeDueRequirement(publisher.id);
    const ops = await operationsStaff(h);
    expect((await ops.get(`/requ/v1/fee/quote/${req.id}`)).body.code).toBe(404);
    expect((await pay(ops, { id: req.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD })).body.code).toBe(404);
  });
});
