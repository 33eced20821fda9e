import type { ComponentChildren } from 'preact';

/**
 * Stands where the product, vehicle type and price will be, at their size,
 * so the widget does not jump when the catalogue arrives. Screen readers
 * hear the label only. `aside`, the trip planner's link, is already the real
 * one, so the button row wraps as it will.
 */
export function ProductSkeleton({ label, aside }: { label: string; aside?: ComponentChildren }) {
  return (
    <div class="rc-skeleton">
      <p class="rc-sr-only" role="status">{label}</p>
      <div aria-hidden="true">
        <div class="rc-field">
          <span class="rc-skeleton__line rc-skeleton__label" />
          <span class="rc-skeleton__box rc-skeleton__list" />
        </div>
        <div class="rc-field">
          <span class="rc-skeleton__line rc-skeleton__label" />
          <div class="rc-radios__options">
            <span class="rc-skeleton__box rc-skeleton__radio" />
            <span class="rc-skeleton__box rc-skeleton__radio" />
          </div>
        </div>
        <span class="rc-skeleton__box rc-skeleton__price" />
        <div class="rc-actions">
          {aside}
          <span class="rc-skeleton__box rc-skeleton__button" />
        </div>
      </div>
    </div>
  );
}
