import { describe, expect, it } from 'vitest';
import {
  BANKS,
  fenToYuan,
  isRuralCreditUnionCard,
  lookupCardBin,
  luhnValid,
  maskCardNumber,
  validateBankMobile,
  validateBranchName,
  validateCardholderName,
  validateCardNumber,
  validateDepositAmount,
  withLuhnDigit,
  yuanToFen,
} from './bank-card';
import { formatRuleError } from './messages';

// 622202 is an ICBC debit BIN of 19 digits, 622848 an ABC debit BIN of 19, 625919 a PSBC credit BIN of 16,
// 621018 a Guangdong rural credit union debit BIN of 19 (see bank-card-banks.ts).
const icbcDebit = withLuhnDigit('622202100012345678');
const abcDebit = withLuhnDigit('622848001234567890');
const psbcCredit = withLuhnDigit('625919123456789');

describe('card numbers', () => {
  it('checks Luhn (ISO/IEC 7812)', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('12a4')).toBe(false);
  });

  it('accepts a debit card of a known bank, with or without the spaces people type', () => {
    expect(validateCardNumber(icbcDebit)).toBeNull();
    expect(validateCardNumber(icbcDebit.replace(/(\d{4})/g, '$1 '))).toBeNull();
    expect(lookupCardBin(icbcDebit)).toMatchObject({ bank: { code: 'ICBC' }, type: 'debit' });
    expect(lookupCardBin(abcDebit)).toMatchObject({ bank: { code: 'ABC' }, type: 'debit' });
  });

  it('refuses what is not a debit card number, each with its own message', () => {
    expect(validateCardNumber('')).toEqual({ rule: 'cardNumberRequired' });
    expect(validateCardNumber('6222-0210')).toEqual({ rule: 'cardNumberDigits' });
    expect(validateCardNumber('62220210')).toMatchObject({ rule: 'cardNumberLength' });
    expect(validateCardNumber(`${icbcDebit}1`)).toMatchObject({ rule: 'cardNumberLength' });
    const wrongDigit = icbcDebit.slice(0, -1) + String((Number(icbcDebit.slice(-1)) + 1) % 10);
    expect(validateCardNumber(wrongDigit)).toEqual({ rule: 'cardNumberInvalid' });
    expect(validateCardNumber(withLuhnDigit('999999123456789012'))).toEqual({ rule: 'cardBankUnknown' });
    expect(validateCardNumber(psbcCredit)).toEqual({ rule: 'cardCreditRefused' });
    expect(formatRuleError({ rule: 'cardCreditRefused' }, 'en')).toBe('Credit cards are not accepted, please bind a debit card');
  });

  it('knows the banks of the brief, debit BINs for each, and the rural credit unions', () => {
    const codes = BANKS.map((b) => b.code);
    for (const code of ['ICBC', 'CCB', 'ABC', 'BOC', 'COMM', 'CMB', 'PSBC', 'CITIC', 'CEB', 'CMBC', 'CIB', 'SPDB', 'HXBANK', 'GDB', 'SPABANK']) {
      expect(codes).toContain(code);
      expect(BANKS.find((b) => b.code === code)!.bins.some((b) => b.type === 'debit')).toBe(true);
    }
    expect(BANKS.filter((b) => b.ruralCreditUnion).length).toBeGreaterThanOrEqual(5);
    const rural = withLuhnDigit('621018123456789012');
    expect(validateCardNumber(rural)).toBeNull();
    expect(isRuralCreditUnionCard(rural)).toBe(true);
    expect(isRuralCreditUnionCard(icbcDebit)).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskCardNumber(icbcDebit)).toBe(`**** **** **** ${icbcDebit.slice(-4)}`);
  });
});

describe('cardholder, branch, mobile', () => {
  it('takes a cardholder name of 2-50 characters', () => {
    expect(validateCardholderName('张三')).toBeNull();
    expect(validateCardholderName(' ')).toEqual({ rule: 'cardholderNameRequired' });
    expect(validateCardholderName('张')).toMatchObject({ rule: 'cardholderNameLength' });
    expect(validateCardholderName('x'.repeat(51))).toMatchObject({ rule: 'cardholderNameLength' });
  });

  it('takes a branch of 2-100 characters', () => {
    expect(validateBranchName('北京海淀支行')).toBeNull();
    expect(validateBranchName('')).toEqual({ rule: 'branchNameRequired' });
    expect(validateBranchName('x')).toMatchObject({ rule: 'branchNameLength' });
  });

  it('uses the mainland phone rule for the bank-registered mobile', () => {
    expect(validateBankMobile('13800000001')).toBeNull();
    expect(validateBankMobile('12800000001')).toEqual({ rule: 'phoneInvalid' });
    expect(validateBankMobile('138 0000 0001')).toEqual({ rule: 'noSpaces' });
    expect(validateBankMobile('')).toEqual({ rule: 'phoneRequired' });
  });
});

describe('deposit amounts', () => {
  it('takes yuan with at most 2 decimals and converts to integer fen without floating point', () => {
    expect(validateDepositAmount('0.37')).toBeNull();
    expect(yuanToFen('0.37')).toBe(37);
    expect(yuanToFen('0.5')).toBe(50);
    expect(yuanToFen('1')).toBe(100);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(fenToYuan(7)).toBe('0.07');
    expect(fenToYuan(1234)).toBe('12.34');
  });

  it('refuses anything else', () => {
    expect(validateDepositAmount('')).toEqual({ rule: 'depositAmountRequired' });
    expect(formatRuleError({ rule: 'depositAmountRequired' }, 'en')).toBe('Please enter the payment amount you received');
    for (const bad of ['0.371', '-0.3', '0,37', 'abc', '0', '0.00', '1e-2', '0. 3', '.5']) {
      expect(validateDepositAmount(bad)).toEqual({ rule: 'depositAmountFormat' });
    }
  });
});
