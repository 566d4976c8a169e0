/**
 * The development aids' public module (lint rule `services-domain-public-module`): the routes (app.ts), who may
 * use them, and the start-up notice (scripts/start.ts, services/server.ts).
 */
export { devRoutes } from './dev.routes';
export { isLoopbackAddress, mayUseDevAids } from './dev-access';
export { devAidsNotice, type DevAidsNoticeOptions } from './dev-aids-notice';
export { createWalkRecorder, recordGatewaySteps, VIA_GATEWAY, VIA_GATEWAY_HEADER, type WalkRecorder } from './walk-recorder';
