import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import '@/components/status-page.css';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="portal-status-page" aria-labelledby="unauthorized-title">
      <p className="portal-status-page__code" aria-hidden="true">401</p>
      <h1 id="unauthorized-title">{t('pages.unauthorized.title')}</h1>
      <p>{t('pages.unauthorized.text')}</p>
      <div className="portal-status-page__actions">
        <button type="button" className="portal-button portal-button--ghost" onClick={() => navigate(-1)}>
          {t('pages.common.back')}
        </button>
        <Link className="portal-button portal-button--primary" to="/index">
          {t('pages.common.backHome')}
        </Link>
      </div>
    </section>
  );
}
