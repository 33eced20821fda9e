import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface DocumentValidator {
  /** Every operation's id with its documented statuses. */
  statuses(): Map<string, string[]>;
  /** What is wrong with this answer of the operation, by the document (an empty list: it is as documented). */
  check(operationId: string, answer: Answer): string[];
}

/**
 * Holds answers to the OpenAPI document with its own schemas: swagger-parser resolves every `$ref` (and refuses a
 * document that breaks the OpenAPI 3.1 schema), Ajv (JSON Schema 2020-12, with formats) checks bodies and headers.
 */
export async function documentValidator(document: Json): Promise<DocumentValidator> {
  const copy = structuredClone(document) as unknown as Parameters<typeof SwaggerParser.dereference>[0];
  const doc = await SwaggerParser.dereference(copy) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validate = (schema: Json, value: unknown): string[] => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, fn = ajv.compile(schema));
    return fn(value) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
  const operations = new Map<string, Json>();
  for (const item of Object.values(doc.paths as Json)) {
    for (const op of Object.values(item as Json)) operations.set((op as Json).operationId, op as Json);
  }
  return {
    statuses: () => new Map([...operations].map(([id, op]) => [id, Object.keys(op.responses as Json)])),
    check(operationId, { status, headers, body }) {
      const op = operations.get(operationId);
      if (!op) return [`no operation ${operationId}`];
      const response = op.responses[String(status)] as Json | undefined;
      if (!response) return [`${operationId} answered ${status}, which the document does not list (body: ${body.slice(0, 300)})`];
      const errors: string[] = [];
      for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
        const value = headers.get(name);
        if (value === null) {
          if (header.required) errors.push(`header ${name} missing`);
          continue;
        }
        const typed = header.schema?.type === 'integer' ? Number(value) : value;
        errors.push(...validate(header.schema ?? {}, typed).map((e) => `header ${name}: ${e}`));
      }
      const content = response.content as Json | undefined;
      if (!content) return body === '' ? errors : [...errors, `${status} has no documented body, got ${body.slice(0, 200)}`];
      const type = (headers.get('content-type') ?? '').split(';')[0]!.trim();
      const media = content[type] as Json | undefined;
      if (!media) return [...errors, `${status} answered ${type}, documented: ${Object.keys(content).join(', ')}`];
      if (!type.endsWith('json')) return errors;
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return [...errors, `${status} body is not JSON: ${body.slice(0, 200)}`];
      }
      return [...errors, ...validate(media.schema ?? {}, value).map((e) => `body${e}`)];
    },
  };
}
