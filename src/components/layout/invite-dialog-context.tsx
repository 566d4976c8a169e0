import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The invite dialog's open flag (spec 2: "an invite-handling dialog is always present"), shared by the badge and the dialog. */
export type InviteDialogControls = { open: boolean; show(): void; close(): void };

const InviteDialogContext = createContext<InviteDialogControls | null>(null);

export function InviteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, show, close }), [open, show, close]);
  return <InviteDialogContext.Provider value={value}>{children}</InviteDialogContext.Provider>;
}

/** null outside the main layout (a badge rendered alone, in a test, opens nothing). */
export function useInviteDialog(): InviteDialogControls | null {
  return useContext(InviteDialogContext);
}
