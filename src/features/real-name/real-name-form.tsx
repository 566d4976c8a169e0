import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Checkbox, DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/upload';
import { CountriesQuery } from '@/components/code-flow/countries.operation';
import { isoOfFlag } from '@/components/code-flow/country-name';
import type { IdDocumentType, RealNameApplicationFieldsFragment, RealNameMethod, RealNameSubject } from '@/gql/graphql';
import { validateCreditCode } from '../../../machines/rules/credit-code';
import { validateDocumentNumber } from '../../../machines/rules/id-number';
import { formatRuleError, type RuleError } from '../../../machines/rules/messages';
import { validateLegalName, validateValidity } from '../../../machines/rules/real-name';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { SubmitRealNameMutation } from './real-name.operation';

type Values = {
  subjectType: RealNameSubject;
  idType?: IdDocumentType;
  nationality?: string;
  realName?: string;
  idNumber?: string;
  handheldPhotoKey?: string;
  frontPhotoKey?: string;
  backPhotoKey?: string;
  idValidFrom?: Dayjs;
  idValidTo?: Dayjs;
  idLongTerm?: boolean;
  organisationName?: string;
  creditCode?: string;
  licenceValidFrom?: Dayjs;
  licenceValidTo?: Dayjs;
  licenceLongTerm?: boolean;
  licenceImageKey?: string;
  authorizationImageKey?: string;
  method?: RealNameMethod;
};

const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const asDay = (text: string | null | undefined) => (text ? dayjs(text) : undefined);

/** Which form field holds the object key of each image kind. */
const IMAGE_FIELDS = {
  handheld: 'handheldPhotoKey',
  front: 'frontPhotoKey',
  back: 'backPhotoKey',
  licence: 'licenceImageKey',
  authorization: 'authorizationImageKey',
} as const satisfies Record<string, keyof Values>;

/**
 * The form's first values: a rejected application comes back as it was sent (spec 4: failed → edit and
 * resubmit), except the ID number, which the services only ever show masked and must be typed again.
 */
export function initialValuesOf(previous: RealNameApplicationFieldsFragment | undefined): Values {
  const fresh: Values = { subjectType: 'person', idType: 'nationalId', nationality: 'CN', method: 'letter' };
  if (!previous?.subjectType) return fresh;
  const images = Object.fromEntries(
    previous.images.flatMap((image) => (image.kind in IMAGE_FIELDS ? [[IMAGE_FIELDS[image.kind as keyof typeof IMAGE_FIELDS], image.key]] : [])),
  ) as Partial<Values>;
  return {
    ...fresh,
    subjectType: previous.subjectType,
    idType: previous.idType ?? fresh.idType,
    nationality: previous.nationality ?? fresh.nationality,
    realName: previous.realName ?? undefined,
    idValidFrom: asDay(previous.idValidFrom),
    idValidTo: asDay(previous.idValidTo),
    idLongTerm: previous.idLongTerm ?? undefined,
    organisationName: previous.organisationName ?? undefined,
    creditCode: previous.creditCode ?? undefined,
    licenceValidFrom: asDay(previous.licenceValidFrom),
    licenceValidTo: asDay(previous.licenceValidTo),
    licenceLongTerm: previous.licenceLongTerm ?? undefined,
    method: previous.method ?? fresh.method,
    ...images,
  };
}
const today = () => dayjs().format('YYYY-MM-DD');

/** The person and organisation forms (spec section 3), with the services' own rules (machines/rules). */
export function RealNameForm({
  previous,
  onSubmitted,
  onCancel,
}: {
  /** The rejected application being edited, if any. */
  previous?: RealNameApplicationFieldsFragment;
  onSubmitted: () => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('realName');
  const lang = useRuleLang();
  const [form] = Form.useForm<Values>();
  const subject = Form.useWatch('subjectType', form) ?? 'person';
  const idLongTerm = Form.useWatch('idLongTerm', form);
  const licenceLongTerm = Form.useWatch('licenceLongTerm', form);
  const { data: countries } = useQuery(CountriesQuery, { context: { silentErrors: true } });
  const [submit, submitting] = useMutation(SubmitRealNameMutation);
  const { modal } = App.useApp();

  const text = (err: RuleError | null) => (err ? formatRuleError(err, lang) : undefined);
  const rule = (checkValue: (value: string | undefined) => RuleError | null) => ({
    validator: async (_r: unknown, value: string | undefined) => {
      const message = text(checkValue(value));
      if (message) throw new Error(message);
    },
  });
  const required = (message: string) => ({ required: true, message });
  const validity = (from: keyof Values, to: keyof Values, longTerm: keyof Values) => ({
    validator: async () => {
      const v = form.getFieldsValue([from, to, longTerm]) as Record<string, unknown>;
      const message = text(validateValidity(day(v[from] as Dayjs), day(v[to] as Dayjs), v[longTerm] as boolean, today()));
      if (message) throw new Error(message);
    },
  });

  const onFinish = async (v: Values) => {
    const person = v.subjectType === 'person';
    const input = person
      ? {
          subjectType: v.subjectType,
          idType: v.idType,
          nationality: v.nationality,
          realName: v.realName?.trim(),
          idNumber: v.idNumber?.trim(),
          handheldPhotoKey: v.handheldPhotoKey,
          frontPhotoKey: v.frontPhotoKey,
          backPhotoKey: v.backPhotoKey,
          idValidFrom: day(v.idValidFrom),
          idValidTo: v.idLongTerm ? null : day(v.idValidTo),
          idLongTerm: !!v.idLongTerm,
        }
      : {
          subjectType: v.subjectType,
          organisationName: v.organisationName?.trim(),
          creditCode: v.creditCode?.trim(),
          licenceValidFrom: day(v.licenceValidFrom),
          licenceValidTo: v.licenceLongTerm ? null : day(v.licenceValidTo),
          licenceLongTerm: !!v.licenceLongTerm,
          licenceImageKey: v.licenceImageKey,
          authorizationImageKey: v.authorizationImageKey,
          method: v.method,
        };
    try {
      await submit({ variables: { input } });
      onSubmitted();
    } catch {
      // the Apollo error link shows the services' message
    }
  };

  // The application cannot be changed once sent: it is sent only from the button, after a confirmation, never by
  // Enter in a field (the form has no submit button, so the browser does not submit it implicitly).
  const confirmSubmit = async () => {
    const values = await form.validateFields().catch((error: { errorFields?: Array<{ name: (string | number)[] }> }) => {
      const first = error.errorFields?.[0];
      if (first) form.scrollToField(first.name);
      return null;
    });
    if (!values) return;
    modal.confirm({
      title: t('realName.form.confirmTitle'),
      content: t('realName.form.confirmText'),
      okText: t('realName.form.submit'),
      cancelText: t('realName.form.checkAgain'),
      onOk: () => onFinish(values),
    });
  };

  const countryOptions = (countries?.countries ?? []).map((c) => ({
    value: isoOfFlag(c.flag),
    label: `${c.flag} ${i18n.resolvedLanguage === 'en' ? c.enName : c.zhName}`,
  }));

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '180px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 760 }}
      initialValues={initialValuesOf(previous)}
    >
      <Form.Item name="subjectType" label={t('realName.form.subjectType')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'person', label: t('realName.subject.person') },
            { value: 'organisation', label: t('realName.subject.organisation') },
          ]}
        />
      </Form.Item>
      {subject === 'person' ? (
        <>
          <Form.Item name="idType" label={t('realName.form.idType')} rules={[required(t('realName.form.idTypeRequired'))]}>
            <Select
              aria-label={t('realName.form.idType')}
              options={(['nationalId', 'passport', 'drivingLicence'] as const).map((v) => ({ value: v, label: t(`realName.idType.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="nationality" label={t('realName.form.nationality')} rules={[required(t('realName.form.nationalityRequired'))]}>
            <Select showSearch optionFilterProp="label" aria-label={t('realName.form.nationality')} options={countryOptions} />
          </Form.Item>
          <Form.Item name="realName" label={t('realName.form.realName')} rules={[rule((v) => validateLegalName(v, 'person'))]}>
            <Input maxLength={50} placeholder={t('realName.form.realNameHint')} />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={t('realName.form.idNumber')}
            dependencies={['idType', 'nationality']}
            rules={[rule((v) => validateDocumentNumber(form.getFieldValue('idType') ?? 'nationalId', v, today(), form.getFieldValue('nationality')))]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item label={t('realName.form.photos')} required>
            <Space wrap align="start">
              {(['handheld', 'front', 'back'] as const).map((kind) => (
                <Form.Item key={kind} name={`${kind}PhotoKey`} noStyle rules={[required(t(`realName.form.${kind}Required`))]}>
                  <ImageUpload label={t(`realName.image.${kind}`)} data-testid={`real-name-${kind}`} />
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
          <ValidityFields prefix="id" longTerm={idLongTerm} rules={[validity('idValidFrom', 'idValidTo', 'idLongTerm')]} />
        </>
      ) : (
        <>
          <Form.Item name="organisationName" label={t('realName.form.organisationName')} rules={[rule((v) => validateLegalName(v, 'organisation'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="creditCode" label={t('realName.form.creditCode')} rules={[rule(validateCreditCode)]}>
            <Input maxLength={18} />
          </Form.Item>
          <ValidityFields prefix="licence" longTerm={licenceLongTerm} rules={[validity('licenceValidFrom', 'licenceValidTo', 'licenceLongTerm')]} />
          <Form.Item label={t('realName.form.documents')} required>
            <Space wrap align="start">
              <Form.Item name="licenceImageKey" noStyle rules={[required(t('realName.form.licenceRequired'))]}>
                <ImageUpload label={t('realName.image.licence')} data-testid="real-name-licence" />
              </Form.Item>
              <Form.Item name="authorizationImageKey" noStyle rules={[required(t('realName.form.authorizationRequired'))]}>
                <ImageUpload label={t('realName.image.authorization')} data-testid="real-name-authorization" />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="method" label={t('realName.form.method')}>
            <Radio.Group
              options={[
                { value: 'face', label: t('realName.method.face') },
                { value: 'letter', label: t('realName.method.letter') },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Form.Item wrapperCol={{ offset: 0 }} style={{ paddingLeft: 180 }}>
        <Space>
          <Button type="primary" htmlType="button" loading={submitting.loading} onClick={() => void confirmSubmit()}>
            {t('realName.form.submit')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('realName.form.cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}

function ValidityFields({ prefix, longTerm, rules }: { prefix: 'id' | 'licence'; longTerm?: boolean; rules: Array<{ validator: () => Promise<void> }> }) {
  const { t } = useTranslation('realName');
  const from = `${prefix}ValidFrom`;
  const to = `${prefix}ValidTo`;
  return (
    <Form.Item label={t(`realName.form.${prefix}Validity`)} required>
      <Space wrap>
        <Form.Item name={from} noStyle rules={rules} dependencies={[to, `${prefix}LongTerm`]}>
          <DatePicker placeholder={t('realName.form.validFrom')} aria-label={t('realName.form.validFrom')} data-testid={`${prefix}-valid-from`} />
        </Form.Item>
        <Form.Item name={to} noStyle>
          <DatePicker placeholder={t('realName.form.validTo')} aria-label={t('realName.form.validTo')} disabled={!!longTerm} data-testid={`${prefix}-valid-to`} />
        </Form.Item>
        <Form.Item name={`${prefix}LongTerm`} valuePropName="checked" noStyle>
          <Checkbox>{t('realName.form.longTerm')}</Checkbox>
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
