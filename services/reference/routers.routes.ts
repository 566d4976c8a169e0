/**
 * GET /getRouters: the server menu for the caller. An item with neither roles nor permissions is public;
 * otherwise the caller needs one of its roles (hasRole: admin passes) or one of its permissions (hasPermi:
 * `*:*:*` passes). Items marked public outside production are shown to everyone unless NODE_ENV=production,
 * and then carry no roles in `meta`, since none are required.
 */
import type { FastifyPluginAsync } from 'fastify';
import { hasPermi, hasRole } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { envelope, errorResponses, type JsonSchema } from '../lib/schemas';
import type { MenuRow } from './menus.repository';

export type RouterItem = {
  name: string;
  path: string;
  hidden: boolean;
  component: string | null;
  meta: { title: string; icon: string | null; roles: string[]; permissions: string[]; link: string | null; noCache: boolean };
  children: RouterItem[];
};

export function buildRouterTree(rows: MenuRow[], caller: { roles: string[]; permissions: string[] }, production: boolean): RouterItem[] {
  const openToAll = (row: MenuRow) => (row.roles.length === 0 && row.permissions.length === 0) || (!production && row.publicOutsideProduction);
  const visible = (row: MenuRow) =>
    openToAll(row) || row.roles.some((r) => hasRole(caller.roles, r)) || row.permissions.some((p) => hasPermi(caller.permissions, p));
  const build = (parentId: number | null): RouterItem[] =>
    rows
      .filter((row) => row.parentId === parentId && visible(row))
      .map((row) => ({
        name: row.name,
        path: row.path,
        hidden: row.hidden,
        component: row.component,
        meta: {
          title: row.title,
          icon: row.icon,
          roles: openToAll(row) ? [] : row.roles,
          permissions: openToAll(row) ? [] : row.permissions,
          link: row.link,
          noCache: row.noCache,
        },
        children: build(row.id),
      }));
  return build(null);
}

const metaSchema: JsonSchema = {
  type: 'object',
  required: ['title', 'icon', 'roles', 'permissions', 'link', 'noCache'],
  properties: {
    title: { type: 'string', description: 'an i18n key of the app, e.g. menu.statecharts' },
    icon: { type: ['string', 'null'] },
    roles: { type: 'array', items: { type: 'string' }, description: 'roles of which the caller needs one; empty when open to everyone' },
    permissions: { type: 'array', items: { type: 'string' } },
    link: { type: ['string', 'null'] },
    noCache: { type: 'boolean' },
  },
};
const itemFields = {
  name: { type: 'string' },
  path: { type: 'string' },
  hidden: { type: 'boolean' },
  component: { type: ['string', 'null'] },
  meta: metaSchema,
};
// Two levels are all the menus hold; the schema names them so the serializer keeps nested items.
const childItem: JsonSchema = { type: 'object', required: ['name', 'path', 'hidden', 'meta', 'children'], properties: { ...itemFields, children: { type: 'array', maxItems: 0 } } };
const item: JsonSchema = {
  type: 'object',
  required: ['name', 'path', 'hidden', 'meta', 'children'],
  properties: { ...itemFields, children: { type: 'array', items: childItem } },
};

export function routersRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/getRouters',
      {
        schema: {
          tags: ['reference'],
          summary: "The server menu for the caller's roles",
          description: 'Anonymous callers get the public items. The token is optional.',
          security: [{ bearer: [] }, {}],
          response: { 200: envelope({ type: 'array', items: item }), ...errorResponses() },
        },
      },
      async (request) => {
        const caller = request.auth ?? { roles: [], permissions: [] };
        return ok(request, buildRouterTree(await ctx.repos.menus.all(), caller, ctx.config.production));
      },
    );
  };
}
