import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** The mobile bar's navigation drawer (./site-header.tsx), loaded with its first opening. */
export function NavDrawer({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title={title}>
      {children}
    </Drawer>
  );
}
