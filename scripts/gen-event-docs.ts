// Writes the event catalogue (docs/events.md) from the comments in proto/ and the event registry
// of @mercato/contracts. Usage: node -r @swc-node/register scripts/gen-event-docs.ts [output.md]
// Comments come from `buf build` (generated code drops source info); it runs offline.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  create,
  createFileRegistry,
  fromBinary,
  ScalarType,
  toJson,
  type DescEnum,
  type DescField,
  type DescFile,
  type DescMessage,
  type FileRegistry,
  type MessageInitShape,
} from '@bufbuild/protobuf';
import { FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import {
  BadRecordSchema,
  CENSUS_HEADER_DESCRIPTIONS,
  CENSUS_HEADERS,
  CENSUS_TOPIC_CONTENTS,
  CENSUS_TOPICS,
  CensusRecordSchema,
  encodeEvent,
  EVENT_HEADER_DESCRIPTIONS,
  EVENT_HEADERS,
  EVENT_REGISTRY,
  EVENT_TOPICS,
  type CensusTopic,
  type EventMessage,
  type EventTopic,
} from '../libs/contracts/src';

const repoRoot = resolve(__dirname, '..');

/** Descriptors with source info, so comments can be looked up. A buf image reads as a FileDescriptorSet. */
function buildDocumentedRegistry(): FileRegistry {
  const image = execFileSync(join(repoRoot, 'node_modules/.bin/buf'), ['build', '-o', '-'], { cwd: join(repoRoot, 'proto') });
  return createFileRegistry(fromBinary(FileDescriptorSetSchema, image));
}

// Source-info paths, per descriptor.proto field numbers: file.message_type = 4, file.enum_type = 5,
// file.package = 2, message.field = 2, message.nested_type = 3, message.enum_type = 4, enum.value = 2.
function messagePath(message: DescMessage): number[] {
  return message.parent
    ? [...messagePath(message.parent), 3, message.parent.proto.nestedType.indexOf(message.proto)]
    : [4, message.file.proto.messageType.indexOf(message.proto)];
}

function enumPath(enumeration: DescEnum): number[] {
  return enumeration.parent
    ? [...messagePath(enumeration.parent), 4, enumeration.parent.proto.enumType.indexOf(enumeration.proto)]
    : [5, enumeration.file.proto.enumType.indexOf(enumeration.proto)];
}

function leadingComment(file: DescFile, path: number[]): string {
  const location = file.proto.sourceCodeInfo?.location.find(
    (candidate) => candidate.path.length === path.length && candidate.path.every((part, i) => part === path[i]),
  );
  // protoc keeps the space after `//` on every line.
  return (location?.leadingComments ?? '').replace(/^ /gm, '').trim();
}

/** A comment as one table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function typeLink(name: string): string {
  return `[${name}](#${name.toLowerCase()})`;
}

function scalarName(scalar: ScalarType): string {
  const name = ScalarType[scalar].toLowerCase();
  // proto3 JSON writes 64-bit integers as strings, which surprises JSON consumers.
  return name.endsWith('64') && name !== 'double' ? `${name} (JSON string)` : name;
}

/** Well-known types are not documented here: their proto3 JSON is plain JSON. */
const isWellKnown = (type: DescMessage | DescEnum): boolean => type.typeName.startsWith('google.protobuf.');

function fieldType(field: DescField): string {
  switch (field.fieldKind) {
    case 'scalar':
      return scalarName(field.scalar);
    case 'enum':
      return typeLink(field.enum.name);
    case 'message':
      return field.message.typeName === 'google.protobuf.Struct' ? 'JSON object' : typeLink(field.message.name);
    case 'list':
      return `repeated ${field.listKind === 'scalar' ? scalarName(field.scalar) : typeLink((field.listKind === 'enum' ? field.enum : field.message).name)}`;
    case 'map': {
      const valueType = field.mapKind === 'scalar' ? scalarName(field.scalar) : typeLink((field.mapKind === 'enum' ? field.enum : field.message).name);
      return `map<${scalarName(field.mapKey)}, ${valueType}>`;
    }
  }
}

function fieldTable(message: DescMessage): string[] {
  return [
    '| Field (JSON) | Type | Description |',
    '|---|---|---|',
    ...message.fields.map(
      (field) =>
        `| \`${field.jsonName}\` | ${fieldType(field)} | ${cell(leadingComment(message.file, [...messagePath(message), 2, message.proto.field.indexOf(field.proto)]))} |`,
    ),
  ];
}

function enumTable(enumeration: DescEnum): string[] {
  return [
    '| Value (JSON) | Number | Description |',
    '|---|---|---|',
    ...enumeration.values.map(
      (value, i) => `| \`${value.name}\` | ${value.number} | ${cell(leadingComment(enumeration.file, [...enumPath(enumeration), 2, i]))} |`,
    ),
  ];
}

/** Messages and enums an event refers to, depth first, each once. */
function collectReferencedTypes(message: DescMessage, found: Map<string, DescMessage | DescEnum>): void {
  for (const field of message.fields) {
    const referenced = field.enum ?? field.message;
    if (referenced === undefined || isWellKnown(referenced) || found.has(referenced.typeName)) continue;
    found.set(referenced.typeName, referenced);
    if (referenced.kind === 'message') collectReferencedTypes(referenced, found);
  }
}

/** Init that sets every singular message field, so the example shows nested shapes too. */
function exampleInit(message: DescMessage): MessageInitShape<DescMessage> {
  const init: Record<string, unknown> = {};
  for (const field of message.fields) {
    if (field.fieldKind === 'message') init[field.localName] = exampleInit(field.message);
  }
  return init as MessageInitShape<DescMessage>;
}

function exampleValue(schema: DescMessage): string {
  const message = create(schema, exampleInit(schema)) as EventMessage;
  return JSON.stringify(encodeEvent(message).data, null, 2);
}

function recordFormatSection(): string[] {
  return [
    '## Record format (context topics)',
    '',
    '- **Topic**: one per context, `<context>.events.v1`. A topic only changes compatibly: `buf breaking` (WIRE_JSON) guards field numbers, types and JSON names.',
    '- **Key**: the stream id of the aggregate the event belongs to (UTF-8), so the events of one stream stay in order on one partition.',
    '- **Value**: UTF-8 proto3 JSON of the message named by the `event-type` header: lowerCamelCase field names, enums by value name, int64 as decimal strings. Fields at their default value are written too (`alwaysEmitImplicit`), so every field is present; an unset message field (e.g. no `salePriceMoney`) is left out. The events table stores the same JSON.',
    '- **Consumers** must ignore unknown fields (`decodeEvent` of `@mercato/contracts` does), since producers may add fields, and must deduplicate by `event-id` (delivery is at-least-once).',
    '',
    '### Headers',
    '',
    '| Header | Value |',
    '|---|---|',
    ...Object.values(EVENT_HEADERS).map((header) => `| \`${header}\` | ${cell(EVENT_HEADER_DESCRIPTIONS[header])} |`),
  ];
}

function kcatExample(topic: EventTopic | CensusTopic): string[] {
  return [
    'Read the topic from the beginning with key, headers and value:',
    '',
    '```sh',
    `kcat -b localhost:9092 -C -t ${topic} -o beginning -e \\`,
    `  -f 'partition %p offset %o key %k\\nheaders %h\\n%s\\n\\n'`,
    '```',
    '',
    'Only the values of one site, one JSON object per line:',
    '',
    '```sh',
    `kcat -b localhost:9092 -C -t ${topic} -o beginning -e -f '%s\\n' | jq -c 'select(.websiteId == "<website id>")'`,
    '```',
  ];
}

function topicSection(topic: EventTopic, documented: FileRegistry): string[] {
  const events = Object.values(EVENT_REGISTRY)
    .filter((registration) => registration.topic === topic)
    .map(({ schema }) => {
      const message = documented.getMessage(schema.typeName);
      if (!message) throw new Error(`${schema.typeName} is registered but not in proto/; run scripts/proto-generate.sh`);
      return { schema, message };
    });
  const lines = [`## \`${topic}\``, '', leadingComment(events[0].message.file, [2]), '', ...kcatExample(topic), ''];
  lines.push('| Event | Description |', '|---|---|', ...events.map(({ message }) => `| ${typeLink(message.name)} | ${cell(leadingComment(message.file, messagePath(message)))} |`), '');

  const referencedTypes = new Map<string, DescMessage | DescEnum>();
  for (const { schema, message } of events) {
    collectReferencedTypes(message, referencedTypes);
    lines.push(...messageSection(message, `Message \`${message.typeName}\`, \`${EVENT_HEADERS.eventType}: ${message.name}\`.`, exampleValue(schema)));
  }
  lines.push(`### Types used on \`${topic}\``, '', ...typeSections(referencedTypes, '####'));
  return lines;
}

/** A message's heading, comment, field table and its value with every field at its default. */
function messageSection(message: DescMessage, identification: string, example: string): string[] {
  return [
    `### ${message.name}`,
    '',
    leadingComment(message.file, messagePath(message)),
    '',
    identification,
    '',
    ...fieldTable(message),
    '',
    'Value with every field at its default:',
    '',
    '```json',
    example,
    '```',
    '',
  ];
}

function typeSections(types: Map<string, DescMessage | DescEnum>, heading: '###' | '####'): string[] {
  return [...types.values()].flatMap((type) => {
    const path = type.kind === 'message' ? messagePath(type) : enumPath(type);
    return [`${heading} ${type.name}`, '', leadingComment(type.file, path), '', ...(type.kind === 'message' ? fieldTable(type) : enumTable(type)), ''];
  });
}

/** The census topics: no event store behind them, one message per topic, their own key and headers. */
function censusSection(documented: FileRegistry): string[] {
  const messages = [CensusRecordSchema, BadRecordSchema].map((schema) => {
    const message = documented.getMessage(schema.typeName);
    if (!message) throw new Error(`${schema.typeName} is not in proto/; run scripts/proto-generate.sh`);
    return { schema, message };
  });
  const messageOf = (topic: CensusTopic) => (topic === CENSUS_TOPICS.bad ? BadRecordSchema : CensusRecordSchema).name;
  const lines = [
    '## Census topics',
    '',
    leadingComment(messages[0]!.message.file, [2]),
    '',
    '- **Key**: `<websiteId>:<visitor id>`: the visitor cookie\'s id, else the visitor or session id the record names, else the record\'s own id.',
    '- **Value**: UTF-8 proto3 JSON of the message in the table below, every field present. `payload` holds the client\'s record, valid against the JSON schema named by the `schema` header (`libs/census/schemas/<name>.v<version>.json`).',
    '- **Consumers** must ignore unknown fields and deduplicate by `record-id` (delivery is at-least-once: a client whose request timed out may have its records stored anyway).',
    '',
    '| Topic | Message | Carries |',
    '|---|---|---|',
    ...Object.values(CENSUS_TOPICS).map((topic) => `| \`${topic}\` | ${typeLink(messageOf(topic))} | ${cell(CENSUS_TOPIC_CONTENTS[topic])} |`),
    '',
    '### Census headers',
    '',
    '| Header | Value |',
    '|---|---|',
    ...Object.values(CENSUS_HEADERS).map((header) => `| \`${header}\` | ${cell(CENSUS_HEADER_DESCRIPTIONS[header])} |`),
    '',
    ...kcatExample(CENSUS_TOPICS.hits),
    '',
  ];
  const referencedTypes = new Map<string, DescMessage | DescEnum>();
  for (const { schema, message } of messages) {
    collectReferencedTypes(message, referencedTypes);
    const example = JSON.stringify(toJson(schema, create(schema, exampleInit(schema) as never), { alwaysEmitImplicit: true }), null, 2);
    lines.push(...messageSection(message, `Message \`${message.typeName}\`.`, example));
  }
  lines.push(...typeSections(referencedTypes, '###'));
  return lines;
}

function renderCatalogue(): string {
  const documented = buildDocumentedRegistry();
  const topics = Object.values(EVENT_TOPICS);
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated by scripts/proto-generate.sh from the comments in proto/. Do not edit: scripts/proto-check.sh fails when this file is stale. -->',
    '',
    'Every event of the event-sourced contexts, per Kafka topic (distributed mode). `proto/` is the source of truth; `@mercato/contracts` (`encodeEvent`, `decodeEvent`) encodes and decodes these values. In embedded mode there is no broker: the events table holds the same JSON with the same event types. The census topics (analytics ingestion) follow after the contexts\' topics; in embedded mode the census_records table holds their messages.',
    '',
    ...topics.map((topic) => `- [\`${topic}\`](#${topic.replace(/\./g, '')})`),
    `- [Census topics](#census-topics): ${Object.values(CENSUS_TOPICS).map((topic) => `\`${topic}\``).join(', ')}`,
    '',
    ...recordFormatSection(),
    '',
    ...topics.flatMap((topic) => topicSection(topic, documented)),
    ...censusSection(documented),
  ];
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

writeFileSync(resolve(process.argv[2] ?? join(repoRoot, 'docs/events.md')), renderCatalogue());
