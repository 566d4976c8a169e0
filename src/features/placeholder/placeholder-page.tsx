import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import '@/components/status-page.css';

/** A route that a later issue fills (spec: "routes that later issues fill may show a plain page"). */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const name = [...matches].reverse().map((m) => (m.handle as { name?: string } | undefined)?.name).find(Boolean);
  return (
    <section className="portal-status-page" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{name ? t(name) : t('pages.placeholder.title')}</h1>
      <p>{t('pages.placeholder.text')}</p>
      <Link className="portal-button portal-button--primary" to="/index">
        {t('pages.common.backHome')}
      </Link>
    </section>
  );
}
