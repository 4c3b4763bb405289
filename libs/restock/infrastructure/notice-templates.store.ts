import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_NOTICE_TEMPLATES, assertNoticeTemplateCompiles, noticeLanguageFor, type NoticeTemplate } from '@mercato/restock/application';
import type { SiteNoticeTemplate } from '@mercato/restock/views';

export type { SiteNoticeTemplate } from '@mercato/restock/views';

interface TemplateRow {
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
}

const fromRow = (row: TemplateRow): NoticeTemplate => ({ subject: row.subject, text: row.text_body, html: row.html_body });

export async function siteTemplates(manager: EntityManager, websiteId: string): Promise<Map<string, NoticeTemplate>> {
  const rows: TemplateRow[] = await manager.query(`SELECT language, subject, text_body, html_body FROM restock_mail_templates WHERE website_id = $1`, [websiteId]);
  return new Map(rows.map((row) => [row.language, fromRow(row)]));
}

/** The template set a notice in `language` renders with (the site's own, `own`, before the built-in), and its language. */
export function noticeTemplateFor(own: ReadonlyMap<string, NoticeTemplate>, language: string): { language: string; template: NoticeTemplate } {
  const chosen = noticeLanguageFor(language, [...new Set([...Object.keys(DEFAULT_NOTICE_TEMPLATES), ...own.keys()])]);
  // The fallback language always has a built-in set.
  const template = own.get(chosen) ?? DEFAULT_NOTICE_TEMPLATES[chosen] ?? (DEFAULT_NOTICE_TEMPLATES.en as NoticeTemplate);
  return { language: chosen, template };
}

/** The owner's view and edits of a site's notice templates. */
@Injectable()
export class NoticeTemplates {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async list(websiteId: string): Promise<SiteNoticeTemplate[]> {
    const own = await siteTemplates(this.dataSource.manager, websiteId);
    const languages = [...new Set([...Object.keys(DEFAULT_NOTICE_TEMPLATES), ...own.keys()])].sort();
    return languages.map((language) => {
      const template = own.get(language) ?? (DEFAULT_NOTICE_TEMPLATES[language] as NoticeTemplate);
      return { language, ...template, isDefault: !own.has(language) };
    });
  }

  /** Saves a language's set once every part compiles; a RestockError with the engine's message otherwise. */
  async save(websiteId: string, language: string, template: NoticeTemplate): Promise<SiteNoticeTemplate> {
    assertNoticeTemplateCompiles(template);
    await this.dataSource.query(
      `INSERT INTO restock_mail_templates (website_id, language, subject, text_body, html_body, updated_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (website_id, language) DO UPDATE SET subject = EXCLUDED.subject, text_body = EXCLUDED.text_body, html_body = EXCLUDED.html_body, updated_at = EXCLUDED.updated_at`,
      [websiteId, language.toLowerCase(), template.subject, template.text, template.html],
    );
    return { language: language.toLowerCase(), ...template, isDefault: false };
  }
}
