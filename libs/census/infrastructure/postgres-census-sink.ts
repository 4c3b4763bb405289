import type { DataSource } from 'typeorm';
import { CENSUS_HEADERS } from '@mercato/contracts';
import type { CensusMessage } from '@mercato/census/domain';
import type { CensusSink } from '@mercato/census/application';

/**
 * PostgreSQL's text and jsonb cannot hold the NUL character that JSON and client keys may carry:
 * such a record would fail its whole batch, again on every retry. Stored as U+FFFD instead (in
 * JSON, an escaped backslash before "u0000" is left alone).
 */
const JSON_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;
export const withoutNul = (json: string): string => json.replace(JSON_NUL, '$1\\ufffd');
const textWithoutNul = (text: string): string => text.replaceAll('\0', '\ufffd');

/** Embedded mode: each write is one multi-row INSERT, committed before it resolves. */
export class PostgresCensusSink implements CensusSink {
  constructor(private readonly dataSource: DataSource) {}

  async start(): Promise<void> {
    // The table comes with the runtime's schema (censusSchema); the data source is the runtime's.
  }

  async write(messages: readonly CensusMessage[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO census_records (topic, key, record_id, headers, value, received_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::jsonb[], $5::jsonb[], $6::timestamptz[])`,
      [
        messages.map((message) => message.topic),
        messages.map((message) => textWithoutNul(message.key)),
        messages.map((message) => message.headers[CENSUS_HEADERS.recordId]),
        messages.map((message) => withoutNul(JSON.stringify(message.headers))),
        messages.map((message) => withoutNul(message.value)),
        messages.map((message) => message.headers[CENSUS_HEADERS.receivedAt]),
      ],
    );
  }

  async close(): Promise<void> {
    // The runtime closes the data source.
  }
}
