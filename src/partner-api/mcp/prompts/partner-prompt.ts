import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';

/** A prompt for a common job: its arguments (strings, as MCP prompts take) and the message it becomes. */
export interface PartnerPrompt {
  definition: Prompt & { arguments: NonNullable<Prompt['arguments']> };
  render(args: Record<string, string>): GetPromptResult;
}

export const userMessage = (description: string, text: string): GetPromptResult =>
  ({ description, messages: [{ role: 'user', content: { type: 'text', text } }] });
