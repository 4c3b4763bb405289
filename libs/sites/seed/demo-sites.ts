import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Logger } from '@mercato/observability';
import { ContributorRole } from '@mercato/spec';
import { CreateSiteCommand } from '@mercato/sites/application';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import demoOwner from './demo-owner.json';

/** The demo owner's credentials (README); a JSON file so the e2e global setup, plain JavaScript, reads the same. */
export const DEMO_OWNER: { readonly email: string; readonly password: string } = demoOwner;
export const DEMO_TEMPLATE_ID = 'mercato-basic';

export interface DemoSite {
  readonly websiteId: string;
  readonly title: string;
  /** The first one is where the seed reaches the site's API. */
  readonly hostnames: readonly string[];
  readonly currency: string;
  readonly timeZone: string;
  readonly locale: string;
  readonly tagline: string;
  readonly ownerRole: ContributorRole;
}

/** `npm start`'s demo: a USD site on localhost, and a JPY site on jpy.localhost. */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    websiteId: 'demo-site',
    title: 'Mercato Demo Store',
    hostnames: ['localhost', '127.0.0.1', 'demo.localhost'],
    currency: 'USD',
    timeZone: 'America/New_York',
    locale: 'en-US',
    tagline: 'Objects for slow mornings',
    ownerRole: ContributorRole.ADMIN,
  },
  {
    websiteId: 'tokyo-tea-house',
    title: 'Tokyo Tea House',
    hostnames: ['jpy.localhost'],
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    locale: 'ja-JP',
    tagline: '茶道具',
    ownerRole: ContributorRole.STORE_MANAGER,
  },
];

/** The demo owner's account, with a role on each demo site; the accounts context creates it. */
export const DEMO_OWNER_ACCOUNT = {
  ...DEMO_OWNER,
  displayName: 'Demo Owner',
  roles: DEMO_SITES.map((site) => ({ websiteId: site.websiteId, role: site.ownerRole })),
};

/**
 * The sites half of the demo seed, run where the sites live (the embedded gateway, or the sites
 * service with MERCATO_SEED=demo): both sites with an empty main navigation. A database that
 * already has the first demo site is left as it is; answers whether it seeded.
 */
export async function seedDemoSites(app: INestApplicationContext, logger: Logger): Promise<boolean> {
  const existing: unknown[] = await app.get(DataSource).query('SELECT 1 FROM site_hosts WHERE website_id = $1', [DEMO_SITES[0]!.websiteId]);
  if (existing.length > 0) return false;
  const commands = app.get(CommandBus);
  for (const site of DEMO_SITES) {
    await commands.execute(
      new CreateSiteCommand({
        websiteId: site.websiteId,
        title: site.title,
        hostnames: site.hostnames,
        currency: site.currency,
        timeZone: site.timeZone,
        templateId: DEMO_TEMPLATE_ID,
        locale: site.locale,
        header: { title: site.title, tagline: site.tagline },
        footer: { text: `© ${site.title}` },
        navigations: [{ fieldName: MAIN_NAVIGATION, title: 'Main Navigation', items: [] }],
      }),
    );
  }
  logger.info('seeded the demo sites');
  return true;
}
