/** What the loader reads from the element's attributes and hands to `mount`. */
export interface WidgetOptions {
  locale: string;
  country: string | null;
  product: string | null;
  /** BFF base URL without a trailing slash. */
  apiBase: string;
}

export type MountFn = (host: HTMLElement, root: ShadowRoot, options: WidgetOptions) => () => void;
