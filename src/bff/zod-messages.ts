import * as z from 'zod/mini';
import { en } from 'zod/locales';

/** zod/mini ships without messages; the servers want readable ones. Idempotent. */
export function useEnglishZodMessages(): void {
  z.config(en());
}
