import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES } from '@/lib/ui-constants';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Hand-drawn slide art (SVG, no image files): publish a requirement, meet experts, share the rewards. */
const SLIDES = ['publish', 'experts', 'rewards'] as const;

const ART: ReactNode[] = [
  <svg key="publish" viewBox="0 0 240 160" aria-hidden="true" className="auth-carousel__art">
    <rect x="40" y="20" width="110" height="130" rx="10" fill="#fff" opacity="0.95" />
    <rect x="56" y="40" width="60" height="8" rx="4" fill="#457EF1" />
    <rect x="56" y="58" width="78" height="6" rx="3" fill="#c9d8fb" />
    <rect x="56" y="72" width="70" height="6" rx="3" fill="#c9d8fb" />
    <rect x="56" y="86" width="74" height="6" rx="3" fill="#c9d8fb" />
    <rect x="56" y="112" width="44" height="18" rx="9" fill="#457EF1" />
    <circle cx="178" cy="58" r="30" fill="#ffd666" />
    <path d="M165 58 l9 9 l18 -20" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="192" cy="122" r="14" fill="#fff" opacity="0.5" />
  </svg>,
  <svg key="experts" viewBox="0 0 240 160" aria-hidden="true" className="auth-carousel__art">
    <line x1="120" y1="80" x2="52" y2="40" stroke="#fff" strokeWidth="3" opacity="0.7" />
    <line x1="120" y1="80" x2="190" y2="40" stroke="#fff" strokeWidth="3" opacity="0.7" />
    <line x1="120" y1="80" x2="60" y2="128" stroke="#fff" strokeWidth="3" opacity="0.7" />
    <line x1="120" y1="80" x2="184" y2="128" stroke="#fff" strokeWidth="3" opacity="0.7" />
    <circle cx="120" cy="80" r="30" fill="#fff" />
    <path d="M106 86 a14 14 0 0 1 28 0" fill="#457EF1" />
    <circle cx="120" cy="70" r="9" fill="#457EF1" />
    {[
      [52, 40],
      [190, 40],
      [60, 128],
      [184, 128],
    ].map(([cx, cy]) => (
      <g key={`${cx}-${cy}`}>
        <circle cx={cx} cy={cy} r="18" fill="#ffd666" />
        <circle cx={cx} cy={cy - 4} r="6" fill="#fff" />
        <path d={`M${cx - 9} ${cy + 10} a9 9 0 0 1 18 0`} fill="#fff" />
      </g>
    ))}
  </svg>,
  <svg key="rewards" viewBox="0 0 240 160" aria-hidden="true" className="auth-carousel__art">
    <rect x="36" y="104" width="28" height="36" rx="4" fill="#fff" opacity="0.8" />
    <rect x="76" y="84" width="28" height="56" rx="4" fill="#fff" opacity="0.85" />
    <rect x="116" y="60" width="28" height="80" rx="4" fill="#fff" opacity="0.9" />
    <rect x="156" y="36" width="28" height="104" rx="4" fill="#fff" />
    <polyline points="40,92 90,70 130,48 176,22" stroke="#ffd666" strokeWidth="5" fill="none" strokeLinecap="round" />
    <circle cx="200" cy="112" r="20" fill="#ffd666" />
    <text x="200" y="119" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">¥</text>
  </svg>,
];

/**
 * The left half of the login dialog: three slides that advance every 5 s (spec 2). A dot jumps to a slide and
 * restarts the interval. Motion stops for people who asked their system for less of it.
 */
export function AuthCarousel() {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % CAROUSEL_SLIDES), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [current]);

  return (
    <section className="auth-carousel" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      {ART.map((art, index) => (
        <div
          key={index}
          className={`auth-carousel__slide${index === current ? ' auth-carousel__slide--active' : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slideLabel', { index: index + 1, total: CAROUSEL_SLIDES })}
          aria-hidden={index !== current}
        >
          {art}
          <h3 className="auth-carousel__title">{t(`carousel.slides.${SLIDES[index]}.title`)}</h3>
          <p className="auth-carousel__text">{t(`carousel.slides.${SLIDES[index]}.text`)}</p>
        </div>
      ))}
      <div className="auth-carousel__dots">
        {ART.map((_, index) => (
          <button
            key={index}
            type="button"
            className={`auth-carousel__dot${index === current ? ' auth-carousel__dot--active' : ''}`}
            aria-label={t('carousel.goTo', { index: index + 1 })}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </section>
  );
}
