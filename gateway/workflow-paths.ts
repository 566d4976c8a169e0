// The workflow routes put caller-given text (entity type and id) into a REST path. Each value is one encoded path
// segment: `/` is escaped by encodeURIComponent, and a bare `.` or `..` would still be read as a dot segment by
// some servers and proxies, so dots are escaped too. The services then answer an unknown type or id themselves
// (a localised 400 or 404), and no value can reach another route.

function segment(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}

/** GET /workflow/v1/{entityType}/{entityId} */
export function workflowPath(entityType: string, entityId: string): string {
  return `/workflow/v1/${segment(entityType)}/${segment(entityId)}`;
}

/** GET /workflow/v1/{entityType}/{entityId}/receipts/{seq} */
export function receiptPath(entityType: string, entityId: string, seq: number): string {
  return `${workflowPath(entityType, entityId)}/receipts/${seq}`;
}

/** The key of the per-request workflow loader: one REST call per entity, however often a query names it. */
export function workflowKey(entityType: string, entityId: string | number): string {
  return `${entityType}\n${entityId}`;
}

export function parseWorkflowKey(key: string): { entityType: string; entityId: string } {
  const at = key.indexOf('\n');
  return { entityType: key.slice(0, at), entityId: key.slice(at + 1) };
}
