import { PERSONAL_HOME } from '@/lib/paths';
import { item, type SectionMenuNode } from './section-menu';

/**
 * The personal centre's side menu (spec section 2): three groups, workbench, account management and wallet.
 * Titles are i18n keys of menu.json. The pages themselves are rows of src/app/routes.ts with
 * `layout: 'personal'`; a row that is not here is a hidden route (see PERSONAL_HIDDEN_PARENTS).
 */
export const PERSONAL_MENU: SectionMenuNode[] = [
  {
    kind: 'group',
    key: 'group:workbench',
    title: 'menu.groups.workbench',
    children: [
      item(PERSONAL_HOME, 'menu.workbench'),
      {
        kind: 'submenu',
        key: 'submenu:myworks',
        title: 'menu.myworks.title',
        children: (['publish', 'assessment', 'offerBlueprint', 'contribute', 'check', 'execute', 'offerResource', 'resolve'] as const).map(
          (name) => item(`/personal/workbench/myworks/${name}`, `menu.myworks.${name}`),
        ),
      },
    ],
  },
  {
    kind: 'group',
    key: 'group:account',
    title: 'menu.groups.account',
    children: [
      item('/personal/accountManagement/personalData/baseInfo', 'menu.account.baseInfo'),
      item('/personal/accountManagement/account/realNameAuth', 'menu.account.realNameAuth'),
      item('/personal/accountManagement/account/bankCardAuth', 'menu.account.bankCardAuth'),
      item('/personal/accountManagement/account/expertAuth', 'menu.account.expertAuth'),
      item('/personal/accountManagement/secure', 'menu.account.secure'),
    ],
  },
  {
    kind: 'group',
    key: 'group:wallet',
    title: 'menu.groups.wallet',
    children: [
      item('/personal/wallet/overview', 'menu.wallet.overview'),
      item('/personal/wallet/fiatWallet', 'menu.wallet.fiatWallet'),
      item('/personal/wallet/daCoinWallet', 'menu.wallet.daCoinWallet'),
      {
        kind: 'submenu',
        key: 'submenu:records',
        title: 'menu.wallet.records',
        children: [
          item('/personal/wallet/record/flowRecord', 'menu.wallet.flowRecord'),
          item('/personal/wallet/record/rechargeRecord', 'menu.wallet.rechargeRecord'),
          item('/personal/wallet/record/withdrawRecord', 'menu.wallet.withdrawRecord'),
        ],
      },
    ],
  },
];

/**
 * The entry a hidden route of the personal centre selects (its menu parent). The spec lists these routes
 * under the personal centre without naming their parents; these are our choice (docs/contracts.md).
 * Routes under a menu path (…/bankCardAuth/bankCardAuthDetail) need no line: they select that entry.
 */
export const PERSONAL_HIDDEN_PARENTS: Readonly<Record<string, string>> = {
  '/recharge': '/personal/wallet/fiatWallet',
  '/cash': '/personal/wallet/fiatWallet',
  '/exchange': '/personal/wallet/daCoinWallet',
  '/pay': '/personal/wallet/fiatWallet',
  '/publishRequirements': '/personal/workbench/myworks/publish',
  '/requirementTopic': '/personal/workbench/myworks/publish',
  '/preReview': '/personal/workbench/myworks/assessment',
  '/review': '/personal/workbench/myworks/check',
  '/reviewNotice': '/personal/workbench/myworks/check',
  '/scoringTable': '/personal/workbench/myworks/check',
  '/provideSolutions': '/personal/workbench/myworks/resolve',
};
