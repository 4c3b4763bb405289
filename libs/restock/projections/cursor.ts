/** Opaque page cursors: the last row's sort key, base64url JSON, so clients cannot depend on its shape. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key of a cursor; undefined for none. A cursor that is not one of ours is refused by the caller. */
export function decodeCursor(cursor: string | undefined): unknown[] | undefined | 'invalid' {
  if (!cursor) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(key) ? key : 'invalid';
  } catch {
    return 'invalid';
  }
}
