import { buyVignettePrompt } from './buy-vignette.ts';
import { diagnoseOrderPrompt } from './diagnose-order.ts';
import type { PartnerPrompt } from './partner-prompt.ts';

export const PROMPTS: readonly PartnerPrompt[] = [buyVignettePrompt, diagnoseOrderPrompt];
