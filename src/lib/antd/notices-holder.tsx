import { useEffect } from 'react';
import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { AntdScope } from './antd-scope';

function Capture({ onReady }: { onReady: (api: useAppProps) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** antd's App (the message, notification and modal holders) for ./notices.tsx, loaded with its first notice. */
export default function NoticesHolder({ onReady }: { onReady: (api: useAppProps) => void }) {
  return (
    <AntdScope>
      <App component={false}>
        <Capture onReady={onReady} />
      </App>
    </AntdScope>
  );
}
