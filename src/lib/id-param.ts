/** `?id=` of a page as a positive 32-bit id, or null (missing or not a number: the page says it is not found). */
export function idParam(params: URLSearchParams): number | null {
  const raw = params.get('id');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
