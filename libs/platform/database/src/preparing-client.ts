import { createHash } from 'node:crypto';
import { Client, type QueryConfig } from 'pg';

/**
 * At most this many distinct statements are prepared per process; any further ones run unnamed.
 * Each prepared statement stays on every pooled connection that ran it, so the bound keeps
 * dynamically built SQL from growing the server's memory without limit.
 */
export const MAX_PREPARED_STATEMENTS = 500;

const statementNames = new Map<string, string>();

/** The name a parameterised statement is prepared under, or undefined once the bound is reached. */
export function preparedStatementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= MAX_PREPARED_STATEMENTS) return known;
  const name = `mercato_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  statementNames.set(text, name);
  return name;
}

/**
 * A `pg` client that runs every parameterised statement as a named prepared statement. The
 * connection parses and plans it once and then only binds and executes: on the hot paths (event
 * appends, stream loads, projection batches) PostgreSQL spent more CPU planning these statements
 * than executing them (tests/load/RESULTS.md). Statements without parameters, and query objects,
 * pass through unchanged.
 */
export class PreparingClient extends Client {
  // Overloads of pg's query are many; only the (text, values[, callback]) form is rewritten.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = preparedStatementName(text);
      if (name !== undefined) {
        const config: QueryConfig = { name, text, values };
        args = callback === undefined ? [config] : [config, callback];
      }
    }
    return (Client.prototype.query as (...queryArgs: unknown[]) => never).apply(this, args);
  }
}
