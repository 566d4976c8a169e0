import { App, Button, Drawer, Radio, Switch } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings, type LayoutSettings } from '@/lib/layout-settings';
import { THEME_PRESETS, parseHex } from '@/lib/theme';

const SWITCHES = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const satisfies readonly (keyof LayoutSettings)[];

/** A check mark that stays visible on every preset: dark on light colours, white on dark ones. */
function markColor(hex: string): string {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return rgb[0] * 0.299 + rgb[1] * 0.587 + rgb[2] * 0.114 > 150 ? '#000' : '#fff';
}

/**
 * The settings drawer of spec section 2. Changes apply at once; Save keeps them under `layout-setting`,
 * Reset removes the key and reloads. Loaded lazily: nobody needs it on first paint.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { settings, update, save, reset } = useLayoutSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('layout.settings.title')} size={320}>
      <section className="portal-settings__group">
        <h3 className="portal-settings__heading" id="settings-side-theme">{t('layout.settings.sideTheme')}</h3>
        <Radio.Group
          aria-labelledby="settings-side-theme"
          value={settings.sideTheme}
          onChange={(e) => update({ sideTheme: e.target.value as LayoutSettings['sideTheme'] })}
          options={[
            { value: 'dark', label: t('layout.settings.dark') },
            { value: 'light', label: t('layout.settings.light') },
          ]}
        />
      </section>
      <section className="portal-settings__group">
        <h3 className="portal-settings__heading" id="settings-theme">{t('layout.settings.themeColor')}</h3>
        <div className="portal-swatches" role="radiogroup" aria-labelledby="settings-theme">
          {THEME_PRESETS.map((color) => {
            const selected = settings.theme.toUpperCase() === color.toUpperCase();
            return (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={color}
                title={color}
                className="portal-swatch"
                style={{ background: color, color: markColor(color) }}
                onClick={() => update({ theme: color })}
              >
                {selected && <CheckOutlined aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </section>
      <section className="portal-settings__group">
        {SWITCHES.map((key) => {
          // The sidebar logo only shows with side navigation; say so rather than look broken.
          const hint = key === 'sidebarLogo' && settings.topNav;
          return (
            <div key={key}>
              <label className="portal-settings__row">
                <span>{t(`layout.settings.${key}`)}</span>
                <Switch
                  checked={settings[key]}
                  onChange={(checked) => update({ [key]: checked })}
                  aria-describedby={hint ? 'settings-sidebar-logo-hint' : undefined}
                />
              </label>
              {hint && (
                <p id="settings-sidebar-logo-hint" className="portal-settings__hint">
                  {t('layout.settings.sidebarLogoHint')}
                </p>
              )}
            </div>
          );
        })}
      </section>
      <div className="portal-settings__actions">
        <Button
          type="primary"
          onClick={() => {
            save();
            void message.success(t('layout.settings.saved'));
            onClose();
          }}
        >
          {t('layout.settings.save')}
        </Button>
        <Button onClick={reset}>{t('layout.settings.reset')}</Button>
      </div>
    </Drawer>
  );
}
