import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { areaLabel, areaOptions, sanitizeIntroduction, validateAddress, validateFieldsOfInterest, validateNickname } from '../../machines/rules/profile';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';
import { freshMember, uploadImage } from '../testing/uploads';

const HANGZHOU = { provinceCode: '330000', cityCode: '330100', districtCode: '330106' };

describe('profile rules', () => {
  it('refuses emoji and over-long nicknames, counts characters', () => {
    expect(validateNickname('张三')).toBeNull();
    expect(validateNickname('Ada Lovelace')).toBeNull();
    for (const emoji of ['Ada😀', '❤️', 'A\u200DB', '🇨🇳', '1️⃣']) expect(validateNickname(emoji)).toEqual({ rule: 'nicknameEmoji' });
    expect(validateNickname('   ')).toEqual({ rule: 'nicknameRequired' });
    expect(validateNickname('a\nb')).toEqual({ rule: 'nicknameControl' });
    expect(validateNickname('字'.repeat(20))).toBeNull();
    expect(validateNickname('字'.repeat(21))).toEqual({ rule: 'nicknameLength', params: { max: 20 } });
  });

  it('wants 1 to 6 fields and a real, consistent address', () => {
    expect(validateFieldsOfInterest([])).toEqual({ rule: 'fieldsRequired' });
    expect(validateFieldsOfInterest([1, 1, 1])).toBeNull();
    expect(validateFieldsOfInterest([1, 2, 3, 4, 5, 6, 7])).toEqual({ rule: 'fieldsMax', params: { max: 6 } });
    expect(validateAddress(HANGZHOU, areaList)).toBeNull();
    expect(validateAddress({}, areaList)).toBeNull();
    expect(validateAddress({ provinceCode: '330000' }, areaList)).toEqual({ rule: 'addressIncomplete' });
    expect(validateAddress({ ...HANGZHOU, cityCode: '320100' }, areaList)).toEqual({ rule: 'addressInvalid' });
    expect(validateAddress({ ...HANGZHOU, districtCode: '330199' }, areaList)).toEqual({ rule: 'addressInvalid' });
    expect(validateAddress({ provinceCode: 'constructor', cityCode: '330100', districtCode: '330106' }, areaList)).toEqual({ rule: 'addressInvalid' });
    expect(areaLabel(HANGZHOU, areaList)).toBe('浙江省 / 杭州市 / 西湖区');
    const tree = areaOptions(areaList);
    expect(tree).toHaveLength(34);
    expect(tree.every((p) => p.children && p.children.length > 0 && p.children.every((c) => c.children && c.children.length > 0))).toBe(true);
  });

  it('keeps the introduction as plain text without control characters', () => {
    expect(sanitizeIntroduction('  a\r\nb\u0007<b>x</b>\u202E  ')).toBe('a\nb<b>x</b>');
  });
});

describeEachDatabase('profile', (database) => {
  const h = useServicesApp(database);

  it('reads and updates the own profile with the spec messages', async () => {
    const a = await freshMember(h, freshPhone());
    const empty = await a.get('/member/v2/get/personal-info');
    expect(empty.body).toMatchObject({ code: 200, data: { nickname: null, avatar: null, fieldsOfInterest: [], provinceCode: null, introduction: null } });

    const saved = await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [1, 2, 2], professionalField: ' Robotics ', ...HANGZHOU, introduction: 'Hello\r\nworld\u0000' });
    expect(saved.body.code).toBe(400); // NUL refused by the schema, nothing saved
    const ok = await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [1, 2, 2], professionalField: ' Robotics ', ...HANGZHOU, introduction: 'Hello\r\n<script>x</script>' });
    expect(ok.body).toMatchObject({
      code: 200,
      msg: 'Profile Updated',
      data: { fieldsOfInterest: [1, 2], professionalField: 'Robotics', ...HANGZHOU, introduction: 'Hello\n<script>x</script>' },
    });

    const zh = await freshMember(h, freshPhone(), 'zh');
    expect((await zh.post('/member/v2/update/personal-info', { fieldsOfInterest: [] })).body).toMatchObject({ code: 400, msg: '请至少选择一个领域' });
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [] })).body).toMatchObject({ code: 400, msg: 'Select at least one field' });
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [1, 2, 3, 4, 5, 6, 7] })).body).toMatchObject({ code: 400, msg: 'Maximum 6 fields allowed' });
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [999999] })).body).toMatchObject({ code: 400, msg: 'A selected field does not exist' });
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [1], provinceCode: '330000', cityCode: '320100', districtCode: '320102' })).body).toMatchObject({ code: 400, msg: 'The selected area does not exist' });
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [1], introduction: 'x'.repeat(501) })).body.code).toBe(400);
    expect((await a.post('/member/v2/update/personal-info', { fieldsOfInterest: ['1'] })).body.code).toBe(400);
    // refused updates changed nothing
    expect((await a.get('/member/v2/get/personal-info')).body.data).toMatchObject({ fieldsOfInterest: [1, 2], ...HANGZHOU });
  });

  it('sets the nickname form-encoded or as JSON, refusing emoji', async () => {
    const a = await freshMember(h, freshPhone());
    const form = await h.app.inject({
      method: 'POST',
      url: '/member/v2/set/nickname',
      headers: { authorization: `Bearer ${a.state.token}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'nickname=%E5%BC%A0%E4%B8%89',
    });
    expect(JSON.parse(form.body)).toMatchObject({ code: 200, msg: 'Profile Updated' });
    expect((await a.post('/member/v2/member')).body).toMatchObject({ data: { nickname: '张三' } });
    expect((await a.post('/member/v2/set/nickname', { nickname: 'Ada 😀' })).body).toMatchObject({ code: 400, msg: 'Nickname cannot contain emojis' });
    expect((await a.post('/member/v2/set/nickname', { nickname: '' })).body.code).toBe(400);
    expect((await a.post('/member/v2/set/nickname', { nickname: ' Ada ' })).body.code).toBe(200);
    expect((await a.get('/member/v2/get/personal-info')).body.data).toMatchObject({ nickname: 'Ada' });
  });

  it('sets the avatar only to an own, existing image', async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    const key = await uploadImage(h, a, 'me.png');
    expect((await b.post('/member/v2/update/avatar', { avatar: key })).body).toMatchObject({ code: 403 });
    expect((await a.post('/member/v2/update/avatar', { avatar: `auth/${a.id}_1700000000000_none.png` })).body.code).toBe(404);
    expect((await a.post('/member/v2/update/avatar', { avatar: 'https://evil.example/x.png' })).body.code).toBe(400);
    expect((await a.post('/member/v2/update/avatar', { avatar: key })).body).toMatchObject({ code: 200, msg: 'Profile Updated' });
    expect((await a.post('/member/v2/member')).body).toMatchObject({ data: { avatar: key } });
    expect((await b.post('/member/v2/member')).body).toMatchObject({ data: { avatar: null } });
  });

  it('never lets one member read or change another profile', async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    await a.post('/member/v2/update/personal-info', { fieldsOfInterest: [3], introduction: 'secret of A' });
    // no route takes an id: a body naming one is refused (undeclared fields), and B always works on B
    const attempt = await b.post('/member/v2/update/personal-info', { fieldsOfInterest: [4], userId: a.id, id: a.id });
    expect(attempt.body).toMatchObject({ code: 400 });
    expect((await b.post('/member/v2/update/personal-info', { fieldsOfInterest: [4] })).body.code).toBe(200);
    expect((await h.client().get('/member/v2/get/personal-info')).body.code).toBe(401);
    expect((await a.get('/member/v2/get/personal-info')).body.data).toMatchObject({ fieldsOfInterest: [3], introduction: 'secret of A' });
    expect((await b.get(`/member/v2/get/personal-info?userId=${a.id}`)).body.data).toMatchObject({ fieldsOfInterest: [4], introduction: null });
  });
});
