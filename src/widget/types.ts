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

/**
 * The app's on-demand chunk: the steps after the first screen, which vouches in turn for what follows a
 * purchase and for the trip planner (src/widget/app/later-parts.ts).
 */
export type LazyChunk = 'checkout-steps';

/** A language's chunk: the first screen's words, and the file and sha256 of its step words (absent unbuilt). */
export interface LanguageChunk {
  messages: Record<string, string>;
  stepWords?: [file: string, integrity: string];
}

/** What the loader started before the app arrived, so the app waits on nothing it could have had sooner. */
export interface WidgetLoads {
  /** A language's messages chunk (any tag; English for one we lack), checked against its integrity, once a page. */
  messages(language: string): Promise<LanguageChunk>;
  /** The catalogue request the loader already sent to exactly this URL, if any; handed out once. */
  takeCatalogue(url: string): Promise<Response> | undefined;
  /**
   * Fetches an on-demand chunk checked against its integrity, once a page; the app's import() of it then
   * gets that module.
   */
  later(chunk: LazyChunk): Promise<unknown>;
  /**
   * Fetches a chunk an on-demand chunk names with its sha256 (a language's trip words), checked against it,
   * once a page; resolves with its module.
   */
  verified(file: string, integrity: string): Promise<unknown>;
}

export type MountFn = (
  host: HTMLElement, root: ShadowRoot, options: WidgetOptions, loads: WidgetLoads,
) => MountedWidget;
