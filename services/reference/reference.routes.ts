/** Reference data of docs/contracts.md: public, no token. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { categoriesRoutes } from './categories.routes';
import { countriesRoutes } from './countries.routes';
import { dictRoutes } from './dict.routes';
import { industriesRoutes } from './industries.routes';
import { routersRoutes } from './routers.routes';

export function referenceRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(countriesRoutes(ctx));
    await app.register(industriesRoutes(ctx));
    await app.register(categoriesRoutes(ctx));
    await app.register(dictRoutes(ctx));
    await app.register(routersRoutes(ctx));
  };
}
