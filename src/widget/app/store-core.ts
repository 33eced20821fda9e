import { type ReadonlySignal, batch, signal } from '@preact/signals-core';
import type { CheckoutOrder, CheckoutProgress } from '../../contract/widget-api.ts';
import type { Translate } from '../i18n/t.ts';
import type { IsoDate } from '../lib/dates.ts';
import type { Api } from './api.ts';
import type { FormMemory } from './form-memory.ts';
import type { Emit } from './host-events.ts';
import type { StepHistory } from './navigation.ts';
import type { CheckoutSteps } from './steps-loader.ts';
import type { Notice } from './order-problems.ts';

export type OnDemand = typeof import('./manage.ts');
import type { OpenStream, StreamState } from './order-stream.ts';
import type { LeftOrderStore, SavedOrderStore } from './saved-order.ts';
import { type FieldErrors, type FieldName, STEPS, type Step, firstInvalid } from './steps.ts';

export interface StoreDeps {
  api: Api;
  openStream: OpenStream;
  emit: Emit;
  t: Translate;
  today: () => IsoDate;
  now: () => number;
  newKey: () => string;
  saved: SavedOrderStore;
  left: LeftOrderStore;
  memory: FormMemory;
  history: StepHistory;
  /** The checkout steps' chunk (checkout-steps.ts): the store asks for it once the products are shown. */
  checkoutSteps: () => CheckoutSteps | Promise<CheckoutSteps>;
  /** The manage chunk (manage.ts) with its words in `locale`: refusals and the queue speak them. */
  onDemand: (locale: string) => Promise<OnDemand>;
  /** Wait `ms`, then run; the browser's setTimeout, a test's clock. */
  later: (run: () => void, ms: number) => void;
  /** Run once the page is idle (the first screen painted, the host told): the browser's idle callback. */
  idle: (run: () => void) => void;
}

/** Where the view should put focus next; a fresh object each time, so a repeat still moves it. */
export type FocusRequest = { target: 'heading' | 'notice' | FieldName | string };

/**
 * The state every part of the store shares (where the checkout stands, the
 * order, what the view shows and where focus goes) and the three moves they
 * all make: go to a step, show field errors, show a step-level notice.
 */
export function createCore(locale: string, deps: StoreDeps) {
  // A signal, so a changed `locale` attribute re-renders in place and keeps what the shopper typed.
  const language = signal({ locale, t: deps.t });
  const t: Translate = (key, params) => language.value.t(key, params);
  const step = signal<Step>('product');
  const errors = signal<FieldErrors>({});
  const notice = signal<Notice | null>(null);
  const busy = signal(false);
  const order = signal<CheckoutOrder | null>(null);
  const accessToken = signal('');
  const streamState = signal<StreamState>('connecting');
  const announcement = signal('');
  const focusRequest = signal<FocusRequest | null>(null);
  /** A saved order is being read back after a reload; the view shows its skeleton meanwhile. */
  const resuming = signal<'no' | 'loading' | 'failed'>('no');
  /** An order creation the BFF queued (202): where it stands until it becomes an order. */
  const checkout = signal<CheckoutProgress | null>(null);
  /** The shopper asked to leave an unpaid order: the payment step asks first. */
  const leaving = signal(false);
  /** Set once the page removed the widget; a signal, so an on-demand chunk's streams (the trip's) close with it. */
  const disposed = signal(false);

  /**
   * `push` makes a history entry (a step forward), `replace` rewrites this one, `none` follows the browser.
   * `quiet` (a reload coming back to where it was) moves neither focus nor the screen reader.
   */
  function go(next: Step, how: 'push' | 'replace' | 'none' = 'push', quiet = false) {
    batch(() => {
      step.value = next;
      notice.value = null;
      leaving.value = false;
      if (quiet) return;
      announcement.value = t('step.announce', { n: STEPS.indexOf(next) + 1, total: STEPS.length, title: t(`step.${next}`) });
      focusRequest.value = { target: 'heading' };
    });
    if (how !== 'none') deps.history[how](next);
    deps.emit('step-change', { step: next });
  }

  /** Shows the errors and asks for focus on the first; true when there were none. */
  function check(found: FieldErrors): boolean {
    const first = firstInvalid(found);
    batch(() => {
      errors.value = found;
      if (first) focusRequest.value = { target: first };
    });
    return !first;
  }

  /** The notice is a role=alert and takes focus, so it announces itself. */
  function fail(next: Notice, code: string) {
    batch(() => {
      notice.value = next;
      focusRequest.value = { target: 'notice' };
    });
    deps.emit('error', { code });
  }

  return {
    deps, language, t, step, errors, notice, busy, order, accessToken, streamState, announcement, focusRequest,
    resuming, checkout, leaving, go, check, fail,
    disposed: disposed as ReadonlySignal<boolean>,
    isDisposed: () => disposed.peek(),
    dispose: () => {
      disposed.value = true;
    },
  };
}

export type Core = ReturnType<typeof createCore>;
