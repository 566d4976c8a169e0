import { useQuery } from '@apollo/client/react';
import { Avatar, Progress, Tag } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  ExclamationCircleFilled,
  MinusCircleOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { maskIdentifier } from '../../../machines/rules/mask';
import { useSignedUrl } from '@/components/upload';
import { useSession } from '@/lib/session/session-context';
import { RequirementStatsCard } from './requirement-stats-card';
import { accountChecklist, checklistProgress, type ChecklistItem, type ChecklistState } from './account-checklist';
import { WorkbenchBankCardsQuery } from './workbench-bank-cards.query';
import { WorkbenchProfileQuery } from './workbench-profile.query';
import { WorkbenchRealNameQuery } from './workbench-real-name.query';
import './workbench.css';

const STATE_ICON: Record<ChecklistState, React.ReactNode> = {
  done: <CheckCircleFilled aria-hidden="true" />,
  inProgress: <ClockCircleFilled aria-hidden="true" />,
  todo: <MinusCircleOutlined aria-hidden="true" />,
  attention: <ExclamationCircleFilled aria-hidden="true" />,
  unknown: <QuestionCircleOutlined aria-hidden="true" />,
};

const STATE_TAG: Record<ChecklistState, string> = {
  done: 'success',
  inProgress: 'processing',
  todo: 'default',
  attention: 'error',
  unknown: 'warning',
};

/**
 * My workbench (/personal/workbench/statistics/index): a greeting and the account checklist (profile,
 * real-name verification, transaction password, bank card, bound phone and e-mail), each with the page
 * where the member acts on it, and the requirement statistics (./requirement-stats-card.tsx).
 */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // One query per item, so one failing service leaves the others; the checklist says "could not be
  // loaded" itself (no global error message). Always fresh: the member comes back here after acting.
  const options = { fetchPolicy: 'cache-and-network', context: { silentErrors: true } } as const;
  const profile = useQuery(WorkbenchProfileQuery, options);
  const realName = useQuery(WorkbenchRealNameQuery, options);
  const bankCards = useQuery(WorkbenchBankCardsQuery, options);
  const loaded = <T,>(data: T | undefined, error: unknown): T | null | undefined => data ?? (error ? null : undefined);
  const items = accountChecklist({
    user: user ?? {},
    profile: loaded(profile.data?.personalInfo, profile.error),
    realName: loaded(realName.data?.myRealName, realName.error),
    bankCards: loaded(bankCards.data?.myBankCards, bankCards.error),
  });
  const { done, total } = checklistProgress(items);
  const avatar = useSignedUrl(user?.avatar).url;
  const name = user?.nickname || maskIdentifier(user?.primaryEmail ?? user?.phone) || t('layout.user.member');
  const detailOf = (item: ChecklistItem): string | undefined => {
    if (item.key === 'phone' && user?.phone) return maskIdentifier(user.phone);
    if (item.key === 'email' && user?.primaryEmail) return maskIdentifier(user.primaryEmail);
    return item.detail ? t(item.detail) : undefined;
  };

  return (
    <section className="portal-page workbench" aria-labelledby="workbench-title">
      <header className="workbench__hello">
        <Avatar size={64} src={avatar} icon={<UserOutlined aria-hidden="true" />} alt="" />
        <div className="workbench__hello-text">
          <h1 id="workbench-title">{t('menu.workbench')}</h1>
          <p className="workbench__greeting">{t('workbench.greeting', { name })}</p>
        </div>
      </header>

      <section className="workbench__card" aria-labelledby="checklist-title">
        <div className="workbench__card-head">
          <h2 id="checklist-title">{t('workbench.checklist.title')}</h2>
          <span className="workbench__progress-text">{t('workbench.checklist.progress', { done, total })}</span>
        </div>
        <Progress percent={Math.round((done / total) * 100)} showInfo={false} aria-hidden="true" />
        <p className="workbench__hint">{t('workbench.checklist.hint')}</p>
        <ul className="workbench__checklist" data-testid="account-checklist">
          {items.map((item) => {
            const detail = detailOf(item);
            return (
              <li key={item.key} className={`workbench__item workbench__item--${item.state}`} data-testid={`checklist-${item.key}`}>
                <span className="workbench__item-icon">{STATE_ICON[item.state]}</span>
                <div className="workbench__item-text">
                  <strong>{t(`workbench.checklist.items.${item.key}.title`)}</strong>
                  <span className="workbench__item-detail">
                    {detail ?? t(`workbench.checklist.items.${item.key}.why`)}
                    {item.reason && <span className="workbench__item-reason">{t('workbench.checklist.reason', { reason: item.reason })}</span>}
                  </span>
                </div>
                <Tag color={STATE_TAG[item.state]} className="workbench__item-state">
                  {t(`workbench.checklist.states.${item.state}`)}
                </Tag>
                <Link
                  to={item.path}
                  className={`portal-button workbench__item-link ${item.state === 'done' ? 'portal-button--ghost' : 'portal-button--primary'}`}
                  aria-label={t(item.state === 'done' ? 'workbench.checklist.viewItem' : 'workbench.checklist.goItem', {
                    title: t(`workbench.checklist.items.${item.key}.title`),
                  })}
                >
                  {t(item.state === 'done' ? 'workbench.checklist.view' : 'workbench.checklist.go')}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <RequirementStatsCard />
    </section>
  );
}
