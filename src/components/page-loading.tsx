import { useTranslation } from 'react-i18next';

/** What a lazy page shows while its chunk loads: light on purpose (no antd Spin on the first paint). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="portal-page-loading" role="status" aria-live="polite">
      <span className="portal-page-loading__dot" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
