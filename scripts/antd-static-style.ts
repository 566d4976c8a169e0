// antd's styles as one static style sheet, made at build time (a Vite plugin), for antd's zero-runtime mode
// (src/lib/antd/antd-scope-impl.tsx: `theme.zeroRuntime`). Without it antd generates each component's CSS in the
// browser when the component first renders (its CSS-in-JS: serialising style objects, hashing, inserting <style>),
// which was most of the hall's Total Blocking Time (issue 11). The sheet holds the styles of the components the app
// uses (COMPONENTS below, with those they render inside: a table's pager, a select's list), rendered once on the
// server with the app's theme tokens (src/lib/theme.ts) through antd's own style registry (@ant-design/cssinjs's
// `extractStyle`, only its `style` part). Colours and sizes are CSS variables there (`var(--ant-color-primary)`):
// their values are still set by antd in the browser from the ConfigProvider's tokens, so the theme colour the
// settings drawer picks still applies. Not in the sheet: the token variables themselves, which antd keeps setting at
// run time in this mode. The rules are scoped by antd's hash class (`:where(.css-<hash>)`) as at run time, so antd's
// element resets (`a`, headings) stay inside antd's components.
//
// The sheet is emitted as its own hashed file (assets/antd-<hash>.css) and the app imports its address from
// `virtual:antd-static-style`; the antd scope links it at the start of <head> (where antd put its runtime styles, so
// the app's own style sheets still win where they override antd at equal specificity) and waits for it before antd
// renders. The dev server serves it at a fixed address; under Vitest the module answers `null` and antd keeps its
// runtime styles (jsdom loads no style sheet).
import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';
import type { Plugin } from 'vite';
import { prefetchMetaName } from './idle-prefetch.js';
import { antdTokens, DEFAULT_THEME_COLOR } from '../src/lib/theme.js';

export const VIRTUAL_ID = 'virtual:antd-static-style';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where the dev server answers the sheet. */
export const DEV_PATH = '/@portal/antd-static.css';

/**
 * The static CSS of the app's antd components. Node loads antd's CommonJS build (lib/) and the same
 * @ant-design/cssinjs that build requires, so the style registry below is the one antd's components write to.
 */
export function generateAntdCss({ production }: { production: boolean }): string {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as typeof import('antd');
  // antd's own copy of its style registry (a dependency of antd's, not of the app's)
  const fromAntd = createRequire(require.resolve('antd/package.json'));
  const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement;
  const {
    Alert, App, Avatar, Badge, Button, Card, Cascader, Checkbox, Col, Collapse, ConfigProvider, DatePicker, Descriptions,
    Drawer, Dropdown, Empty, Form, Image, Input, InputNumber, List, Menu, Modal, Pagination, Popover, Progress, Radio,
    Result, Row, Segmented, Select, Skeleton, Space, Spin, Statistic, Steps, Switch, Table, Tabs, Tag, Timeline, Tooltip,
    TreeSelect, Typography, Upload, message, notification,
  } = antd;
  type Panel = { _InternalPanelDoNotUseOrYouWillBeFired: ComponentType<Record<string, unknown>> };
  const panel = (component: unknown, props: Record<string, unknown> = {}) => h((component as Panel)._InternalPanelDoNotUseOrYouWillBeFired, props);

  // A component the app starts to use must be added here, or it renders unstyled (Vitest's jsdom does not tell).
  // Each component's style is registered when it renders (the part shown on the server is enough: one registration
  // holds the whole component's CSS); popups and dialogs through antd's internal panels, which render them in place.
  // The components themselves first: a component's first registration fixes the root class of its shared rules
  // (`.ant-modal-css-var`), and a panel registers another one.
  const COMPONENTS: ReactNode[] = [
    h(Modal, {}),
    h(Popover, { content: 'b', children: h('span') }),
    h(Tooltip, { title: 'a', children: h('span') }),
    h(Alert, { title: 'a' }),
    h(App, { children: 'a' }),
    h(Avatar, { children: 'a' }),
    h(Badge, { count: 1, children: h('span') }),
    h(Button, { children: 'a' }),
    h(Card, { title: 'a', extra: 'b', tabList: [{ key: 'a', label: 'a' }], children: h(Card.Meta, { title: 'a' }) }),
    h(Card, { loading: true }),
    h(Cascader, {}),
    h(Checkbox, { children: 'a' }),
    h(Checkbox.Group, { options: ['a'] }),
    h(Row, { children: h(Col, { span: 12 }) }),
    h(Collapse, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(DatePicker, {}),
    h(DatePicker.RangePicker, {}),
    h(Descriptions, { title: 'a', bordered: true, items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(Drawer, { open: true, getContainer: false, title: 'a', children: 'b' }),
    h(Dropdown, { menu: { items: [] }, children: h('span') }),
    h(Empty, {}),
    h(Form, {
      children: [
        h(Form.Item, { key: 'a', label: 'a', help: 'b', validateStatus: 'error', hasFeedback: true, children: h(Input, {}) }),
        h(Form.Item, { key: 'b', label: 'a', extra: 'b', children: h(Input.Password, {}) }),
      ],
    }),
    h(Image, { src: 'a.png' }),
    h(Input, {}),
    h(Input.TextArea, { showCount: true }),
    h(Input.Search, {}),
    h(Input.OTP, {}),
    h(InputNumber, {}),
    h(List, { dataSource: ['a'], renderItem: (item: unknown) => h(List.Item, {}, h(List.Item.Meta, { title: String(item) })) }),
    h(Menu, { items: [{ key: 'a', label: 'a' }] }),
    h(Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true }),
    h(Progress, { percent: 50 }),
    h(Progress, { type: 'circle', percent: 50 }),
    h(Radio, { children: 'a' }),
    h(Radio.Group, { optionType: 'button', options: ['a'] }),
    h(Result, { title: 'a', status: 'success' }),
    h(Segmented, { options: ['a', 'b'] }),
    h(Select, {}),
    h(Skeleton, { avatar: true }),
    h(Skeleton.Button, {}),
    h(Skeleton.Input, {}),
    h(Skeleton.Image, {}),
    h(Space, { children: [h('span', { key: 'a' }), h('span', { key: 'b' })] }),
    h(Space.Compact, { children: [h(Input, { key: 'a' }), h(Button, { key: 'b', children: 'a' })] }),
    h(Spin, {}),
    h(Statistic, { title: 'a', value: 1 }),
    h(Steps, { items: [{ title: 'a' }, { title: 'b' }] }),
    h(Switch, {}),
    h(Table, { columns: [{ key: 'a', title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }], dataSource: [], rowSelection: {} }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(Tag, { children: 'a' }),
    h(Tag, { color: 'success', children: 'a' }),
    h(Tag, { color: 'blue', children: 'a' }),
    h(Tag.CheckableTag, { checked: true, children: 'a' }),
    h(Timeline, { items: [{ content: 'a' }] }),
    h(TreeSelect, {}),
    h(Typography, {}),
    h(Typography.Title, { children: 'a' }),
    h(Typography.Text, { copyable: true, children: 'a' }),
    h(Typography.Paragraph, { ellipsis: true, editable: true, children: 'a' }),
    h(Typography.Link, { children: 'a' }),
    h(Upload, { listType: 'picture-card', children: 'a' }),
    h(Upload.Dragger, { children: 'a' }),
    panel(Cascader),
    panel(DatePicker),
    panel(Modal, { title: 'a', children: 'b' }),
    panel(Modal, { type: 'confirm', title: 'a' }),
    panel(Popover, { title: 'a', content: 'b' }),
    panel(Select),
    panel(Tooltip, { title: 'a' }),
    panel(TreeSelect),
    panel(message, { content: 'a' }),
    panel(notification, { title: 'a' }),
  ].map((node, i) => h(React.Fragment, { key: i }, node));

  const cache = createCache();
  // antd warns that an open Drawer cannot portal on the server: this one renders in place on purpose (getContainer
  // false), so that warning is dropped; any other (a deprecation the app should act on) still shows.
  const { error } = console;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes("Drawer with 'open' in SSR")) return;
    error(...args);
  };
  try {
    renderToString(
      h(StyleProvider, {
        cache,
        children: h(ConfigProvider, { theme: { token: antdTokens(DEFAULT_THEME_COLOR) }, children: COMPONENTS }),
      }),
    );
  } finally {
    console.error = error;
  }
  // @ant-design/icons's own base style (`.anticon > *`, its spin): an icon inside a zero-runtime scope inserts none.
  const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };
  const css = extractStyle(cache, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '') + iconStyles;
  // antd scopes its rules (`:where(.css-<hash>)`) and names its keyframes with a class of a hash of its version: the
  // class its components carry in the browser, `css-dev-only-do-not-override-<hash>` outside a production build. This
  // process may have loaded antd in the other mode: the sheet gets the browser's.
  const hash = /:where\(\.css-(?:dev-only-do-not-override-)?([0-9a-z]+)\)/.exec(css)?.[1];
  if (!hash) throw new Error("antd's static styles: no hashed class found (was antd's `hashed` turned off?)");
  return css.replace(new RegExp(`css-(?:dev-only-do-not-override-)?${hash}\\b`, 'g'), `${production ? 'css' : 'css-dev-only-do-not-override'}-${hash}`);
}

/**
 * The Vite plugin: `virtual:antd-static-style` answers the sheet's address (a build emits it as an asset; the dev
 * server answers it at DEV_PATH), or `null` under Vitest, where antd keeps its runtime styles. The sheet is made once
 * per process (about 2 s). `prefetchWith`: idle-prefetch groups (./idle-prefetch.ts, listed before this plugin) whose
 * code renders antd, so the sheet is fetched with it when the page is idle.
 */
export function antdStaticStyle({ prefetchWith = [] }: { prefetchWith?: readonly string[] } = {}): Plugin {
  let css: string | undefined;
  let command: 'build' | 'serve' = 'build';
  let production = true;
  let testing = false;
  let base = '/';
  const sheet = () => (css ??= generateAntdCss({ production }));
  return {
    name: 'portal:antd-static-style',
    configResolved(config) {
      command = config.command;
      production = config.isProduction;
      base = config.base;
      // Vitest's own server (the app's tests under jsdom); a build that a test makes (scripts/initial-bundle.test.ts) gets the sheet
      testing = config.command === 'serve' && (Boolean(process.env.VITEST) || config.mode === 'test');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (testing) return 'export default null;';
      if (command === 'serve') return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: sheet() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('antd.css'));
        if (!asset) return undefined;
        return prefetchWith.reduce(
          (page, group) => page.replace(new RegExp(`(<meta name="${prefetchMetaName(group)}" content=")([^"]*)"`), (_m, head: string, list: string) => `${head}${list} ${base}${asset.fileName}"`),
          html,
        );
      },
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/css; charset=utf-8');
        res.end(sheet());
      });
    },
  };
}
