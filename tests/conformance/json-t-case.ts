import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The corpus as copied from ../shared/conformance/json-t (see json-t/README.md for its source and licence). */
export const CORPUS = join(__dirname, 'json-t');

const SECTION_HEADER = /^:([A-Za-z0-9_-]+)\s*$/;

/**
 * A case file's sections, read the way the upstream loader reads them (corpus README, "File
 * format"): bodies untrimmed; the final section is kept only when its name has no body yet.
 */
export function parseSections(text: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let name: string | null = null;
  let body: string[] = [];
  for (const line of text.split('\n')) {
    const header = SECTION_HEADER.exec(line);
    if (!header) {
      body.push(line);
      continue;
    }
    if (name !== null) sections[name] = body.join('\n');
    name = header[1] ?? null;
    body = [];
  }
  if (name !== null && !sections[name]) sections[name] = body.join('\n');
  return sections;
}

export interface RenderCase {
  readonly path: string;
  readonly template: string;
  readonly json: unknown;
  readonly expected: string;
  readonly locale?: string;
  readonly now?: number;
  readonly partials?: Record<string, string>;
  readonly injects?: Record<string, unknown>;
}

interface CaseParams {
  readonly locale?: string;
  readonly now?: number;
}

/** `:PROPERTIES` (Java key=value lines, plugins/i18n only) read like `:PARAMS`, as the corpus README advises. */
function propertiesParams(text: string): CaseParams {
  const pairs = new Map(
    text
      .split('\n')
      .map((line) => line.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([key, value]) => [key.trim(), value.trim()] as const),
  );
  const now = pairs.get('now');
  return { locale: pairs.get('locale'), now: now === undefined ? undefined : Number(now) };
}

const parseJsonMap = (text: string | undefined, decode: (value: string) => unknown): Record<string, unknown> | undefined =>
  text === undefined ? undefined : Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, string>).map(([key, value]) => [key, decode(value)]));

export function loadRenderCase(path: string): RenderCase {
  const sections = parseSections(readFileSync(join(CORPUS, 'cases', path), 'utf-8'));
  const params: CaseParams = sections.PARAMS
    ? (JSON.parse(sections.PARAMS) as CaseParams)
    : sections.PROPERTIES
      ? propertiesParams(sections.PROPERTIES)
      : {};
  return {
    path,
    template: sections.TEMPLATE ?? '',
    json: sections.JSON === undefined || sections.JSON.trim() === '' ? {} : JSON.parse(sections.JSON),
    expected: (sections.OUTPUT ?? '').trim(),
    locale: params.locale,
    now: params.now,
    partials: parseJsonMap(sections.PARTIALS, (source) => source) as Record<string, string> | undefined,
    injects: parseJsonMap(sections.INJECT, (json) => JSON.parse(json)),
  };
}

export interface IndexRow {
  readonly path: string;
  readonly kind: string;
  readonly upstreamRun: boolean;
}

/** INDEX.tsv: one row per corpus file (generated metadata, not upstream). */
export function corpusIndex(): IndexRow[] {
  const [, ...rows] = readFileSync(join(CORPUS, 'INDEX.tsv'), 'utf-8').trim().split('\n');
  return rows.map((row) => {
    const [path = '', kind = '', upstreamRun = ''] = row.split('\t');
    return { path, kind, upstreamRun: upstreamRun === 'yes' };
  });
}
