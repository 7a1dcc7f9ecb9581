import { invalidCursor } from './conversations.errors.js';

/** A keyset position: the timestamp of the last item of a page and its id, which breaks ties. */
export type Keyset = { at: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = ({ at, id }: Keyset) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(at.getTime())) throw invalidCursor();
  return { at, id };
}

/** Splits the one extra row fetched past `limit` off into the next page's cursor. */
export function toPage<T, R>(rows: T[], limit: number, keyOf: (row: T) => Keyset, map: (row: T) => R) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}
