import type { DataSource } from 'typeorm';
import { createTestDatabase } from '@mercato/testing';
import { openDataSource } from './data-source';

describe('prepared statements', () => {
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  });
  afterAll(() => database.drop());

  /** The statements this data source's single connection holds prepared, after running one query twice. */
  async function preparedAfterTwoRuns(dataSource: DataSource): Promise<string[]> {
    try {
      for (const n of [1, 2]) expect(await dataSource.query('SELECT $1::int + 40 AS answer', [n])).toEqual([{ answer: n + 40 }]);
      const rows: Array<{ statement: string }> = await dataSource.query(`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%+ 40 AS answer'`);
      return rows.map((row) => row.statement);
    } finally {
      await dataSource.destroy();
    }
  }

  it('parses a parameterised statement once per connection and reuses it', async () => {
    const dataSource = await openDataSource({ url: database.url, poolSize: 1 });
    expect(await preparedAfterTwoRuns(dataSource)).toEqual(['SELECT $1::int + 40 AS answer']);
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=false, for poolers that cannot keep prepared statements', async () => {
    const dataSource = await openDataSource({ url: database.url, poolSize: 1, preparedStatements: false });
    expect(await preparedAfterTwoRuns(dataSource)).toEqual([]);
  });
});
