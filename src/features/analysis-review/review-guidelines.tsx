import { useTranslation } from 'react-i18next';

export const GUIDELINES = ['independence', 'impartiality', 'objectivity', 'confidentiality'] as const;

/** The review guidelines (independence, impartiality, objectivity, confidentiality): the dialog's text and /reviewNotice's. */
export function ReviewGuidelines() {
  const { t } = useTranslation('invitations');
  return (
    <ol data-testid="review-guidelines" style={{ paddingInlineStart: 20 }}>
      {GUIDELINES.map((k) => (
        <li key={k} style={{ marginBottom: 8 }} data-testid={`review-guideline-${k}`}>
          <strong>{t(`invitations.review.rule.${k}.title`)}</strong> {t(`invitations.review.rule.${k}.body`)}
        </li>
      ))}
    </ol>
  );
}
