import { describe, expect, it } from 'vitest';
import { expertApplicationErrors, mayReceiveInvite } from './expert';

const form = { fieldIds: [3, 31], credentials: ['auth/5_1700000000000_cert.png'], introduction: 'Twenty years of water treatment research' };

describe('the expert application', () => {
  it('needs 1-6 distinct fields, 1-10 credentials and an introduction of 20-2000 characters', () => {
    expect(expertApplicationErrors(form)).toEqual({});
    expect(Object.keys(expertApplicationErrors({ fieldIds: [], credentials: [], introduction: 'short' })).sort()).toEqual(['credentials', 'fieldIds', 'introduction']);
    expect(expertApplicationErrors({ ...form, fieldIds: [1, 2, 3, 4, 5, 6, 7] }).fieldIds?.rule).toBe('expertFieldsRange');
    expect(expertApplicationErrors({ ...form, fieldIds: [3, 3] }).fieldIds?.rule).toBe('expertFieldsRange');
    expect(expertApplicationErrors({ ...form, credentials: Array(11).fill('k') }).credentials?.rule).toBe('expertCredentialsRange');
  });
});

describe('who receives which invitation', () => {
  it('gives kinds 4 and 7 to experts only, the rest by participant kind', () => {
    const assessor = { participantKinds: ['5'], expert: false };
    expect(mayReceiveInvite(6, assessor)).toBe(true);
    expect(mayReceiveInvite(4, assessor)).toBe(false);
    expect(mayReceiveInvite('7', { ...assessor, expert: true })).toBe(true);
    expect(mayReceiveInvite(3, { participantKinds: ['4'], expert: true })).toBe(true);
    expect(mayReceiveInvite(3, { participantKinds: [], expert: true })).toBe(false);
    expect(mayReceiveInvite(10, { participantKinds: ['5'], expert: true })).toBe(false);
  });
});
