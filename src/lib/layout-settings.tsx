import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME_COLOR, parseHex } from './theme';

/**
 * The layout settings of spec section 3 and the settings drawer: stored in localStorage under
 * `layout-setting` on Save; Reset removes the key and reloads.
 */
export const LAYOUT_SETTING_KEY = 'layout-setting';

export type LayoutSettings = {
  sideTheme: 'dark' | 'light';
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
};

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  sideTheme: 'dark',
  theme: DEFAULT_THEME_COLOR,
  topNav: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
};

/** Reads the stored settings, keeping only well-formed values (the key may hold anything). */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  const out = { ...DEFAULT_LAYOUT_SETTINGS };
  if (!raw) return out;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return out;
  }
  if (!stored || typeof stored !== 'object') return out;
  const s = stored as Record<string, unknown>;
  if (s.sideTheme === 'dark' || s.sideTheme === 'light') out.sideTheme = s.sideTheme;
  if (typeof s.theme === 'string' && parseHex(s.theme)) out.theme = s.theme;
  for (const key of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const) {
    if (typeof s[key] === 'boolean') out[key] = s[key];
  }
  return out;
}

function loadSettings(): LayoutSettings {
  try {
    return parseLayoutSettings(localStorage.getItem(LAYOUT_SETTING_KEY));
  } catch {
    return { ...DEFAULT_LAYOUT_SETTINGS };
  }
}

type LayoutSettingsValue = {
  settings: LayoutSettings;
  /** Applies at once (preview); `save` makes it survive a reload. */
  update: (patch: Partial<LayoutSettings>) => void;
  save: () => void;
  reset: () => void;
};

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<LayoutSettings>(loadSettings);
  const update = useCallback((patch: Partial<LayoutSettings>) => setSettings((s) => ({ ...s, ...patch })), []);
  const save = useCallback(() => {
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(settings));
  }, [settings]);
  const reset = useCallback(() => {
    localStorage.removeItem(LAYOUT_SETTING_KEY);
    window.location.reload();
  }, []);
  const value = useMemo(() => ({ settings, update, save, reset }), [settings, update, save, reset]);
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings must be used inside <LayoutSettingsProvider>');
  return value;
}

/** The settings, or the defaults outside a provider (antd's scope in a component test that renders no shell). */
export function useLayoutSettingsOrDefaults(): LayoutSettings {
  return useContext(LayoutSettingsContext)?.settings ?? DEFAULT_LAYOUT_SETTINGS;
}
