/**
 * "Download receipt": the receipt of one transition, fetched when asked for and saved exactly as the services
 * issued it (its JSON text), named after the entity and the step: `receipt-withdrawal-12-3.json`.
 */
import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/download';
import { EntityReceiptQuery } from './entity-receipt.query';

export function receiptFileName(entityType: string, entityId: string, seq: number): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `receipt-${safe(entityType)}-${safe(entityId)}-${seq}.json`;
}

export function useReceiptDownload(entityType: string, entityId: string) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const { t } = useTranslation('workflow');
  const [pending, setPending] = useState<number | null>(null);

  const download = async (seq: number) => {
    setPending(seq);
    try {
      // Always a fresh one: a receipt carries the moment it was issued.
      const { data } = await client.query({ query: EntityReceiptQuery, variables: { entityType, entityId, seq }, fetchPolicy: 'network-only' });
      if (!data) return;
      saveFile(new Blob([data.receipt.json], { type: 'application/json' }), receiptFileName(entityType, entityId, seq));
      void message.success(t('workflow.receipt.saved'));
    } catch {
      // shown by the Apollo error link (spec 8)
    } finally {
      setPending(null);
    }
  };

  return { download, pending };
}
