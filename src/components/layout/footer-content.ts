/**
 * The operator's contact details shown in the footer. The spec names them but does not give them, so each
 * can be set at build time (`VITE_PORTAL_*`, see src/README.md); the defaults are the demo deployment's.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const footerContent = {
  businessHotline: env.VITE_PORTAL_BUSINESS_HOTLINE ?? '400-000-0001',
  technicalHotline: env.VITE_PORTAL_TECHNICAL_HOTLINE ?? '400-000-0002',
  email: env.VITE_PORTAL_EMAIL ?? 'contact@portal.local',
  filingNumber: env.VITE_PORTAL_FILING_NUMBER ?? 'ICP 00000000',
  partnerSites: [
    { key: 'partnerA', href: env.VITE_PORTAL_PARTNER_A_URL ?? 'https://www.most.gov.cn/' },
    { key: 'partnerB', href: env.VITE_PORTAL_PARTNER_B_URL ?? 'https://www.cnipa.gov.cn/' },
  ],
} as const;

/** Documents that open in a new tab (spec section 2); the introduction PDF follows the language. */
export function footerDocs(lang: 'zh' | 'en') {
  return {
    introduction: `/docs/platform-introduction-${lang}`,
    userAgreement: '/docs/user-agreement',
    privacyPolicy: '/docs/privacy-policy',
    brochure: '/docs/brochure',
    quickStart: '/docs/quick-start',
  };
}
