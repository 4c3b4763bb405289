/**
 * A batch of rows as one array per column, in `columns`' order, for a statement that joins a table
 * with `unnest($1::text[], $2::integer[], ...) AS t(a, b, ...)`. The planner then knows the batch's
 * size (its length; 10 in a generic plan), where jsonb_to_recordset is always estimated at 100 rows:
 * enough to turn the join with a table of some thousand rows into a hash join over all of them, as it
 * did for the carts' analytics (2 ms a batch against 0.3, tests/load/RESULTS.md). A missing field is NULL.
 */
export function rowsByColumn<Row extends object, Column extends keyof Row>(rows: readonly Row[], columns: readonly Column[]): Array<Array<Row[Column]>> {
  return columns.map((column) => rows.map((row) => row[column]));
}
