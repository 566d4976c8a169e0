import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session/session-context';
import { PERSONAL_HOME } from '@/lib/paths';
import './landing-page.css';

/** The five participant kinds of spec section 1, each with its element. */
const PARTICIPANTS = ['metal', 'wood', 'water', 'fire', 'earth'] as const;
/** The seven main stages (code table "main stage", 1-7). */
const STAGES = ['release', 'preReview', 'bidding', 'setup', 'execution', 'acceptance', 'dividend'] as const;
const FEATURES = ['blockchain', 'ai', 'experts', 'funds', 'fast', 'revenue'] as const;

/**
 * The public landing page (/index). Plain markup and CSS only: it is the first page most visitors load, so
 * it pulls in no antd component beyond what the layout already has (REFERENCES.md, bundle size).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const dialog = useLoginDialog();
  const session = useSession();

  const primaryCta = session.isSignedIn ? (
    <Link className="portal-button portal-button--primary portal-button--large" to={PERSONAL_HOME}>
      {t('pages.landing.cta.personal')}
    </Link>
  ) : (
    <button
      type="button"
      className="portal-button portal-button--primary portal-button--large"
      onClick={() => dialog.show('register')}
    >
      {t('pages.landing.cta.register')}
    </button>
  );

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__text">
          <p className="landing-hero__eyebrow">{t('pages.landing.hero.eyebrow')}</p>
          <h1 id="landing-title">{t('pages.landing.hero.title')}</h1>
          <p className="landing-hero__lead">{t('pages.landing.hero.lead')}</p>
          <div className="landing-cta">
            {primaryCta}
            <Link className="portal-button portal-button--ghost portal-button--large" to="/hall">
              {t('pages.landing.cta.hall')}
            </Link>
          </div>
        </div>
        <svg className="landing-hero__art" viewBox="0 0 240 240" aria-hidden="true" focusable="false">
          <circle cx="120" cy="120" r="84" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
          {PARTICIPANTS.map((kind, i) => {
            const a = ((-90 + i * 72) * Math.PI) / 180;
            return (
              <g key={kind} className={`landing-hero__node landing-hero__node--${kind}`}>
                <line x1="120" y1="120" x2={120 + 84 * Math.cos(a)} y2={120 + 84 * Math.sin(a)} stroke="currentColor" strokeOpacity="0.2" />
                <circle cx={120 + 84 * Math.cos(a)} cy={120 + 84 * Math.sin(a)} r="22" />
              </g>
            );
          })}
          <circle cx="120" cy="120" r="30" className="landing-hero__core" />
        </svg>
      </section>

      <section className="landing-section" aria-labelledby="landing-participants">
        <h2 id="landing-participants">{t('pages.landing.participants.title')}</h2>
        <p className="landing-section__lead">{t('pages.landing.participants.lead')}</p>
        <ul className="landing-cards landing-cards--five">
          {PARTICIPANTS.map((kind) => (
            <li key={kind} className={`landing-card landing-card--${kind}`}>
              <span className="landing-card__badge" aria-hidden="true">{t(`pages.landing.participants.${kind}.element`)}</span>
              <h3>{t(`pages.landing.participants.${kind}.name`)}</h3>
              <p>{t(`pages.landing.participants.${kind}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section landing-section--tinted" aria-labelledby="landing-stages">
        <h2 id="landing-stages">{t('pages.landing.stages.title')}</h2>
        <p className="landing-section__lead">{t('pages.landing.stages.lead')}</p>
        <ol className="landing-stages">
          {STAGES.map((stage, i) => (
            <li key={stage} className="landing-stage">
              <span className="landing-stage__number" aria-hidden="true">{i + 1}</span>
              <h3>{t(`pages.landing.stages.${stage}.name`)}</h3>
              <p>{t(`pages.landing.stages.${stage}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="landing-features">
        <h2 id="landing-features">{t('pages.landing.features.title')}</h2>
        <ul className="landing-cards landing-cards--three">
          {FEATURES.map((f) => (
            <li key={f} className="landing-card">
              <h3>{t(`pages.landing.features.${f}.name`)}</h3>
              <p>{t(`pages.landing.features.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-final" aria-labelledby="landing-final-title">
        <h2 id="landing-final-title">{t('pages.landing.final.title')}</h2>
        <p>{t('pages.landing.final.text')}</p>
        <div className="landing-cta landing-cta--center">
          {primaryCta}
          <Link className="portal-button portal-button--ghost portal-button--large" to="/hall">
            {t('pages.landing.cta.hall')}
          </Link>
        </div>
      </section>
    </div>
  );
}
