// The import-boundaries lint (`npm run lint`, rules in .dependency-cruiser.mjs) run on small fixture trees: a
// clean one passes, and each deliberately bad import is reported under its rule, and nothing else is. Removing
// or loosening a rule fails the second test; a rule that starts to refuse allowed imports fails the first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
// Inside the repository so that `xstate` and `react` resolve from its node_modules, as they do for real code.
const fixtures = join(root, '.tmp', 'lint-fixtures');
mkdirSync(fixtures, { recursive: true });
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

type Tree = Record<string, string>;

/** A source file, one argument per line. */
const src = (...lines: string[]): string => `${lines.join('\n')}\n`;

/** Everything the rules allow: pure machines, features meeting in the shell, domains through public modules. */
const clean: Tree = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
  'machines/rules/money.ts': src('export const fen = (yuan: number): number => yuan * 100;'),
  'machines/wallet/pay.machine.ts': src(
    "import { setup } from 'xstate';",
    "import { fen } from '../rules/money';",
    "export const payMachine = setup({}).createMachine({ context: { amount: fen(1) } });",
  ),
  'machines/wallet/pay.machine.test.ts': src(
    "import { expect } from 'vitest';",
    "import { payMachine } from './pay.machine';",
    "expect(payMachine).toBeTruthy();",
  ),
  'src/lib/paths.ts': src("export const HOME = '/index';"),
  'src/components/nav.tsx': src("import { HOME } from '@/lib/paths';", "export const Nav = () => HOME;"),
  'src/features/wallet/wallet-page.tsx': src(
    "import { Nav } from '@/components/nav';",
    "import { payMachine } from '../../../machines/wallet/pay.machine';",
    "export const WalletPage = () => [Nav(), payMachine.id];",
  ),
  'src/features/wallet/wallet-test-support.tsx': src('export const renderWallet = () => null;'),
  'src/features/wallet/wallet-page.test.tsx': src(
    "import { renderWallet } from './wallet-test-support';",
    "renderWallet();",
  ),
  'src/features/landing/landing-page.tsx': src(
    "import { HOME } from '@/lib/paths';",
    "export const LandingPage = () => HOME;",
  ),
  'src/app/routes.ts': src(
    "export const routes = [",
    "  () => import('@/features/wallet/wallet-page'),",
    "  () => import('@/features/landing/landing-page'),",
    "];",
  ),
  'gateway/rest-client.ts': src("import { fen } from '../machines/rules/money';", "export const cents = fen(2);"),
  'services/lib/messages.ts': src("export const coreMessages = { ok: { zh: '成功', en: 'Success' } };"),
  'services/lib/errors.ts': src(
    "import { message } from '../messages';",
    "export const failure = (key: string) => new Error(message(key));",
  ),
  'services/messages.ts': src(
    "import { coreMessages } from './lib/messages';",
    "import { walletMessages } from './wallet/wallet.messages';",
    "const all: Record<string, { en: string }> = { ...coreMessages, ...walletMessages };",
    "export const message = (key: string) => all[key]?.en ?? key;",
  ),
  'services/member/users.repository.ts': src('export const findUser = (id: number) => ({ id });'),
  'services/member/index.ts': src("export { findUser } from './users.repository';"),
  'services/wallet/wallet.messages.ts': src("export const walletMessages = { poor: { zh: '余额不足', en: 'Insufficient balance' } };"),
  'services/wallet/ledger.ts': src(
    "import { findUser } from '../member';",
    "import { failure } from '../lib/errors';",
    "export const transfer = (id: number) => findUser(id) ?? failure('poor');",
  ),
  'services/testing/wallet-money.ts': src(
    "import { transfer } from '../wallet/ledger';",
    "export const credit = () => transfer(1);",
  ),
  'services/wallet/ledger.test.ts': src(
    "import { findUser } from '../member/users.repository';",
    "import { credit } from '../testing/wallet-money';",
    "credit();",
    "findUser(1);",
  ),
  'services/app.ts': src(
    "import { transfer } from './wallet/ledger';",
    "import { findUser } from './member/users.repository';",
    "export const app = [transfer, findUser];",
  ),
};

/** At least one bad import per rule, each in a file of its own, with the rule that must report it. */
const bad: Array<{ rule: string; from: string; to: RegExp; files: Tree }> = [
  {
    rule: 'machines-pure',
    from: 'machines/wallet/render.machine.ts',
    to: /node_modules\/react\//,
    files: { 'machines/wallet/render.machine.ts': src(
      "import { useState } from 'react';",
      "export const renderMachine = useState;",
    ) },
  },
  {
    rule: 'machines-below-everything',
    from: 'machines/wallet/paths.ts',
    to: /^src\/lib\/paths\.ts$/,
    files: { 'machines/wallet/paths.ts': src("export { HOME } from '../../src/lib/paths';") },
  },
  {
    rule: 'features-apart',
    from: 'src/features/landing/landing-wallet.tsx',
    to: /^src\/features\/wallet\/wallet-page\.tsx$/,
    files: { 'src/features/landing/landing-wallet.tsx': src(
      "import { WalletPage } from '@/features/wallet/wallet-page';",
      "export const Teaser = WalletPage;",
    ) },
  },
  {
    rule: 'shared-app-code-below-features',
    from: 'src/components/menu.ts',
    to: /^src\/app\/routes\.ts$/,
    files: { 'src/components/menu.ts': src(
      "import { routes } from '@/app/routes';",
      "export const menu = routes.length;",
    ) },
  },
  {
    rule: 'app-not-gateway-or-services',
    from: 'src/lib/money.ts',
    to: /^services\/wallet\/ledger\.ts$/,
    files: { 'src/lib/money.ts': src("export { transfer } from '../../services/wallet/ledger';") },
  },
  {
    rule: 'gateway-not-services-or-app',
    from: 'gateway/wallet.ts',
    to: /^services\/member\/index\.ts$/,
    files: { 'gateway/wallet.ts': src("export { findUser } from '../services/member';") },
  },
  {
    rule: 'services-domain-public-module',
    from: 'services/wallet/payee.ts',
    to: /^services\/member\/users\.repository\.ts$/,
    files: { 'services/wallet/payee.ts': src("export { findUser as payee } from '../member/users.repository';") },
  },
  {
    rule: 'services-lib-below-domains',
    from: 'services/lib/balance.ts',
    to: /^services\/wallet\/ledger\.ts$/,
    files: { 'services/lib/balance.ts': src("export { transfer } from '../wallet/ledger';") },
  },
  {
    rule: 'services-messages-are-data',
    from: 'services/member/member.messages.ts',
    to: /^services\/member\/users\.repository\.ts$/,
    files: {
      'services/member/member.messages.ts': src(
        "import { findUser } from './users.repository';",
        "export const memberMessages = { who: { zh: String(findUser(1).id), en: '' } };",
      ),
    },
  },
  {
    rule: 'no-test-helpers-in-production',
    from: 'services/wallet/pay.ts',
    to: /^services\/wallet\/money-testing\.ts$/,
    files: {
      'services/wallet/money-testing.ts': src('export const PAY_PASSWORD = "246801";'),
      'services/wallet/pay.ts': src(
        "import { PAY_PASSWORD } from './money-testing';",
        "export const pay = PAY_PASSWORD;",
      ),
    },
  },
  {
    rule: 'no-circular',
    from: 'services/storage/object-store.ts',
    to: /^services\/storage\/s3-store\.ts$/,
    files: {
      // Type-only on one side, as the storage circle was: still a circle.
      'services/storage/object-store.ts': src(
        "import { s3Store } from './s3-store';",
        "export interface ObjectStore { kind: string }",
        "export const store = s3Store;",
      ),
      'services/storage/s3-store.ts': src(
        "import type { ObjectStore } from './object-store';",
        "export const s3Store: ObjectStore = { kind: 's3' };",
      ),
    },
  },
];

type Violation = { rule: string; from: string; to: string };
const folders = ['src', 'machines', 'gateway', 'services'];

/**
 * Writes the tree to a fresh folder and runs the repository's lint there as `npm run lint` does (same config,
 * same report: its exit status is the number of violations).
 */
function lint(tree: Tree): { status: number | null; violations: Violation[]; stderr: string } {
  const dir = mkdtempSync(join(fixtures, 'tree-'));
  made.push(dir);
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const result = spawnSync(
    process.execPath,
    [cli, '--config', join(root, '.dependency-cruiser.mjs'), '--output-type', 'err-long', ...folders],
    { cwd: dir, encoding: 'utf8' },
  );
  // "  error <rule>: <from> → <to>", a circle continuing on the next lines.
  const found = result.stdout.matchAll(/^\s*error ([\w-]+): (\S+) →\s+(\S+)/gm);
  const violations = [...found].map(([, rule, from, to]) => ({ rule, from, to }));
  return { status: result.status, violations, stderr: result.stderr };
}

describe('import-boundaries lint', () => {
  it('passes a tree that keeps every boundary', () => {
    const result = lint(clean);
    expect(result.stderr).toBe('');
    expect(result.violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('reports each deliberately bad import under its rule, and nothing else', () => {
    const result = lint(Object.assign({}, clean, ...bad.map((b) => b.files)));
    for (const expected of bad) {
      const hit = result.violations.find(
        (v) => v.rule === expected.rule && v.from === expected.from && expected.to.test(v.to),
      );
      expect(hit, `${expected.rule}: ${expected.from}`).toBeDefined();
    }
    // Only the bad files are reported (a bad import may break two rules: a machine importing src/ is impure too).
    const badFiles = new Set(bad.flatMap((b) => Object.keys(b.files)));
    const unexpected = result.violations.filter((v) => !badFiles.has(v.from));
    expect(unexpected.map((v) => `${v.rule}: ${v.from} → ${v.to}`)).toEqual([]);
    expect(result.violations.length).toBeGreaterThanOrEqual(bad.length);
    expect(result.status).toBe(result.violations.length);
  });
});
