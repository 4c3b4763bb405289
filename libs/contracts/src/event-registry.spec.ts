import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DescFile } from '@bufbuild/protobuf';
import { EVENT_REGISTRY, EVENT_TOPICS } from './index';

/**
 * The events.proto of every context, found on disk so a new context is checked without editing this
 * test. Events files declare events only; their helper types live in sibling files.
 */
function eventFiles(): DescFile[] {
  const generated = join(__dirname, 'gen', 'mercato');
  return readdirSync(generated).flatMap((context) =>
    readdirSync(join(generated, context)).flatMap((version) => {
      const path = join(generated, context, version, 'events_pb.ts');
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a generated module found at run time
        const module = require(path) as Record<string, unknown>;
        return Object.values(module).filter((value): value is DescFile => (value as DescFile | undefined)?.kind === 'file');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return [];
        throw error;
      }
    }),
  );
}

/** Short event names declared by more than one message, with the full names that declare them. */
function namesDeclaredTwice(fullNames: readonly string[]): Record<string, string[]> {
  const byShortName = new Map<string, string[]>();
  for (const fullName of fullNames) {
    const shortName = fullName.slice(fullName.lastIndexOf('.') + 1);
    byShortName.set(shortName, [...(byShortName.get(shortName) ?? []), fullName]);
  }
  return Object.fromEntries([...byShortName].filter(([, declaredBy]) => declaredBy.length > 1));
}

describe('EVENT_REGISTRY', () => {
  const files = eventFiles();

  it('finds the events of every context', () => {
    expect(files.map((file) => file.proto.package).sort()).toEqual([
      'mercato.cart.v1',
      'mercato.catalog.v1',
      'mercato.forms.v1',
      'mercato.giftcards.v1',
      'mercato.orders.v1',
      'mercato.restock.v1',
      'mercato.site_users.v1',
      'mercato.sites.v1',
      'mercato.subscriptions.v1',
    ]);
  });

  // The events table and the event-type header store the short name, so two contexts declaring the
  // same one would decode each other's events with the wrong schema.
  it('has no event name declared by two contexts', () => {
    const fullNames = files.flatMap((file) => file.messages.map((message) => message.typeName));
    expect(namesDeclaredTwice(fullNames)).toEqual({});
  });

  it('reports a short name declared in two packages', () => {
    expect(namesDeclaredTwice(['mercato.catalog.v1.ItemAdded', 'mercato.cart.v1.ItemAdded', 'mercato.sites.v1.SiteCreated'])).toEqual({
      ItemAdded: ['mercato.catalog.v1.ItemAdded', 'mercato.cart.v1.ItemAdded'],
    });
  });

  it('registers every event message under its short name, with the topic its package names', () => {
    const topicOfPackage: Record<string, string> = {
      'mercato.cart.v1': EVENT_TOPICS.cart,
      'mercato.catalog.v1': EVENT_TOPICS.catalog,
      'mercato.sites.v1': EVENT_TOPICS.sites,
      'mercato.forms.v1': EVENT_TOPICS.forms,
      'mercato.restock.v1': EVENT_TOPICS.restock,
      'mercato.site_users.v1': EVENT_TOPICS.siteUsers,
      'mercato.giftcards.v1': EVENT_TOPICS.giftCards,
      'mercato.subscriptions.v1': EVENT_TOPICS.subscriptions,
      'mercato.orders.v1': EVENT_TOPICS.orders,
    };
    const registered = files.flatMap((file) =>
      file.messages.map((message) => [message.name, { schema: message, topic: topicOfPackage[file.proto.package] }] as const),
    );
    expect(Object.fromEntries(registered)).toEqual(EVENT_REGISTRY);
  });
});
