import { useCallback, useEffect, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { languageFromUrl } from '@/lib/i18n';

/** A page visited in this session; `titleKey` stays an i18n key so a language switch retitles the tab. */
export type VisitedView = { path: string; fullPath: string; titleKey: string };

/** The home tab is always there and cannot be closed (the "affix" of the route meta). */
export const HOME_VIEW: VisitedView = { path: '/index', fullPath: '/index', titleKey: 'menu.index' };

/**
 * Records every named page the user opens (recorded even while the bar is hidden, so turning it on shows
 * the session so far). Closing the current tab goes to the last remaining one.
 */
export function useVisitedViews(titleKey: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const [views, setViews] = useState<VisitedView[]>([HOME_VIEW]);
  const fullPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    // Redirects and pages without a route name have no title to show; a URL with a language segment (`/en/hall`)
    // matches no page (the not-found route) for the moment before it is replaced by the page without it.
    if (!titleKey || location.pathname === HOME_VIEW.path || languageFromUrl(location.pathname)) return;
    const view = { path: location.pathname, fullPath, titleKey };
    setViews((list) => {
      const i = list.findIndex((v) => v.path === view.path);
      if (i < 0) return [...list, view];
      if (list[i].fullPath === view.fullPath && list[i].titleKey === view.titleKey) return list;
      return list.map((v, j) => (j === i ? view : v));
    });
  }, [location.pathname, fullPath, titleKey]);

  const close = useCallback(
    (path: string) => {
      if (path === HOME_VIEW.path) return;
      const rest = views.filter((v) => v.path !== path);
      setViews(rest);
      if (path === location.pathname) navigate(rest[rest.length - 1].fullPath);
    },
    [views, location.pathname, navigate],
  );

  return { views, close };
}

type Props = { views: VisitedView[]; onClose: (path: string) => void };

/** The slim bar under the header: one tab per visited page, the current one highlighted. */
export function TagsView({ views, onClose }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="portal-tags" aria-label={t('layout.tags.label')} data-testid="tags-view">
      <ul className="portal-tags__list">
        {views.map((view) => {
          const current = view.path === pathname;
          const title = t(view.titleKey);
          return (
            <li key={view.path} className={`portal-tag${current ? ' is-active' : ''}`}>
              <Link className="portal-tag__link" to={view.fullPath} aria-current={current ? 'page' : undefined}>
                {title}
              </Link>
              {view.path !== HOME_VIEW.path && (
                <button
                  type="button"
                  className="portal-tag__close"
                  aria-label={t('layout.tags.close', { title })}
                  onClick={() => onClose(view.path)}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
