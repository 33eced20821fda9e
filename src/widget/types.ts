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
   * Fetches a chunk that a chunk already checked names with its sha256 (the checkout steps named by the app,
   * a language's trip words by the trip chunk), checked against it, once a page; resolves with its module,
   * which an import() of that chunk then gets.
   */
  verified(file: string, integrity: string): Promise<unknown>;
}

export type MountFn = (
  host: HTMLElement, root: ShadowRoot, options: WidgetOptions, loads: WidgetLoads,
) => MountedWidget;
