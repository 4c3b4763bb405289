import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler, type Code, type TemplateError } from '@squarespace/template-engine';

/**
 * JSON-T, the site builder's template language, rendered by the maintained
 * `@squarespace/template-engine` behind this small port: mail bodies compile with
 * `compileJsonTemplate` (owners' edits are refused on its errors) and render with
 * `renderJsonTemplate`. The conformance stage runs the upstream cases through the same two calls.
 */

/** What a template is rendered with. `locale` 'none' renders without locale data. */
export interface JsonTemplateInput {
  readonly template: string;
  readonly json: unknown;
  /** BCP-47 tag; 'en' when absent. */
  readonly locale?: string;
  /** Epoch milliseconds the template sees as now (relative times); the clock when absent. */
  readonly now?: number;
  /** Partial name -> template source, used by `apply` and `.include`. */
  readonly partials?: Readonly<Record<string, string>>;
  /** File name -> JSON value bound by `.inject`. */
  readonly injects?: Readonly<Record<string, unknown>>;
}

export interface JsonTemplateOutput {
  readonly output: string;
  /** Compile and run-time errors, as the engine words them ("SyntaxError: …", "RuntimeError: …"). */
  readonly errors: readonly string[];
}

const compiler = new Compiler();
const packsDirectory = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs');

/** The CLDR pack of a locale's language, read from @phensley/cldr's own files on first use. */
const cldrFramework: CLDRFramework = new CLDRFramework({
  loader: (language: string) => readFileSync(join(packsDirectory, `${language}.json`), 'utf-8'),
});

const describe = (errors: readonly TemplateError[]): string[] => errors.map((error) => error.message);

function parse(source: string): { code: Code; errors: string[] } {
  const { code, errors } = compiler.parse(source);
  return { code, errors: describe(errors) };
}

/** The engine's parser and assembler errors for a template; empty when it compiles. */
export function compileJsonTemplate(source: string): readonly string[] {
  return parse(source).errors;
}

/** The engine's CLDR bundle for a locale, undefined for 'none' (locale-aware formatters print nothing). */
function cldrFor(locale: string) {
  if (locale === 'none') return undefined;
  return cldrFramework.get(locale);
}

export function renderJsonTemplate(input: JsonTemplateInput): JsonTemplateOutput {
  const main = parse(input.template);
  // The engine compiles partials on first use and reports their parse errors as run-time errors.
  const { ctx, errors } = compiler.execute({
    code: main.code,
    json: input.json,
    partials: { ...input.partials },
    injects: input.injects ? { ...input.injects } : undefined,
    cldr: cldrFor(input.locale ?? 'en'),
    now: input.now,
    enableExpr: true,
    enableInclude: true,
  });
  return { output: ctx.render(), errors: [...main.errors, ...describe(errors)] };
}
