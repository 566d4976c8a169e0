import { useMutation, useQuery } from '@apollo/client/react';
import { App, Alert, Button, Checkbox, Form, Modal, Space, Tag, TreeSelect, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteType, KIND_OF_INVITE_TYPE, participantKind } from '../../../machines/codes/invitation.codes';
import { validateFieldsOfInterest } from '../../../machines/rules/profile';
import { useRuleLang, useRuleText } from '@/components/code-flow/use-rule-text';
import { useRealNameGate } from '@/components/real-name-gate';
import { HallMembershipQuery } from './hall-membership.query';
import { HallReferencesQuery } from './hall-references.query';
import { JoinHallMutation } from './join-hall.mutation';
import { industryOptions } from '@/lib/industry-options';

/**
 * "Join the hall" of a signed-in member (./join-hall.tsx): the real-name gate, then the dialog of participant kinds
 * and fields of interest. Loaded only for members: a visitor's hall page carries none of it.
 */
export function JoinHallMember() {
  const { t } = useTranslation('hall');
  const gate = useRealNameGate();
  const [open, setOpen] = useState(false);
  const membership = useQuery(HallMembershipQuery, { fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const joined = (membership.data?.hallMembership.kinds.length ?? 0) > 0;
  return (
    <>
      <Button
        type={joined ? 'default' : 'primary'}
        icon={<TeamOutlined aria-hidden="true" />}
        loading={gate.loading}
        onClick={() => gate.ensure() && setOpen(true)}
        data-testid="join-hall"
      >
        {t(joined ? 'hall.join.change' : 'hall.join.button')}
      </Button>
      {open && <JoinHallDialog membership={membership.data?.hallMembership ?? null} onClose={() => setOpen(false)} />}
      {gate.element}
    </>
  );
}

type Membership = { kinds: string[]; industryIds: number[]; joinedAt?: number | null };
type Values = { kinds: string[]; industryIds: string[] };

function JoinHallDialog({ membership, onClose }: { membership: Membership | null; onClose(): void }) {
  const { t } = useTranslation('hall');
  const lang = useRuleLang();
  const ruleText = useRuleText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const references = useQuery(HallReferencesQuery, { fetchPolicy: 'cache-first' });
  const [join, { loading }] = useMutation(JoinHallMutation, { refetchQueries: ['HallMembership'] });

  const treeData = useMemo(() => industryOptions(references.data?.industryTree ?? [], lang), [references.data, lang]);

  const receives = (kind: string) =>
    Object.entries(KIND_OF_INVITE_TYPE)
      .filter(([, k]) => k === kind)
      .map(([cate]) => inviteType.entries.find((e) => e.value === cate)?.[lang])
      .filter(Boolean)
      .join(lang === 'en' ? ', ' : '、');

  const submit = async (values: Values) => {
    const industryIds = values.industryIds.map(Number);
    const result = await join({ variables: { input: { kinds: values.kinds, industryIds } } }).catch(() => null);
    if (!result?.data) return;
    void message.success(t('hall.join.saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('hall.join.title')}
      onCancel={onClose}
      okText={t('hall.join.submit')}
      cancelText={t('hall.join.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="join-hall-dialog"
    >
      {membership && membership.kinds.length > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('hall.join.current', {
            kinds: membership.kinds.map((k) => participantKind.entries.find((e) => e.value === k)?.[lang] ?? k).join(lang === 'en' ? ', ' : '、'),
          })}
          description={membership.joinedAt ? t('hall.join.since', { date: dayjs(membership.joinedAt).format('YYYY-MM-DD') }) : undefined}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('hall.join.intro')}</Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kinds: membership?.kinds ?? [], industryIds: (membership?.industryIds ?? []).map(String) }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="kinds"
          label={t('hall.join.kinds')}
          rules={[{ validator: (_, v: string[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(ruleText({ rule: 'hallKindsRequired' })))) }]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Space orientation="vertical">
              {participantKind.entries.map((kind) => (
                <Checkbox key={kind.value} value={kind.value} data-testid={`hall-kind-${kind.value}`}>
                  <span>{kind[lang]}</span>
                  {receives(kind.value) && (
                    <Tag bordered={false} style={{ marginLeft: 8 }}>
                      {t('hall.join.receives', { kinds: receives(kind.value) })}
                    </Tag>
                  )}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          name="industryIds"
          label={t('hall.join.fields')}
          extra={t('hall.join.fieldsHint')}
          rules={[
            {
              validator: (_, v: string[] | undefined) => {
                const error = validateFieldsOfInterest((v ?? []).map(Number));
                return error ? Promise.reject(new Error(ruleText(error))) : Promise.resolve();
              },
            },
          ]}
        >
          <TreeSelect
            multiple
            showSearch
            allowClear
            treeNodeFilterProp="title"
            treeData={treeData}
            loading={references.loading}
            placeholder={t('hall.join.fieldsPlaceholder')}
            aria-label={t('hall.join.fields')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
