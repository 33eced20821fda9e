import type { Step } from './steps.ts';

export interface RememberedForm {
  step: Step;
  fields: Record<string, string>;
}

export interface FormMemory {
  load(): RememberedForm | null;
  save(form: RememberedForm): void;
  clear(): void;
}

/**
 * What the shopper chose and typed before "Place order", kept in the tab's
 * sessionStorage so a reload loses nothing. Only for the tab's life (a new
 * tab or a closed browser starts afresh), never in a URL, and cleared the
 * moment the order is placed or the shopper starts over.
 */
export function formMemory(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  scope: { apiBase: string; instance: string },
): FormMemory {
  const key = `road-checkout:form:${scope.apiBase}#${scope.instance}`;
  // Storage may throw (blocked, full): the form then lives only as long as the page.
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    load: () => attempt(() => {
      const parsed = JSON.parse(storage!.getItem(key) ?? 'null') as Partial<RememberedForm> | null;
      return typeof parsed?.step === 'string' && typeof parsed.fields === 'object' && parsed.fields
        ? { step: parsed.step, fields: parsed.fields } : null;
    }, null),
    save: (form) => attempt(() => storage!.setItem(key, JSON.stringify(form)), undefined),
    clear: () => attempt(() => storage!.removeItem(key), undefined),
  };
}

/** The tab's sessionStorage, or null where reading it throws (sandboxed frames, blocked storage). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
