import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, Form, Input, List, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatRuleError } from '../../../machines/rules/messages';
import { validateTransactionPassword } from '../../../machines/rules/validation';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { useRealNameGate } from '@/components/real-name-gate';
import { useFragment as readFragment } from '@/gql';
import { cardActions, type CardFields } from './bank-card-flow';
import {
  BankCardFieldsFragment,
  DeleteBankCardMutation,
  MyBankCardsQuery,
  SetDefaultBankCardMutation,
  UnlinkBankCardMutation,
} from './bank-cards.operation';
import { BANK_CARD_DETAIL_PATH } from './paths';
import { BankCardStatusTag } from './status-tag';

/**
 * My bank cards (/personal/accountManagement/account/bankCardAuth): every card with its status, the default
 * badge, and the actions its machine accepts; binding sits behind the real-name gate and the transaction-password
 * check, and waits while a card is verifying ('Card verification in progress').
 */
export function BankCardListPage() {
  const { t, i18n } = useTranslation('bankCards');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(MyBankCardsQuery, { fetchPolicy: 'cache-and-network' });
  const cards = readFragment(BankCardFieldsFragment, data?.myBankCards ?? []) as readonly CardFields[];
  const realName = useRealNameGate();
  const payPassword = usePayPasswordGate();
  const verifying = cards.some((c) => c.status === 'verifying');
  const [setDefault] = useMutation(SetDefaultBankCardMutation);
  const [remove] = useMutation(DeleteBankCardMutation);
  const [unlink, unlinking] = useMutation(UnlinkBankCardMutation);
  const [unlinkCard, setUnlinkCard] = useState<CardFields | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const bind = () => {
    if (!realName.ensure() || !payPassword.ensure()) return;
    if (verifying) {
      void message.warning(t('bankCards.list.verifying'));
      return;
    }
    void navigate(BANK_CARD_DETAIL_PATH);
  };

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await refetch();
    } catch {
      // reported by the Apollo error link (spec 8)
    }
  };

  return (
    <Card title={t('bankCards.list.title')} extra={<Button type="primary" onClick={bind} disabled={realName.loading || loading}>{t('bankCards.list.bind')}</Button>}>
      <Typography.Paragraph type="secondary">{t('bankCards.list.intro')}</Typography.Paragraph>
      {verifying && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('bankCards.list.verifying')} description={t('bankCards.list.verifyingBody')} />}
      {loading && !data ? (
        <Spin />
      ) : cards.length === 0 ? (
        <Empty description={t('bankCards.list.empty')} />
      ) : (
        <List
          dataSource={[...cards]}
          rowKey="id"
          renderItem={(card) => {
            const can = cardActions(card);
            const open = () => navigate(`${BANK_CARD_DETAIL_PATH}?id=${card.id}`);
            const actions = [
              can.confirmAmount && <Button key="continue" type="link" onClick={open}>{t('bankCards.list.continue')}</Button>,
              (can.edit && !can.confirmAmount) && <Button key="view" type="link" onClick={open}>{t('bankCards.list.view')}</Button>,
              can.setDefault && (
                <Button key="default" type="link" onClick={() => act(() => setDefault({ variables: { id: card.id } }))}>{t('bankCards.list.setDefault')}</Button>
              ),
              can.unlink && (
                <Button key="unlink" type="link" danger onClick={() => payPassword.ensure() && setUnlinkCard(card)}>{t('bankCards.list.unlink')}</Button>
              ),
              can.remove && !can.edit && (
                <Button key="remove" type="link" danger onClick={() => act(() => remove({ variables: { id: card.id } }))}>{t('bankCards.list.remove')}</Button>
              ),
            ].filter(Boolean);
            return (
              <List.Item actions={actions} data-testid={`bank-card-${card.last4}`}>
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{card.bankName}</span>
                      <span>{card.maskedNumber}</span>
                      <BankCardStatusTag status={card.status} />
                      {card.isDefault && <Tag color="blue">{t('bankCards.list.default')}</Tag>}
                    </Space>
                  }
                  description={
                    <Space wrap>
                      <span>{card.cardholderName}</span>
                      <span>{card.branchName}</span>
                      {card.status === 'verifying' && <span>{t('bankCards.list.attemptsLeft', { n: card.attemptsLeft })}</span>}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <Modal
        open={unlinkCard !== null}
        title={t('bankCards.unlink.title', { card: unlinkCard?.maskedNumber ?? '' })}
        okText={t('bankCards.unlink.ok')}
        cancelText={t('bankCards.unlink.cancel')}
        okButtonProps={{ danger: true, loading: unlinking.loading }}
        onCancel={() => setUnlinkCard(null)}
        destroyOnHidden
        onOk={async () => {
          const { password } = await form.validateFields();
          try {
            await unlink({ variables: { id: unlinkCard!.id, transactionPassword: password } });
            setUnlinkCard(null);
            await refetch();
          } catch {
            form.setFieldValue('password', '');
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="password"
            label={t('bankCards.unlink.password')}
            rules={[{ validator: async (_r, v: string) => { const err = validateTransactionPassword(v); if (err) throw new Error(formatRuleError(err, lang)); } }]}
          >
            <Input.Password maxLength={6} inputMode="numeric" placeholder={t('bankCards.unlink.placeholder')} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      {realName.element}
      {payPassword.element}
    </Card>
  );
}
