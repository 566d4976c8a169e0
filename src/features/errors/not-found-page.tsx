import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/components/status-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="portal-status-page" aria-labelledby="not-found-title">
      <p className="portal-status-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('pages.notFound.title')}</h1>
      <p>{t('pages.notFound.text')}</p>
      <div className="portal-status-page__actions">
        <Link className="portal-button portal-button--primary" to="/index">
          {t('pages.common.backHome')}
        </Link>
      </div>
    </section>
  );
}
