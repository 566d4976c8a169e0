import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { WITHDRAW_AGREEMENT_PATH } from './paths';
import './wallet-flows.css';

/** Clause keys of each agreement in walletFlows.json (JSON arrays would escape the locale parity test). */
const CLAUSES = {
  recharge: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'],
  withdraw: ['c1', 'c2', 'c3', 'c4', 'c5'],
} as const;

/**
 * The recharge and withdrawal agreements (/agreement/recharge, /agreement/withdraw), opened in a new tab from
 * the forms (spec 2). Their figures follow the rules the flows enforce (minimum, 24-hour window, review and
 * payout times, fee rate from the configuration).
 */
export function WalletAgreementPage() {
  const { t } = useTranslation('walletFlows');
  const { pathname } = useLocation();
  const doc = pathname.startsWith(WITHDRAW_AGREEMENT_PATH) ? 'withdraw' : 'recharge';
  return (
    <section className="portal-page wallet-agreement">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24 }}>{t(`walletFlows.agreementPage.${doc}.title`)}</Typography.Title>
        <Typography.Paragraph type="secondary">{t(`walletFlows.agreementPage.${doc}.intro`)}</Typography.Paragraph>
        <ol>
          {CLAUSES[doc].map((clause) => (
            <li key={clause}>{t(`walletFlows.agreementPage.${doc}.${clause}`)}</li>
          ))}
        </ol>
        <Typography.Paragraph type="secondary">{t('walletFlows.agreementPage.contact')}</Typography.Paragraph>
      </Card>
    </section>
  );
}
