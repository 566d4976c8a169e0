import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MAX } from '../../../machines/rules/requirement';

/** Characters as the rule counts them (code points). */
export const countCharacters = (text: string) => [...text].length;

/** "1234 / 5000" under the details, red once beyond the limit (spec 5). */
export function DetailsCounter({ text }: { text: string }) {
  const { t } = useTranslation('requirements');
  const count = countCharacters(text);
  const over = count > RICH_TEXT_MAX;
  return (
    <Typography.Text
      type={over ? 'danger' : 'secondary'}
      className={over ? 'publish-counter publish-counter--over' : 'publish-counter'}
      data-testid="details-counter"
      data-over={over}
      aria-live="polite"
    >
      {t('requirements.publish.counter', { n: count, max: RICH_TEXT_MAX })}
    </Typography.Text>
  );
}
