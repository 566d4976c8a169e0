/**
 * Whether the portal runs with its development aids (outbox page, state charts for everyone). That is the
 * server's NODE_ENV, not the build mode: `npm start` serves a production build with the aids on. The gateway
 * writes it into `<meta name="portal-env">` of index.html; under the Vite dev server the tag keeps `auto`
 * and the build mode decides.
 */
export function readProductionRuntime(doc: Pick<Document, 'querySelector'> | undefined, buildIsProduction: boolean): boolean {
  const content = doc?.querySelector('meta[name="portal-env"]')?.getAttribute('content');
  if (content === 'production') return true;
  if (content === 'development') return false;
  return buildIsProduction;
}

export const productionRuntime: boolean = readProductionRuntime(
  typeof document === 'undefined' ? undefined : document,
  import.meta.env.PROD,
);
