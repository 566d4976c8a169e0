import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, validateCreditCode } from './credit-code';
import { residentIdCheckChar, validateDocumentNumber, validateResidentIdNumber } from './id-number';
import { formatRuleError } from './messages';
import { realNameRuleMessages } from './real-name.messages';
import { type RealNameSubmission, validateLegalName, validateRealNameSubmission, validateValidity } from './real-name';

const TODAY = '2026-11-22';
/** A resident ID number with a computed check character. */
const residentId = (first17: string) => first17 + residentIdCheckChar(first17);
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

describe('resident ID number (GB 11643)', () => {
  it('computes the check character of the standard example (11010519491231002X)', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(validateResidentIdNumber('11010519491231002X', TODAY)).toBeNull();
    expect(validateResidentIdNumber('11010519491231002x', TODAY)).toBeNull();
  });

  it('accepts computed numbers of several regions and dates', () => {
    for (const first17 of ['44030419900307123', '31011520000229456', '65010219261120001', '81000020261122001']) {
      expect(validateResidentIdNumber(residentId(first17), TODAY)).toBeNull();
    }
  });

  it('refuses a wrong check character', () => {
    const good = residentId('44030419900307123');
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(validateResidentIdNumber(wrong, TODAY)).toEqual({ rule: 'idNumberChecksum' });
  });

  it('refuses bad shapes, regions and birth dates', () => {
    expect(validateResidentIdNumber('', TODAY)).toEqual({ rule: 'idNumberRequired' });
    expect(validateResidentIdNumber('1101051949123100', TODAY)).toEqual({ rule: 'idNumberFormat' });
    expect(validateResidentIdNumber('1101051949123100A', TODAY)).toEqual({ rule: 'idNumberFormat' });
    expect(validateResidentIdNumber(residentId('99010519491231002'), TODAY)).toEqual({ rule: 'idNumberRegion' });
    expect(validateResidentIdNumber(residentId('11010519490230002'), TODAY)).toEqual({ rule: 'idNumberBirthDate' });
    expect(validateResidentIdNumber(residentId('11010518991231002'), TODAY)).toEqual({ rule: 'idNumberBirthDate' });
    // born tomorrow
    expect(validateResidentIdNumber(residentId('11010520261123002'), TODAY)).toEqual({ rule: 'idNumberBirthDate' });
    expect(validateResidentIdNumber(residentId('11010520261122002'), TODAY)).toBeNull();
  });

  it('checks passports and foreign driving licences by shape, Chinese driving licences as resident IDs', () => {
    expect(validateDocumentNumber('passport', 'E12345678', TODAY, 'CN')).toBeNull();
    expect(validateDocumentNumber('passport', 'ab12', TODAY, 'US')).toEqual({ rule: 'documentNumberFormat' });
    expect(validateDocumentNumber('passport', 'AB-123456', TODAY, 'US')).toEqual({ rule: 'documentNumberFormat' });
    expect(validateDocumentNumber('drivingLicence', 'D1234567', TODAY, 'GB')).toBeNull();
    expect(validateDocumentNumber('drivingLicence', 'D1234567', TODAY, 'CN')).toEqual({ rule: 'idNumberFormat' });
    expect(validateDocumentNumber('drivingLicence', residentId('44030419900307123'), TODAY, 'CN')).toBeNull();
  });

});

describe('unified social credit code (GB 32100)', () => {
  it('computes the check character of a published example (91350100M000100Y43)', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(validateCreditCode('91350100M000100Y43')).toBeNull();
    expect(validateCreditCode('91350100m000100y43')).toBeNull();
  });

  it('accepts computed codes, including a check value of 0', () => {
    let sawZero = false;
    for (let n = 0; n < 200; n += 1) {
      const code = creditCode(`91440300${String(n).padStart(8, '0')}X`);
      expect(validateCreditCode(code)).toBeNull();
      if (code.endsWith('0')) sawZero = true;
    }
    expect(sawZero).toBe(true);
  });

  it('refuses wrong check characters, letters outside the set and bad lengths', () => {
    const good = creditCode('91440300MA5DC0QX0');
    const wrong = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    expect(validateCreditCode(wrong)).toEqual({ rule: 'creditCodeChecksum' });
    expect(validateCreditCode('91440300MA5DC0QI01')).toEqual({ rule: 'creditCodeFormat' });
    expect(validateCreditCode('9144030')).toEqual({ rule: 'creditCodeFormat' });
    expect(validateCreditCode('91A40300MA5DC0QX01')).toEqual({ rule: 'creditCodeFormat' });
    expect(validateCreditCode(' ')).toEqual({ rule: 'creditCodeRequired' });
  });
});

describe('legal name, validity and the whole submission', () => {
  it('names are 2-50 characters, counted as characters', () => {
    expect(validateLegalName('张三')).toBeNull();
    expect(validateLegalName('买买提·艾力')).toBeNull();
    expect(validateLegalName("Mary-Jane O'Neil")).toBeNull();
    expect(validateLegalName('张')).toEqual({ rule: 'legalNameLength', params: { min: 2, max: 50 } });
    expect(validateLegalName('张'.repeat(50))).toBeNull();
    expect(validateLegalName('张'.repeat(51))?.rule).toBe('legalNameLength');
    expect(validateLegalName('Agent 007')).toEqual({ rule: 'legalNameCharacters' });
    expect(validateLegalName('深圳市示例科技有限公司（2024）', 'organisation')).toBeNull();
    expect(validateLegalName('', 'organisation')).toEqual({ rule: 'organisationNameRequired' });
  });

  it('validity starts by today and ends after the start, not passed; long-term has no end', () => {
    expect(validateValidity('2020-01-01', '2030-01-01', false, TODAY)).toBeNull();
    expect(validateValidity('2020-01-01', null, true, TODAY)).toBeNull();
    expect(validateValidity(null, '2030-01-01', false, TODAY)).toEqual({ rule: 'validFromRequired' });
    expect(validateValidity('2026-11-23', '2030-01-01', false, TODAY)).toEqual({ rule: 'validFromFuture' });
    expect(validateValidity('2020-01-01', null, false, TODAY)).toEqual({ rule: 'validToRequired' });
    expect(validateValidity('2020-01-01', '2019-01-01', false, TODAY)).toEqual({ rule: 'validToBeforeFrom' });
    expect(validateValidity('2020-01-01', '2026-11-21', false, TODAY)).toEqual({ rule: 'validToPassed' });
    expect(validateValidity('2020-01-01', '2026-11-22', false, TODAY)).toBeNull();
    expect(validateValidity('2020-02-30', '2030-01-01', false, TODAY)).toEqual({ rule: 'dateInvalid' });
  });

  const person: RealNameSubmission = {
    subjectType: 'person',
    idType: 'nationalId',
    nationality: 'CN',
    realName: '张三',
    idNumber: residentId('44030419900307123'),
    handheldPhotoKey: 'auth/1_1_a.png',
    frontPhotoKey: 'auth/1_2_b.png',
    backPhotoKey: 'auth/1_3_c.png',
    idValidFrom: '2020-01-01',
    idValidTo: '2040-01-01',
  };
  const organisation: RealNameSubmission = {
    subjectType: 'organisation',
    organisationName: '深圳市示例科技有限公司',
    creditCode: creditCode('91440300MA5DC0QX0'),
    licenceValidFrom: '2018-05-01',
    licenceLongTerm: true,
    licenceImageKey: 'auth/1_4_d.png',
    authorizationImageKey: 'auth/1_5_e.png',
    method: 'letter',
  };

  it('accepts complete submissions and names the first failing field', () => {
    expect(validateRealNameSubmission(person, TODAY)).toBeNull();
    expect(validateRealNameSubmission(organisation, TODAY)).toBeNull();
    expect(validateRealNameSubmission({ ...person, backPhotoKey: '' }, TODAY)).toEqual({ field: 'backPhotoKey', error: { rule: 'backPhotoRequired' } });
    expect(validateRealNameSubmission({ ...person, idType: null }, TODAY)?.field).toBe('idType');
    expect(validateRealNameSubmission({ ...person, idValidTo: '2026-01-01' }, TODAY)?.error.rule).toBe('validToPassed');
    expect(validateRealNameSubmission({ ...organisation, method: null }, TODAY)?.field).toBe('method');
    expect(validateRealNameSubmission({ ...organisation, authorizationImageKey: null }, TODAY)?.field).toBe('authorizationImageKey');
  });

  it('every rule message renders in both languages', () => {
    for (const key of Object.keys(realNameRuleMessages) as Array<keyof typeof realNameRuleMessages>) {
      expect(formatRuleError({ rule: key, params: { min: 2, max: 50 } }, 'zh')).not.toContain('{');
      expect(formatRuleError({ rule: key, params: { min: 2, max: 50 } }, 'en')).not.toContain('{');
    }
  });
});
