import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MAX } from '../../../machines/rules/requirement';

const CLAUSES = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

/**
 * The request-release agreement (/agreement/requestRelease), opened in a new tab from the publish form (spec 2,
 * like the recharge and withdrawal agreements). Its figures follow the rules the flow enforces.
 */
export function RequestReleaseAgreementPage() {
  const { t } = useTranslation('requirements');
  return (
    <section className="portal-page">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('requirements.agreement.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('requirements.agreement.intro')}</Typography.Paragraph>
        <ol>
          {CLAUSES.map((clause) => (
            <li key={clause}>{t(`requirements.agreement.${clause}`, { max: RICH_TEXT_MAX })}</li>
          ))}
        </ol>
        <Typography.Paragraph type="secondary">{t('requirements.agreement.contact')}</Typography.Paragraph>
      </Card>
    </section>
  );
}
