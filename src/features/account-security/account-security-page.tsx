import { useState, type ReactNode } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BindContactDialog, LoginPasswordDialog, TransactionPasswordDialog } from '@/components/password-dialogs';
import { useSession } from '@/lib/session/session-context';
import { maskIdentifier } from '../../../machines/rules/mask';
import './account-security-page.css';

type Dialog = 'login' | 'pay' | 'bindPhone' | 'bindEmail' | null;

function Row({ label, value, hint, action, testId }: { label: string; value: ReactNode; hint: string; action: ReactNode; testId: string }) {
  return (
    <li className="account-security__row" data-testid={testId}>
      <div className="account-security__label">{label}</div>
      <div className="account-security__value">
        <div>{value}</div>
        <Typography.Text type="secondary" className="account-security__hint">
          {hint}
        </Typography.Text>
      </div>
      <div className="account-security__action">{action}</div>
    </li>
  );
}

/**
 * Account security (`/personal/accountManagement/secure`): the bound phone and e-mail masked as spec 9 says
 * (a bind button when one is missing), when each password was last changed, and the dialogs that change them.
 * Every dialog refreshes the session user when it completes, so this page re-renders from `useSession()`.
 */
export function AccountSecurityPage() {
  const { t, i18n } = useTranslation('security', { keyPrefix: 'security' });
  const { user } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const time = (ms: number) => new Date(ms).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN');
  if (!user) return null;

  const contact = (value: string | null | undefined, bind: Dialog) =>
    value
      ? { value: <span className="account-security__masked">{maskIdentifier(value)}</span>, action: null }
      : {
          value: <Tag>{t('notBound')}</Tag>,
          action: (
            <Button type="primary" ghost onClick={() => setDialog(bind)}>
              {t('page.bind')}
            </Button>
          ),
        };
  const phone = contact(user.phone, 'bindPhone');
  const email = contact(user.primaryEmail, 'bindEmail');
  const payIsSet = user.jyPasswordLastModify != null;

  return (
    <section className="account-security" aria-labelledby="account-security-title">
      <Card>
        <h1 id="account-security-title" className="account-security__title">
          {t('page.title')}
        </h1>
        <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
        <ul className="account-security__list">
          <Row testId="security-phone" label={t('page.phone')} value={phone.value} hint={t('page.phoneHint')} action={phone.action} />
          <Row testId="security-email" label={t('page.email')} value={email.value} hint={t('page.emailHint')} action={email.action} />
          <Row
            testId="security-login-password"
            label={t('page.loginPassword')}
            value={
              <>
                <Tag color="success">{t('page.passwordSet')}</Tag>
                <span>{user.passwordLastModify != null ? t('page.lastChanged', { time: time(user.passwordLastModify) }) : t('page.neverChanged')}</span>
              </>
            }
            hint={t('page.loginHint')}
            action={<Button onClick={() => setDialog('login')}>{t('page.change')}</Button>}
          />
          <Row
            testId="security-pay-password"
            label={t('page.payPassword')}
            value={
              payIsSet ? (
                <>
                  <Tag color="success">{t('page.payPasswordSet')}</Tag>
                  <span>{t('page.lastChanged', { time: time(user.jyPasswordLastModify!) })}</span>
                </>
              ) : (
                <Tag color="warning">{t('page.notSet')}</Tag>
              )
            }
            hint={t('page.payHint')}
            action={
              <Button type={payIsSet ? 'default' : 'primary'} onClick={() => setDialog('pay')}>
                {payIsSet ? t('page.change') : t('page.set')}
              </Button>
            }
          />
        </ul>
      </Card>
      <LoginPasswordDialog open={dialog === 'login'} onClose={close} />
      <TransactionPasswordDialog open={dialog === 'pay'} onClose={close} />
      <BindContactDialog open={dialog === 'bindPhone'} channel="phone" onClose={close} />
      <BindContactDialog open={dialog === 'bindEmail'} channel="email" onClose={close} />
    </section>
  );
}

