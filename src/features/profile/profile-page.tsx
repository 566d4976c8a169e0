import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Cascader, Form, Input, Skeleton, Space, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaList } from '@vant/area-data';
import { formatRuleError, type RuleError } from '../../../machines/rules/messages';
import {
  areaOptions,
  FIELDS_MAX,
  INTRODUCTION_MAX,
  NICKNAME_MAX,
  PROFESSIONAL_FIELD_MAX,
  validateFieldsOfInterest,
  validateIntroduction,
  validateNickname,
  validateProfessionalField,
} from '../../../machines/rules/profile';
import { ImageUpload } from '@/components/upload';
import { useSession } from '@/lib/session/session-context';
import { PersonalInfoQuery, ProfileIndustriesQuery, SetNicknameMutation, UpdateAvatarMutation, UpdatePersonalInfoMutation } from './profile.operation';
import './profile.css';
import { industryOptions } from '@/lib/industry-options';

type InfoForm = { fieldsOfInterest: string[]; professionalField?: string; address?: string[]; introduction?: string };

/** antd Form rule from a shared rule: the same words the services answer with. */
function ruleOf<T>(validate: (value: T) => RuleError | null, lang: 'zh' | 'en') {
  return {
    validator: (_: unknown, value: T) => {
      const problem = validate(value);
      return problem ? Promise.reject(new Error(formatRuleError(problem, lang))) : Promise.resolve();
    },
  };
}

/**
 * Personal data (/personal/accountManagement/personalData/baseInfo, spec 3): avatar, nickname, fields of
 * interest (1-6 from the industry tree), professional field, address of China, introduction.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const session = useSession();
  const info = useQuery(PersonalInfoQuery, { fetchPolicy: 'cache-and-network' });
  const industries = useQuery(ProfileIndustriesQuery);
  const [updateInfo, infoState] = useMutation(UpdatePersonalInfoMutation);
  const [setNickname, nicknameState] = useMutation(SetNicknameMutation);
  const [updateAvatar, avatarState] = useMutation(UpdateAvatarMutation);
  const [infoForm] = Form.useForm<InfoForm>();
  const [nicknameForm] = Form.useForm<{ nickname: string }>();
  const [avatar, setAvatar] = useState<string | null>(null);
  const profile = info.data?.personalInfo;

  useEffect(() => {
    if (!profile) return;
    setAvatar(profile.avatar ?? null);
    nicknameForm.setFieldsValue({ nickname: profile.nickname ?? '' });
    infoForm.setFieldsValue({
      fieldsOfInterest: profile.fieldsOfInterest.map(String),
      professionalField: profile.professionalField ?? '',
      address: profile.provinceCode && profile.cityCode && profile.districtCode ? [profile.provinceCode, profile.cityCode, profile.districtCode] : undefined,
      introduction: profile.introduction ?? '',
    });
  }, [profile, infoForm, nicknameForm]);

  const treeData = useMemo(() => industryOptions(industries.data?.industryTree ?? [], lang), [industries.data, lang]);
  const areas = useMemo(() => areaOptions(areaList), []);

  async function saved() {
    await session.refreshUser();
    void message.success(t('profile.updated'));
  }

  async function onAvatar(key: string) {
    const result = await updateAvatar({ variables: { avatar: key } }).catch(() => null);
    if (!result) return;
    setAvatar(key);
    await saved();
  }

  async function onNickname(values: { nickname: string }) {
    const result = await setNickname({ variables: { nickname: values.nickname.trim() } }).catch(() => null);
    if (result) await saved();
  }

  async function onInfo(values: InfoForm) {
    const [provinceCode, cityCode, districtCode] = values.address ?? [];
    const result = await updateInfo({
      variables: {
        input: {
          fieldsOfInterest: values.fieldsOfInterest.map(Number),
          professionalField: values.professionalField ?? '',
          provinceCode: provinceCode ?? null,
          cityCode: cityCode ?? null,
          districtCode: districtCode ?? null,
          introduction: values.introduction ?? '',
        },
      },
      refetchQueries: [PersonalInfoQuery],
    }).catch(() => null);
    if (result) await saved();
  }

  if (!profile && info.loading) return <Skeleton active />;

  return (
    <div className="portal-profile">
      <h1 className="portal-profile__title">{t('profile.title')}</h1>
      <Card title={t('profile.avatar.title')} className="portal-profile__card">
        <Space align="start" size="large">
          <ImageUpload value={avatar} onChange={(key) => void onAvatar(key)} shape="round" label={t('profile.avatar.change')} disabled={avatarState.loading} data-testid="avatar-upload" />
        </Space>
      </Card>

      <Card title={t('profile.nickname.title')} className="portal-profile__card">
        <Form form={nicknameForm} layout="inline" onFinish={(v) => void onNickname(v)} requiredMark={false}>
          <Form.Item name="nickname" label={t('profile.nickname.label')} rules={[ruleOf<string>(validateNickname, lang)]}>
            <Input maxLength={NICKNAME_MAX * 2} placeholder={t('profile.nickname.placeholder', { max: NICKNAME_MAX })} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={nicknameState.loading}>
              {t('profile.nickname.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>

      <Card title={t('profile.info.title')} className="portal-profile__card">
        <Form form={infoForm} layout="vertical" onFinish={(v) => void onInfo(v)} className="portal-profile__form">
          <Form.Item
            name="fieldsOfInterest"
            label={t('profile.info.fields', { max: FIELDS_MAX })}
            required
            rules={[ruleOf<string[] | undefined>((ids) => validateFieldsOfInterest((ids ?? []).map(Number)), lang)]}
          >
            <TreeSelect
              multiple
              treeData={treeData}
              treeNodeFilterProp="title"
              showSearch
              allowClear
              loading={industries.loading}
              placeholder={t('profile.info.fieldsPlaceholder')}
              aria-label={t('profile.info.fields', { max: FIELDS_MAX })}
              data-testid="fields-of-interest"
            />
          </Form.Item>
          <Form.Item name="professionalField" label={t('profile.info.professionalField')} rules={[ruleOf<string | undefined>(validateProfessionalField, lang)]}>
            <Input maxLength={PROFESSIONAL_FIELD_MAX} showCount placeholder={t('profile.info.professionalFieldPlaceholder')} />
          </Form.Item>
          <Form.Item name="address" label={t('profile.info.address')} extra={lang === 'en' ? t('profile.info.addressNote') : undefined}>
            <Cascader options={areas} showSearch placeholder={t('profile.info.addressPlaceholder')} aria-label={t('profile.info.address')} data-testid="address" />
          </Form.Item>
          <Form.Item name="introduction" label={t('profile.info.introduction')} rules={[ruleOf<string | undefined>(validateIntroduction, lang)]}>
            <Input.TextArea rows={5} maxLength={INTRODUCTION_MAX} showCount placeholder={t('profile.info.introductionPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={infoState.loading}>
            {t('profile.info.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

export default ProfilePage;
