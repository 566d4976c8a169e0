import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { footerContent, footerDocs } from './footer-content';
import { LogoMark } from './logo';

const BLURBS = ['blockchain', 'ai', 'experts', 'fast'] as const;

/** The page footer of spec section 2. Plain markup: it is on every page, so it stays light. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const docs = footerDocs(language);
  const newTab = { target: '_blank', rel: 'noopener' } as const;
  return (
    <footer className="portal-footer">
      <ul className="portal-footer__blurbs">
        {BLURBS.map((key) => (
          <li key={key} className="portal-footer__blurb">
            <strong>{t(`layout.footer.blurbs.${key}.title`)}</strong>
            <span>{t(`layout.footer.blurbs.${key}.text`)}</span>
          </li>
        ))}
      </ul>
      <div className="portal-footer__columns">
        <section>
          <h2>{t('layout.footer.columns.platform')}</h2>
          <ul>
            <li><Link to="/index">{t('menu.index')}</Link></li>
            <li><Link to="/hall">{t('menu.hall')}</Link></li>
            <li><a href={docs.introduction} {...newTab}>{t('layout.footer.links.introduction')}</a></li>
          </ul>
        </section>
        <section>
          <h2>{t('layout.footer.columns.help')}</h2>
          <ul>
            <li><a href={docs.quickStart} {...newTab}>{t('layout.footer.links.quickStart')}</a></li>
            <li><a href={docs.brochure} {...newTab}>{t('layout.footer.links.brochure')}</a></li>
            <li><a href={docs.userAgreement} {...newTab}>{t('layout.footer.links.userAgreement')}</a></li>
            <li><a href={docs.privacyPolicy} {...newTab}>{t('layout.footer.links.privacyPolicy')}</a></li>
          </ul>
        </section>
        <section>
          <h2>{t('layout.footer.columns.partners')}</h2>
          <ul>
            {footerContent.partnerSites.map((p) => (
              <li key={p.key}>
                <a href={p.href} target="_blank" rel="noreferrer noopener">{t(`layout.footer.partners.${p.key}`)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('layout.footer.columns.contact')}</h2>
          <ul>
            <li>{t('layout.footer.contact.business')}: <a href={`tel:${footerContent.businessHotline}`}>{footerContent.businessHotline}</a></li>
            <li>{t('layout.footer.contact.technical')}: <a href={`tel:${footerContent.technicalHotline}`}>{footerContent.technicalHotline}</a></li>
            <li>{t('layout.footer.contact.hours')}</li>
            <li>{t('layout.footer.contact.email')}: <a href={`mailto:${footerContent.email}`}>{footerContent.email}</a></li>
            <li>{t('layout.footer.contact.address')}</li>
          </ul>
        </section>
        <section className="portal-footer__qr">
          <h2>{t('layout.footer.columns.follow')}</h2>
          {/* A labelled box until the operator supplies the real code image. */}
          <div className="portal-footer__qr-box" role="img" aria-label={t('layout.footer.qrLabel')}>
            <LogoMark size={40} />
            <span>{t('layout.footer.qrLabel')}</span>
          </div>
        </section>
      </div>
      <p className="portal-footer__legal">
        <span>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{footerContent.filingNumber}</span>
      </p>
    </footer>
  );
}
