import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Puts `text` on the clipboard; the Clipboard API exists only in secure contexts, so plain HTTP falls back. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** A small copy button beside a value: 'Copied', or 'Copy failed' when the browser refuses (spec 8). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation('walletFlows');
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await copyText(text);
      void message.success(t('walletFlows.common.copied'));
    } catch {
      void message.error(t('walletFlows.common.copyFailed'));
    }
  };
  return (
    <Button size="small" type="link" icon={<CopyOutlined aria-hidden="true" />} onClick={() => void copy()} aria-label={t('walletFlows.common.copyWhat', { what })}>
      {t('walletFlows.common.copy')}
    </Button>
  );
}
