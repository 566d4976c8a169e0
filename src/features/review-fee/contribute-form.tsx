import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import { MIN_CONTRIBUTION_FEN } from '../../../machines/rules/requirement';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { amountFenOf, contributionError } from './amount-rules';

export type ContributeFormProps = {
  /** What is left of the target (fen): a contribution never goes beyond it. */
  leftFen: number;
  /** The campaign's least contribution (fen), shown as the hint. */
  minContributionFen?: number;
  /** The amount passed the rules: go on to pay it. */
  onNext(amountFen: number): void;
  disabled?: boolean;
};

/**
 * The contribution amount (spec 5 and 8): greater than 0 ('Investment >0 required'), at least 100, never beyond what
 * is left; the words are the shared rule's (validateContributionFen), the same the services answer with.
 */
export function ContributeForm({ leftFen, minContributionFen = Math.min(MIN_CONTRIBUTION_FEN, leftFen), onNext, disabled }: ContributeFormProps) {
  const { t } = useTranslation('hall');
  const ruleText = useRuleText();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = contributionError(text, leftFen);
  const shown = touched && error ? ruleText(error) : undefined;

  const next = () => {
    setTouched(true);
    const fen = amountFenOf(text);
    if (!error && fen !== null) onNext(fen);
  };

  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 360 }} data-testid="contribute-form">
      <Form.Item
        label={t('hall.contribute.amount')}
        extra={t('hall.contribute.hint', { min: formatFen(minContributionFen), left: formatFen(leftFen) })}
        validateStatus={shown ? 'error' : undefined}
        help={shown ? <span role="alert">{shown}</span> : undefined}
      >
        <Input
          inputMode="decimal"
          prefix="¥"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
          onPressEnter={next}
          aria-label={t('hall.contribute.amount')}
          data-testid="contribute-amount"
        />
      </Form.Item>
      <Space wrap>
        <Button size="small" disabled={disabled} onClick={() => setText((leftFen / 100).toFixed(2))}>
          {t('hall.contribute.all')}
        </Button>
        <Button type="primary" disabled={disabled} onClick={next} data-testid="contribute-next">
          {t('hall.contribute.next')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('hall.contribute.escrow')}
      </Typography.Paragraph>
    </Form>
  );
}
