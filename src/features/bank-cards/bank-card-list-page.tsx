import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bankCardLifecycle } from '../../../machines/identity/bank-card.machine';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { useRealNameGate } from '@/components/real-name-gate';
import { BankCardFieldsFragment } from '@/entities/bank-card/bank-card-fields.fragment';
import { BankCardStatusTag } from '@/entities/bank-card/bank-card-status-tag';
import { entityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { BankCardFieldsFragment as CardFields } from '@/gql/graphql';
import { DeleteBankCardMutation, MyBankCardsQuery, SetDefaultBankCardMutation } from './bank-cards.operation';
import { BANK_CARD_DETAIL_PATH } from './paths';
import { UnlinkCardModal } from './unlink-card-modal';
import { PageHeading } from '@/components/page-heading';

/**
 * My bank cards (/personal/accountManagement/account/bankCardAuth): every card with its status, the default
 * badge, and the actions the server lets the member take with it now (each card's workflow, `availableEvents`);
 * binding sits behind the real-name gate and the transaction-password check, and waits while a card awaits its
 * amount ('Card verification in progress').
 */
export function BankCardListPage() {
  const { t } = useTranslation('bankCards');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(MyBankCardsQuery, { fetchPolicy: 'cache-and-network' });
  const cards = useMemo(
    () =>
      (data?.myBankCards ?? []).map((answer) => ({
        card: readFragment(BankCardFieldsFragment, answer),
        flow: entityFlow(bankCardLifecycle, readFragment(WorkflowFieldsFragment, answer.workflow)),
      })),
    [data],
  );
  const realName = useRealNameGate();
  const payPassword = usePayPasswordGate();
  // A card whose amount the member may still back-fill is the one verification that may run at a time.
  const verifying = cards.some(({ flow }) => flow.can('amount.correct'));
  const [setDefault] = useMutation(SetDefaultBankCardMutation);
  const [remove] = useMutation(DeleteBankCardMutation);
  const [unlinkCard, setUnlinkCard] = useState<CardFields | null>(null);

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
    <Card title={<PageHeading>{t('bankCards.list.title')}</PageHeading>} extra={<Button type="primary" onClick={bind} disabled={realName.loading || loading}>{t('bankCards.list.bind')}</Button>}>
      <Typography.Paragraph type="secondary">{t('bankCards.list.intro')}</Typography.Paragraph>
      {verifying && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('bankCards.list.verifying')} description={t('bankCards.list.verifyingBody')} />}
      {loading && !data ? (
        <Spin />
      ) : cards.length === 0 ? (
        <Empty description={t('bankCards.list.empty')} />
      ) : (
        <List
          dataSource={cards}
          rowKey={({ card }) => card.id}
          renderItem={({ card, flow }) => {
            const open = () => navigate(`${BANK_CARD_DETAIL_PATH}?id=${card.id}`);
            const backFill = flow.can('amount.correct');
            const edit = flow.can('card.edit');
            const actions = [
              backFill && <Button key="continue" type="link" onClick={open}>{t('bankCards.list.continue')}</Button>,
              edit && !backFill && <Button key="view" type="link" onClick={open}>{t('bankCards.list.view')}</Button>,
              flow.can('default.set') && (
                <Button key="default" type="link" onClick={() => act(() => setDefault({ variables: { id: card.id } }))}>{t('bankCards.list.setDefault')}</Button>
              ),
              flow.can('card.unlink') && (
                <Button key="unlink" type="link" danger onClick={() => payPassword.ensure() && setUnlinkCard(card)}>{t('bankCards.list.unlink')}</Button>
              ),
              // A failed or expired card is removed from its detail page, beside editing it.
              flow.can('card.delete') && !edit && (
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
                      {backFill && <span>{t('bankCards.list.attemptsLeft', { n: card.attemptsLeft })}</span>}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <UnlinkCardModal card={unlinkCard} onClose={() => setUnlinkCard(null)} onUnlinked={() => refetch()} />
      {realName.element}
      {payPassword.element}
    </Card>
  );
}
