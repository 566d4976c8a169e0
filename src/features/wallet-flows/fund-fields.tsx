/** The form fields the recharge and the withdrawal forms share: the verified card and the agreement. */
import { Checkbox, Form, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { ruleValidator } from './amount-rules';
import type { WalletCard } from './fund-gate';

/** `bankCardId`: one of the member's verified cards (the gate's list, the default one marked). */
export function CardField({ label, cards }: { label: string; cards: WalletCard[] }) {
  const { t } = useTranslation('walletFlows');
  const lang = useRuleLang();
  return (
    <Form.Item name="bankCardId" label={label} rules={[{ validator: ruleValidator(lang, (v: number | undefined) => (v ? null : { rule: 'bankCardRequired' })) }]}>
      <Radio.Group>
        <Space orientation="vertical">
          {cards.map((card) => (
            <Radio key={card.id} value={card.id}>
              {card.bankName} {card.maskedNumber} {card.isDefault && <Tag color="blue">{t('walletFlows.common.defaultCard')}</Tag>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}

/** `agreement`: accepting the agreement at `href` (opened in a new tab), `requiredText` while it is not ticked. */
export function AgreementField({ href, linkText, requiredText }: { href: string; linkText: string; requiredText: string }) {
  const { t } = useTranslation('walletFlows');
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[
        {
          validator: async (_r, v: boolean) => {
            if (!v) throw new Error(requiredText);
          },
        },
      ]}
    >
      <Checkbox>
        {t('walletFlows.agreement.prefix')}{' '}
        <a href={href} target="_blank" rel="noopener noreferrer">
          {linkText}
        </a>
      </Checkbox>
    </Form.Item>
  );
}
