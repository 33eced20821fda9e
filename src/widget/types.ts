/** What the loader reads from the element's attributes and hands to `mount`. */
export interface WidgetOptions {
  locale: string;
  country: string | null;
  product: string | null;
  /** `product-type`: vignette, tunnel, bridge, train or ferry. */
  productType: string | null;
  /** BFF base URL without a trailing slash. */
  apiBase: string;
  /** The element's `id` (else its place on the page): keeps the saved orders of several widgets apart. */
  instance: string;
}

export interface MountedWidget {
  /** New attribute values, applied in place: what the shopper typed stays. */
  update(options: WidgetOptions): void;
  unmount(): void;
}

export type MountFn = (host: HTMLElement, root: ShadowRoot, options: WidgetOptions) => MountedWidget;
