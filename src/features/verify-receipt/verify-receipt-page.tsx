import { useLazyQuery, useQuery } from '@apollo/client/react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { CheckpointSummary } from '@/entities/workflow/checkpoint-summary';
import { CheckpointFieldsFragment } from '@/entities/workflow/checkpoint-fields.fragment';
import { LatestCheckpointQuery } from '@/entities/workflow/latest-checkpoint.query';
import { useFragment as readFragment } from '@/gql';
import { parseReceipt, type ReceiptProblem } from './parse-receipt';
import { VerificationResult } from './verification-result';
import { VerifyReceiptQuery } from './verify-receipt.query';

/**
 * /verify-receipt (public, no sign-in): anyone holding a receipt pastes it or picks its file and learns whether the
 * platform's hash chain still says the same, which checkpoint covers it, and the latest checkpoint's root hash to
 * compare with a published copy. The limits of the check are said on the page.
 */
export function VerifyReceiptPage() {
  const { t } = useTranslation('workflow');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReceiptProblem | { error: 'file' } | null>(null);
  const [verify, verification] = useLazyQuery(VerifyReceiptQuery, { fetchPolicy: 'network-only' });
  const latest = useQuery(LatestCheckpointQuery, { fetchPolicy: 'network-only' });
  const checkpoint = latest.data?.latestCheckpoint ? readFragment(CheckpointFieldsFragment, latest.data.latestCheckpoint) : null;
  const [checked, setChecked] = useState(false);

  const submit = async () => {
    const parsed = parseReceipt(text);
    setChecked(false);
    if (!parsed.ok) {
      setProblem(parsed);
      return;
    }
    setProblem(null);
    try {
      await verify({ variables: { receipt: parsed.receipt } });
      setChecked(true);
    } catch {
      // shown by the Apollo error link (spec 8)
    }
  };

  const problemText = (p: NonNullable<typeof problem>) => {
    switch (p.error) {
      case 'shape':
        return t('workflow.verify.errors.shape', { field: p.field });
      case 'format':
        return t('workflow.verify.errors.format', { format: p.format });
      case 'json':
        return t('workflow.verify.errors.json', { brace: '{' });
      default:
        return t(`workflow.verify.errors.${p.error}`);
    }
  };

  const result = checked ? verification.data?.verifyReceipt : undefined;
  // The sections are headings under the page's own h1, so a screen reader can jump between them.
  const heading = (text: string) => <PageHeading level={2}>{text}</PageHeading>;
  return (
    <section className="portal-page">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title={<PageHeading>{t('workflow.verify.title')}</PageHeading>}>
          <Typography.Paragraph>{t('workflow.verify.intro')}</Typography.Paragraph>
          <Form layout="vertical" onFinish={() => void submit()}>
            <Form.Item label={t('workflow.verify.input')} htmlFor="receipt-json">
              <Input.TextArea
                id="receipt-json"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setProblem(null);
                  setChecked(false);
                }}
                autoSize={{ minRows: 6, maxRows: 16 }}
                placeholder={t('workflow.verify.placeholder')}
                spellCheck={false}
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
              />
            </Form.Item>
            <Space wrap>
              <Upload
                accept=".json,application/json"
                showUploadList={false}
                maxCount={1}
                beforeUpload={(file) => {
                  file.text().then(
                    (content) => {
                      setText(content);
                      setProblem(null);
                      setChecked(false);
                    },
                    () => setProblem({ error: 'file' }),
                  );
                  // Read here, never uploaded anywhere.
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined aria-hidden="true" />}>{t('workflow.verify.choose')}</Button>
              </Upload>
              <Button type="primary" htmlType="submit" loading={verification.loading}>
                {t('workflow.verify.verify')}
              </Button>
              <Button
                onClick={() => {
                  setText('');
                  setProblem(null);
                  setChecked(false);
                }}
              >
                {t('workflow.verify.clear')}
              </Button>
            </Space>
          </Form>
          {problem && <Alert style={{ marginTop: 16 }} type="error" showIcon role="alert" title={problemText(problem)} data-testid="receipt-problem" />}
          {result && <VerificationResult result={result} />}
        </Card>

        <Card title={heading(t('workflow.checkpoint.latest'))}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('workflow.verify.latestHint')}</Typography.Text>
            {checkpoint ? (
              <CheckpointSummary checkpoint={checkpoint} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={latest.loading ? '…' : t('workflow.checkpoint.none')} />
            )}
          </Space>
        </Card>

        <Card title={heading(t('workflow.verify.limits.title'))}>
          <ul>
            <li>{t('workflow.verify.limits.recompute')}</li>
            <li>{t('workflow.verify.limits.owner')}</li>
            <li>{t('workflow.verify.limits.meaning')}</li>
          </ul>
        </Card>
      </Space>
    </section>
  );
}

export default VerifyReceiptPage;
