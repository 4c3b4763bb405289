// Writes the JSON schemas of what every API route answers (libs/platform/http/src/openapi/generated-answer-schemas.json)
// from the TypeScript return types of the controllers' handlers: the view types the services build
// and the storefront and console read, so the OpenAPI document cannot drift from them.
// Usage: node -r @swc-node/register scripts/gen-answer-schemas.ts  (a unit spec fails while the file is stale).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { globSync } from 'glob';
import { createGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';
import { GALLERY_OPTIONS } from '@mercato/spec';

const ROOT = resolve(__dirname, '..');
export const ANSWER_SCHEMAS_FILE = join(ROOT, 'libs/platform/http/src/openapi/generated-answer-schemas.json');
const CONTROLLER_FILES = ['libs/**/*.ts', 'services/*/src/**/*.ts'];
const NOT_CONTROLLERS = ['**/node_modules/**', '**/*.spec.ts', '**/*.test.ts', '**/*-test.ts', '**/*.d.ts'];
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All']);

type Schema = Record<string, unknown>;

/**
 * `Controller.method` -> the JSON of its answer (null: it answers no body; absent: its type says
 * nothing, as a handler that writes its own answer), and the named schemas they refer to.
 */
export interface AnswerSchemas {
  readonly answers: Record<string, Schema | null>;
  readonly schemas: Record<string, Schema>;
}

interface Route {
  readonly file: string;
  readonly controller: string;
  readonly method: string;
}

function decoratorNames(node: ts.Node): string[] {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((decorator) => {
    const call = decorator.expression;
    return ts.isCallExpression(call) ? call.expression.getText() : call.getText();
  });
}

/** The exported controllers' route handlers, read from the source (no program needed). */
export function findRoutes(): Route[] {
  const routes: Route[] = [];
  for (const file of globSync(CONTROLLER_FILES, { cwd: ROOT, ignore: NOT_CONTROLLERS }).sort()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!text.includes('@Controller(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorNames(statement).includes('Controller')) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) throw new Error(`${file}: export ${statement.name.text} so its answers can be documented`);
      for (const member of statement.members) {
        if (ts.isMethodDeclaration(member) && decoratorNames(member).some((name) => ROUTE_DECORATORS.has(name))) {
          routes.push({ file, controller: statement.name.text, method: member.name.getText() });
        }
      }
    }
  }
  return routes;
}

/** Generates the schemas; takes some seconds (one TypeScript program over the controllers). */
export function generateAnswerSchemas(): AnswerSchemas {
  const routes = findRoutes();
  // The generator reads types, not expressions: one alias per handler, in a scratch file under
  // node_modules (where no glob over the sources looks) that imports the controllers.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  const scratch = mkdtempSync(join(ROOT, 'node_modules/.cache/answer-schemas-'));
  try {
    const entry = join(scratch, 'answers.ts');
    const imports = new Map<string, string>();
    for (const route of routes) imports.set(route.controller, `./${relative(scratch, join(ROOT, route.file)).replace(/\.ts$/, '')}`);
    writeFileSync(
      entry,
      [
        ...[...imports].map(([name, path]) => `import type { ${name} } from '${path}';`),
        // Promise<...>: the generator then asks the type checker for the awaited type, which also reads sync handlers.
        ...routes.map((route) => `export type ${alias(route)} = Promise<ReturnType<${route.controller}['${route.method}']>>;`),
      ].join('\n'),
    );
    const generator = createGenerator({ path: entry, tsconfig: join(ROOT, 'tsconfig.json'), type: '*', expose: 'export', topRef: false, jsDoc: 'extended', skipTypeCheck: true, additionalProperties: false });
    const definitions: Record<string, unknown> = {};
    const roots = new Map<Route, unknown>();
    const failures: string[] = [];
    for (const route of routes) {
      let schema;
      try {
        schema = generator.createSchema(alias(route));
      } catch (error) {
        // The generator's own message is vague ("Unhandled error..."); its cause says more.
        const cause = (error as { cause?: Error }).cause?.message ?? '';
        failures.push(`${route.controller}.${route.method}: ${(error as Error).message.split('\n')[0]} ${cause}`.trim());
        continue;
      }
      const { definitions: named, $schema: _dialect, ...root } = schema;
      roots.set(route, root);
      for (const [name, definition] of Object.entries(named ?? {})) {
        if (definitions[name] && JSON.stringify(definitions[name]) !== JSON.stringify(definition)) failures.push(`two answer types are named ${name}: rename one`);
        definitions[name] = definition;
      }
    }
    if (failures.length) throw new Error(`Cannot derive the answers of:\n${failures.join('\n')}`);
    return toOpenApi(roots, definitions);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function alias(route: Route): string {
  return `${route.controller}__${route.method}`;
}

/**
 * Types the generator cannot read (its `infer` drops mapped option types), with their schemas made
 * from the same table the type is made from.
 */
const FROM_TABLES: Record<string, () => Schema> = {
  GalleryOptions: () => ({
    type: 'object',
    description: 'Spec §9 gallery options, every one resolved.',
    properties: Object.fromEntries(
      Object.entries(GALLERY_OPTIONS).map(([name, option]) => [
        name,
        option.kind === 'boolean' ? { type: 'boolean' } : option.kind === 'range' ? { type: 'number', minimum: option.min, maximum: option.max } : { type: 'string', enum: [...option.values] },
      ]),
    ),
    required: Object.keys(GALLERY_OPTIONS),
    additionalProperties: false,
  }),
};

/** A definition becomes an OpenAPI component when its name can be one; the generator's own names (`ValueOf<...>`) are inlined. */
const COMPONENT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The value null, as OpenAPI 3.0 can say it. */
const NULL = { type: 'object', nullable: true, enum: [null] } as const;

/** JSON Schema (draft 7, as generated) to the OpenAPI 3.0 dialect: `nullable`, `enum` for `const`, components for definitions. */
function toOpenApi(roots: ReadonlyMap<Route, unknown>, definitions: Record<string, unknown>): AnswerSchemas {
  const schemas: Record<string, Schema> = {};
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const schema = { ...(node as Schema) };
    if (typeof schema.$ref === 'string') {
      const name = decodeURIComponent(schema.$ref.replace('#/definitions/', ''));
      const target = definitions[name];
      if (!target) throw new Error(`No definition ${name}`);
      if (!COMPONENT_NAME.test(name)) return convert({ ...(target as Schema), ...withoutRef(schema) });
      if (!(name in schemas)) {
        schemas[name] = {};
        schemas[name] = FROM_TABLES[name]?.() ?? (convert(target) as Schema);
      }
      const rest = withoutRef(schema);
      // OpenAPI 3.0 ignores a $ref's siblings: a described reference is an allOf of one.
      return Object.keys(rest).length ? convert({ allOf: [{ $ref: schema.$ref }], ...rest }) : { $ref: `#/components/schemas/${name}` };
    }
    delete schema.$comment;
    if ('const' in schema) {
      schema.enum = [schema.const];
      delete schema.const;
    }
    // OpenAPI 3.0 has no null type, and `nullable` counts only beside a `type` (3.0.3): null is a nullable enum of null.
    if (schema.type === 'null') {
      delete schema.type;
      return { ...mapValues(schema, convert), ...NULL };
    }
    if (Array.isArray(schema.type)) {
      const types = (schema.type as string[]).filter((type) => type !== 'null');
      if (types.length < schema.type.length) schema.nullable = true;
      if (types.length === 1) schema.type = types[0];
      else {
        delete schema.type;
        schema.anyOf = types.map((type) => ({ type }));
      }
    }
    if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.type) schema.nullable = true;
    for (const key of ['anyOf', 'oneOf'] as const) {
      const options = schema[key] as Schema[] | undefined;
      if (!options) continue;
      const present = options.filter((option) => option.type !== 'null');
      if (present.length === options.length) continue;
      delete schema[key];
      // `T | null`: T nullable where T has a type of its own, else either T or null.
      if (present.length === 1 && typeof present[0]!.type === 'string') Object.assign(schema, present[0], { nullable: true });
      else schema[key] = [...present, NULL];
    }
    return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' ? value : key === 'properties' ? mapValues(value as Schema, convert) : convert(value)]));
  };
  const answers: Record<string, Schema | null> = {};
  for (const [route, root] of roots) {
    const json = JSON.stringify(root);
    // `void`: no body. `never`, `unknown`: the type says nothing, the route documents its answer itself.
    if (json !== '{"not":{}}' && json !== '{}') answers[`${route.controller}.${route.method}`] = json === '{"type":"null"}' ? null : (convert(root) as Schema);
  }
  return { answers, schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) };
}

function withoutRef(schema: Schema): Schema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

function mapValues(record: Schema, map: (value: unknown) => unknown): Schema {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

if (require.main === module) {
  const output = process.argv[2] ? resolve(process.argv[2]) : ANSWER_SCHEMAS_FILE;
  writeFileSync(output, `${JSON.stringify(generateAnswerSchemas(), null, 2)}\n`);
  console.log(`wrote ${relative(process.cwd(), output)} (${dirname(output) === dirname(ANSWER_SCHEMAS_FILE) ? 'the app reads it' : 'a copy'})`);
}
