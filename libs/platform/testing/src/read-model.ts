import type { DataSource } from 'typeorm';

/**
 * Every row of the given read-model tables, each table ordered by the whole row, so two reads of
 * the same rows compare equal: how tests prove a rebuild reproduces the live read model row for row.
 */
export async function readModelRows(dataSource: DataSource, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  // Table names come from a projection's code, never from input.
  for (const table of tables) rows[table] = await dataSource.query(`SELECT * FROM "${table}" t ORDER BY t::text`);
  return rows;
}
