import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { ENTITY_TYPES, isEntityType, type EntityType } from '@/entities/workflow/lifecycles';

type LookupForm = { entityType: EntityType; entityId: string };

/** The record shown, from the URL (`?entityType=withdrawal&entityId=12`), so a chart can be linked to and reloaded. */
function entityOf(params: URLSearchParams): { entityType: EntityType; entityId: string } | null {
  const entityType = params.get('entityType') ?? '';
  const entityId = params.get('entityId')?.trim() ?? '';
  return isEntityType(entityType) && entityId ? { entityType, entityId } : null;
}

/**
 * "Live chart of one record" on /statecharts: operations and product owners name a record (its type and id) and see
 * the same chart its owner sees, with where it is, what comes next and its history. The services decide who may read it.
 */
export function EntityLookup() {
  const { t } = useTranslation('workflow');
  const [params, setParams] = useSearchParams();
  const shown = entityOf(params);
  const [form] = Form.useForm<LookupForm>();

  const show = ({ entityType, entityId }: LookupForm) => {
    const next = new URLSearchParams(params);
    next.set('entityType', entityType);
    next.set('entityId', entityId.trim());
    setParams(next, { replace: true });
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('entityType');
    next.delete('entityId');
    setParams(next, { replace: true });
  };

  return (
    <Card size="small" title={t('workflow.lookup.title')} className="sc-lookup" data-testid="entity-lookup">
      <Typography.Paragraph type="secondary">{t('workflow.lookup.hint')}</Typography.Paragraph>
      <Form<LookupForm>
        form={form}
        layout="inline"
        initialValues={{ entityType: shown?.entityType ?? 'withdrawal', entityId: shown?.entityId ?? '' }}
        onFinish={show}
      >
        <Form.Item name="entityType" label={t('workflow.lookup.type')}>
          <Select style={{ minWidth: 180 }} options={ENTITY_TYPES.map((type) => ({ value: type, label: t(`workflow.entity.${type}`) }))} />
        </Form.Item>
        <Form.Item name="entityId" label={t('workflow.lookup.id')} rules={[{ required: true, whitespace: true, message: t('workflow.lookup.idRequired') }]}>
          <Input style={{ width: 140 }} maxLength={40} autoComplete="off" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('workflow.lookup.show')}
          </Button>
          {shown && <Button onClick={close}>{t('workflow.lookup.close')}</Button>}
        </Space>
      </Form>
      {shown && (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={2} className="sc-lookup__title">
            {t(`workflow.entity.${shown.entityType}`)} #{shown.entityId}
          </Typography.Title>
          <EntityFlowSection key={`${shown.entityType}:${shown.entityId}`} entityType={shown.entityType} entityId={shown.entityId} defaultOpen headingLevel={3} />
        </div>
      )}
    </Card>
  );
}
