import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, formatRate, MIN_RECHARGE_FEN, minWithdrawalFen, validateAmountFen, validateWalletAmount, withdrawalFee, yuanToFen } from './money';
import { validateBankReference, validateExchangeDirection, validateReason, validateTransferReference } from './wallet';

describe('money', () => {
  it('converts yuan text to fen by string arithmetic', () => {
    expect(yuanToFen('500')).toBe(50_000);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1_999);
    expect(yuanToFen('1234567.89')).toBe(123_456_789);
  });

  it('prints fen with 2 decimals, grouped for display', () => {
    expect(fenToYuan(50_000)).toBe('500.00');
    expect(fenToYuan(-1)).toBe('-0.01');
    expect(formatFen(123_456_789)).toBe('1,234,567.89');
    expect(formatFen(-20_000)).toBe('-200.00');
    expect(formatRate(10)).toBe('0.1%');
    expect(formatRate(50)).toBe('0.5%');
    expect(formatRate(100)).toBe('1%');
  });

  it('validates typed amounts: required, format, minimum, maximum, balance', () => {
    expect(validateWalletAmount('')).toEqual({ rule: 'amountRequired' });
    expect(validateWalletAmount('1.234')).toEqual({ rule: 'amountFormat' });
    expect(validateWalletAmount('1 0')).toEqual({ rule: 'amountFormat' });
    expect(validateWalletAmount('-5')).toEqual({ rule: 'amountFormat' });
    expect(validateWalletAmount('0.99', { minFen: MIN_RECHARGE_FEN })).toEqual({ rule: 'amountMin', params: { min: '1.00' } });
    expect(validateWalletAmount('1', { minFen: MIN_RECHARGE_FEN })).toBeNull();
    expect(validateWalletAmount('100.01', { maxFen: 10_000 })).toEqual({ rule: 'balanceInsufficient' });
    expect(validateWalletAmount('99999999999')).toEqual({ rule: 'amountFormat' });
    expect(validateWalletAmount('10000000.01')).toMatchObject({ rule: 'amountMax' });
  });

  it('validates amounts in fen as the services receive them', () => {
    expect(validateAmountFen(1.5)).toEqual({ rule: 'amountFormat' });
    expect(validateAmountFen('100')).toEqual({ rule: 'amountFormat' });
    expect(validateAmountFen(0)).toMatchObject({ rule: 'amountMin' });
    expect(validateAmountFen(100, { maxFen: 99 })).toEqual({ rule: 'balanceInsufficient' });
    expect(validateAmountFen(100)).toBeNull();
  });

  it('rounds the withdrawal fee up to the fen and never above the amount', () => {
    expect(withdrawalFee(20_000, 10)).toBe(20);
    expect(withdrawalFee(12_345, 10)).toBe(13);
    expect(withdrawalFee(1, 10)).toBe(1);
    expect(withdrawalFee(20_000, 0)).toBe(0);
  });
});

describe('wallet form rules', () => {
  it('transfer and bank references: letters, digits, dashes, 6-40', () => {
    expect(validateTransferReference(' ')).toEqual({ rule: 'transferReferenceRequired' });
    expect(validateTransferReference('AB 123456')).toMatchObject({ rule: 'transferReferenceFormat' });
    expect(validateTransferReference('12345')).toMatchObject({ rule: 'transferReferenceFormat' });
    expect(validateTransferReference('TX-20261122-001')).toBeNull();
    expect(validateBankReference('')).toEqual({ rule: 'bankReferenceRequired' });
    expect(validateBankReference('BK20261122001')).toBeNull();
  });

  it('reasons and exchange directions', () => {
    expect(validateReason('  ')).toEqual({ rule: 'reasonRequired' });
    expect(validateReason('x'.repeat(201))).toEqual({ rule: 'reasonRequired' });
    expect(validateReason('voucher unreadable')).toBeNull();
    expect(validateExchangeDirection('cnyToCoin')).toBeNull();
    expect(validateExchangeDirection('up')).toEqual({ rule: 'exchangeDirection' });
  });
});

describe('minimum withdrawal', () => {
  it('is the smallest amount the rounded-up fee does not swallow', () => {
    expect(minWithdrawalFen(0)).toBe(1);
    expect(minWithdrawalFen(10)).toBe(2);
    expect(minWithdrawalFen(1000)).toBe(2);
    expect(withdrawalFee(minWithdrawalFen(1000), 1000)).toBeLessThan(minWithdrawalFen(1000));
  });
});
