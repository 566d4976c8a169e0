import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { RealNameApplicationFieldsFragment } from '@/gql/graphql';
import { setLanguage } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { CountriesQuery } from '@/components/code-flow/countries.operation';
import { Summary } from './real-name-page';

const countriesMock = {
  request: { query: CountriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { countries: [{ __typename: 'Country', areaCode: '86', flag: '🇨🇳', enName: 'China', zhName: '中国', content: '+86 中国' }] } },
};

const application: RealNameApplicationFieldsFragment = {
  id: 3,
  status: 'inReview',
  subjectType: 'person',
  idType: 'nationalId',
  nationality: 'CN',
  realName: '张三',
  idNumber: '4403**********1234',
  idValidFrom: '2020-01-01',
  idValidTo: '2040-01-01',
  idLongTerm: false,
  organisationName: null,
  creditCode: null,
  licenceValidFrom: null,
  licenceValidTo: null,
  licenceLongTerm: null,
  method: null,
  images: [],
  reason: null,
  submittedAt: '2026-01-01T00:00:00Z',
  decidedAt: null,
} as RealNameApplicationFieldsFragment;

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('zh'));
});

describe('the real-name summary', () => {
  it('names the nationality in the page language, not by its code (issue 11)', async () => {
    renderInApp(<Summary app={application} />, [countriesMock]);
    expect(await screen.findByText('中国')).toBeTruthy();
    expect(screen.queryByText('CN')).toBeNull();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('China')).toBeTruthy();
  });
});
