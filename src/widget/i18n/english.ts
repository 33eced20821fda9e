import { messages as first } from './en.ts';
import { messages as steps } from './steps/en.ts';
import type { Messages } from './t.ts';

/** Every English word of the widget, the first screen's and the later steps', as one catalogue: for tests. */
export const english: Messages = { ...first, ...steps };
