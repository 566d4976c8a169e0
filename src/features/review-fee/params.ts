/** `?id=` as a positive id, or null. */
export function idParam(params: URLSearchParams): number | null {
  const raw = params.get('id');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const taskDetailPath = (requirementId: number) => `/taskDetail?id=${requirementId}`;
