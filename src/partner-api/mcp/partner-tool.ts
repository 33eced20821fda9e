import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod/mini';
import type { RouteKey } from '../rate-limit/limits.ts';
import type { ToolContext } from './tool-context.ts';

/**
 * One MCP tool. `input` is a strict object whose JSON Schema is exactly what the tool takes (no coercion, no
 * unknown arguments), so the schema an agent reads and the check it meets are the same; `output` is the
 * `structuredContent` of a success. A refusal is thrown as a ProblemError, as in the REST route it mirrors.
 */
export interface PartnerTool<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  title: string;
  description: string;
  /** The REST operation whose rules, rate limit and problem codes it shares. */
  operationId?: string;
  input: I;
  output: O;
  annotations: Required<Pick<ToolAnnotations, 'readOnlyHint' | 'openWorldHint'>> & Pick<ToolAnnotations, 'destructiveHint' | 'idempotentHint'>;
  /** The counter it spends after its arguments passed, and the path id it counts per. */
  limit?: { route: RouteKey; id?: (args: z.output<I>) => string };
  /** Changes the advertised input schema where JSON Schema says more than zod can (at least one field...). */
  inputSchema?: (schema: Record<string, unknown>) => Record<string, unknown>;
  run(ctx: ToolContext, args: z.output<I>): z.output<O> | Promise<z.output<O>>;
}

/** Keeps the link between a tool's input and its `run` while every tool is listed as one type. */
export const defineTool = <I extends z.ZodMiniType, O extends z.ZodMiniType>(tool: PartnerTool<I, O>): PartnerTool =>
  tool as unknown as PartnerTool;
