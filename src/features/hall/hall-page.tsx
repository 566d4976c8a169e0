import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { AntdScope } from '@/lib/antd/antd-scope';
import { useWholeLanguage } from '@/lib/i18n';
import { JoinHallButton } from './join-hall';
import { useHallData } from './use-hall-data';
import './hall.css';

export { KEYWORD_DEBOUNCE_MS } from './hall-filters';

// The filters, the cards and the pager are antd's: they load while the heading is already on screen.
const HallResults = lazy(() => import('./hall-results').then((m) => ({ default: m.HallResults })));

/**
 * The project hall (/hall, public): its heading and "Join the hall" first, in plain markup, then the list
 * (./hall-results.tsx) with antd. The heading is what a visitor sees first (the page's largest text), so it does
 * not wait for antd (`ownScope` in the route table: src/app/routes.ts); the data is asked for at once.
 */
export function HallPage() {
  useWholeLanguage();
  const { t } = useTranslation('hall');
  const hall = useHallData();
  return (
    <section className="portal-page hall" aria-labelledby="hall-title">
      <header className="hall__head">
        <div>
          <h1 id="hall-title">{t('hall.title')}</h1>
          <p className="hall__intro">{t('hall.intro')}</p>
        </div>
        <JoinHallButton />
      </header>
      <AntdScope fallback={<PageLoading />}>
        <HallResults hall={hall} />
      </AntdScope>
    </section>
  );
}
