/**
 * `npm run rebuild -- <projection>`: drops a projection's read model and replays the event store
 * into it (rebuildProjection), with a progress bar; `npm run rebuild -- --list` names the
 * projections. Uses the app's configuration (DATABASE_URL, or the embedded PostgreSQL in
 * MERCATO_DATA_DIR, through the running app's server when it is up). Safe while the app runs:
 * readers see the old rows until the rebuild commits, and the live consumer waits for it.
 */
import type { DataSource } from 'typeorm';
import { openDataSource } from '@mercato/database';
import { PostgresEventStore } from '@mercato/event-store';
import { rebuildProjection, type Projection } from '@mercato/event-log';
import { openConfiguredDatabase, runtimeConfigFromEnv } from '@mercato/runtime';
import { allContexts } from '../services/gateway/src/contexts';
import { formatDuration, progressReporter } from './rebuild-progress';

const USAGE = 'usage: npm run rebuild -- <projection>   (npm run rebuild -- --list names them)';

class UsageError extends Error {}

function projectionNamed(name: string, projections: readonly Projection[]): Projection {
  const projection = projections.find((candidate) => candidate.name === name);
  if (!projection) throw new UsageError(`Unknown projection "${name}". Known projections: ${projections.map((known) => known.name).join(', ')}.`);
  return projection;
}

function list(projections: readonly Projection[]): string {
  const width = Math.max(...projections.map((projection) => projection.name.length));
  return projections.map((projection) => `${projection.name.padEnd(width)}  tables ${projection.tables.join(', ')}; topics ${projection.topics.join(', ')}`).join('\n');
}

async function rowCounts(dataSource: DataSource, tables: readonly string[]): Promise<string> {
  const counts: string[] = [];
  // Table names come from the projection's code, never from the command line.
  for (const table of tables) counts.push(`${table} ${(await dataSource.query(`SELECT count(*)::int AS n FROM "${table}"`))[0].n} rows`);
  return counts.join(', ');
}

async function rebuild(projection: Projection): Promise<void> {
  const config = runtimeConfigFromEnv('rebuild');
  const database = await openConfiguredDatabase(config);
  try {
    process.stderr.write(`Rebuilding ${projection.name} in ${database.description}\n`);
    const dataSource = await openDataSource({ url: database.url, applicationName: 'mercato-rebuild' });
    try {
      const progress = progressReporter(projection.name);
      const result = await rebuildProjection(dataSource, new PostgresEventStore(dataSource), projection, {
        onProgress: ({ done, total }) => progress.update(done, total),
      }).finally(() => progress.stop());
      const seconds = result.durationMs / 1000;
      const rate = seconds > 0 ? Math.round(result.events / seconds) : result.events;
      process.stdout.write(
        `Rebuilt ${projection.name} from ${result.events} events in ${formatDuration(seconds)} (${rate} events/s): ${await rowCounts(dataSource, projection.tables)}.\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.close();
  }
}

async function main(args: readonly string[]): Promise<void> {
  const { projections } = allContexts;
  if (args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.length !== 1) throw new UsageError(USAGE);
  if (args[0] === '--list') {
    process.stdout.write(`${list(projections)}\n`);
    return;
  }
  await rebuild(projectionNamed(args[0]!, projections));
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${error.message === USAGE ? '' : `${USAGE}\n`}`);
      process.exit(2);
    }
    process.stderr.write(`rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
