import * as z from 'zod/mini';
import { PlateInput } from '../../contract/primitives.ts';

export type Json = Record<string, unknown>;

/**
 * The formats of JSON Schema 2020-12 that validators know. Zod also writes its own (`starts_with` for
 * `z.startsWith`), which no validator knows; its pattern already says the same.
 */
const STANDARD_FORMATS = new Set([
  'date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4', 'ipv6',
  'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer', 'relative-json-pointer', 'regex',
]);

/**
 * Answer fields that are instants (`Date.toISOString()`, UTC). The contract types them as plain strings, so the BFF
 * keeps parsing a real service that writes an offset; the document says what this service sends. The OpenAPI test
 * fails on a timestamp-looking string under any other name.
 */
export const DATE_TIME_FIELDS: ReadonlySet<string> = new Set([
  'purchase_date', 'updated_at', 'refunded_at', 'created_at', 'expires_at', 'checked_at', 'last_response_at',
  'created_date', 'last_used_at', 'timestamp', 'issued_at', 'due_at',
]);

/** Answer fields that are calendar dates, `YYYY-MM-DD`. */
export const DATE_FIELDS: ReadonlySet<string> = new Set(['start_date', 'end_date', 'start_from']);

/**
 * The plate rule without `\p{L}`, which Python's `re`, Go's RE2 and others do not read: letters of the Latin,
 * Greek and Cyrillic scripts (written as themselves, not as `\u` escapes, which RE2 lacks), digits, spaces and
 * dashes. The server takes letters of any script; every plate of the European registers fits this.
 */
export const PORTABLE_PLATE_PATTERN = '^[0-9A-Za-zÀ-ÖØ-öø-ɏΆΈ-ΊΌΎ-ΡΣ-ώЀ-ҁҊ-ԯ -]+$';

const SAFE_INTEGER_BOUNDS = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];

const isStringType = (type: unknown) => type === 'string' || (Array.isArray(type) && type.includes('string'));

/** The property a schema describes: the last name after `properties` in its path. */
function fieldOf(path: readonly (string | number)[]): string | undefined {
  const at = path.lastIndexOf('properties');
  return at >= 0 && at === path.length - 2 ? String(path[at + 1]) : undefined;
}

/** Makes zod's JSON Schema portable and as exact as what the server sends and takes. */
function portable(ctx: { zodSchema: unknown; jsonSchema: Json; path: (string | number)[] }): void {
  const schema = ctx.jsonSchema;
  if (ctx.zodSchema === PlateInput) {
    schema.pattern = PORTABLE_PLATE_PATTERN;
    schema.description = 'Letters, digits, spaces and dashes, as on the plate; case and spacing do not matter.';
  }
  if (typeof schema.format === 'string' && !STANDARD_FORMATS.has(schema.format)) delete schema.format;
  if (typeof schema.pattern === 'string') schema.pattern = schema.pattern.replace(/\.\*\$?$/, '');
  if (schema.type === 'integer') {
    if (schema.minimum === SAFE_INTEGER_BOUNDS[0]) delete schema.minimum;
    if (schema.maximum === SAFE_INTEGER_BOUNDS[1]) delete schema.maximum;
  }
  const field = fieldOf(ctx.path);
  if (field !== undefined && isStringType(schema.type) && schema.format === undefined && schema.pattern === undefined) {
    if (DATE_TIME_FIELDS.has(field)) schema.format = 'date-time';
    else if (DATE_FIELDS.has(field)) schema.format = 'date';
  }
}

const strip = ({ $schema: _schema, $id: _id, ...rest }: Json): Json => rest;

type Io = 'input' | 'output';

/** One schema, self-contained (no `$ref`): what an MCP client and a model read. */
export function jsonSchemaOf(schema: z.ZodMiniType, io: Io): Json {
  return strip(z.toJSONSchema(schema, {
    io, target: 'draft-2020-12', unrepresentable: 'any', metadata: z.registry(), override: portable,
  }) as Json);
}

/**
 * Named schemas for `components.schemas`: each refers to the others by `$ref` where it contains one of them, so a
 * code generator gets one type per name.
 */
export function componentSchemas(named: Record<string, z.ZodMiniType>, io: Io): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io, target: 'draft-2020-12', unrepresentable: 'any', override: portable, uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, strip(schema)]));
}
