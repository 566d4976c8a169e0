/**
 * Reading PostgreSQL errors by SQLSTATE. Drizzle wraps the driver's error (node-postgres or PGlite) in its own,
 * with the original as `cause`, so the code is looked for down a short cause chain.
 */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** 23505: a unique index refused the row (someone else holds that phone, ID number, default card, ...). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The name of the constraint or unique index a violation names (node-postgres and PGlite both report it). */
export function constraintOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string' && name) return name;
  }
  return null;
}

/** SQLSTATE class 22 (data exception: a value the column type cannot hold) is the request's fault, not ours. */
export function isDataException(error: unknown): boolean {
  return /^22/.test(sqlStateOf(error) ?? '');
}
