import { useTranslation } from 'react-i18next';

/**
 * The portal's mark: five dots on a ring, one per participant kind (metal, wood, water, fire, earth), around
 * a centre that stands for the project. Drawn inline so it needs no request and follows the theme colour.
 */
export function LogoMark({ size = 32, color = 'currentColor' }: { size?: number; color?: string }) {
  const dots = [0, 1, 2, 3, 4].map((i) => {
    const angle = (-90 + i * 72) * (Math.PI / 180);
    return { cx: 16 + 11 * Math.cos(angle), cy: 16 + 11 * Math.sin(angle) };
  });
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="11" fill="none" stroke={color} strokeWidth="1.5" opacity="0.45" />
      <circle cx="16" cy="16" r="5" fill={color} />
      {dots.map((d, i) => (
        <circle key={i} cx={d.cx.toFixed(2)} cy={d.cy.toFixed(2)} r="3" fill={color} />
      ))}
    </svg>
  );
}

export function Logo({ color }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <span className="portal-logo">
      <LogoMark color={color} />
      <span className="portal-logo__name">{t('common.appName')}</span>
    </span>
  );
}
