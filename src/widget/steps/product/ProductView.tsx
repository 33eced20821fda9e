import type { Translate } from '../../i18n/t.ts';
import type { FieldErrors, FieldName } from '../../app/steps.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { RadioGroup, type RadioOption } from '../../components/RadioGroup.tsx';
import { SelectField, type SelectOption } from '../../components/SelectField.tsx';
import { FixedValue } from '../../components/FixedValue.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { CountryTiles } from './CountryTiles.tsx';
import { ProductSkeleton } from './ProductSkeleton.tsx';

export interface ProductViewProps {
  t: Translate;
  idPrefix: string;
  state: 'loading' | 'ready' | 'failed' | 'refused';
  countries: SelectOption[];
  country: string;
  /** Names of what the partner fixed: shown, never offered as a choice. */
  fixedCountry: string | null;
  fixedProduct: string | null;
  /** Said before the shopper types anything: this country's national system is down. */
  providerDown: string | null;
  products: RadioOption[];
  product: string;
  description: string | null;
  vehicleTypes: SelectOption[];
  vehicleType: string;
  price: string | null;
  /** The same price in the country's own money, as information ("≈ CHF 40.04"); null when there is none. */
  localPrice: string | null;
  startsTomorrow: boolean;
  errors: FieldErrors;
  onField: (name: FieldName, value: string) => void;
  /** A country from the list the first screen offers while none is chosen. */
  onCountry: (country: string) => void;
  onSubmit: () => void;
  onReload: () => void;
  /** Opens the trip planner; absent where the partner fixed the product. */
  onTrip?: (() => void) | undefined;
}

export function ProductView(p: ProductViewProps) {
  const { t, idPrefix: id } = p;
  const ready = p.state === 'ready';
  const trip = p.onTrip && <Button variant="link" onClick={p.onTrip}>{t('trip.open')}</Button>;
  return (
    <StepFrame
      step="product"
      onSubmit={p.onSubmit}
      actions={ready && (
        <>
          {trip}
          <Button type="submit">{t('action.continue')}</Button>
        </>
      )}
    >
      {p.fixedCountry ? (
        <FixedValue label={t('field.country')} value={p.fixedCountry} />
      ) : ready && !p.country ? (
        <CountryTiles
          id={`${id}-country`}
          legend={t('field.country')}
          ask={p.errors.country ?? t('error.country')}
          invalid={!!p.errors.country}
          countries={p.countries}
          onCountry={p.onCountry}
        />
      ) : (
        <SelectField
          id={`${id}-country`}
          label={t('field.country')}
          value={p.country}
          options={p.countries}
          placeholder={t('field.choose')}
          error={p.errors.country}
          onValue={(v) => p.onField('country', v)}
        />
      )}
      {ready && p.providerDown && <p class="rc-callout">{p.providerDown}</p>}
      {p.state === 'loading' && <ProductSkeleton label={t('catalogue.loading')} aside={trip} />}
      {(p.state === 'failed' || p.state === 'refused') && (
        <Notice>
          <p>{t(`catalogue.${p.state}`)}</p>
          {/* A refused page stays refused until its origin is allowed: a reload cannot help. */}
          {p.state === 'failed' && <Button variant="secondary" onClick={p.onReload}>{t('action.reload')}</Button>}
        </Notice>
      )}
      {ready && p.country && (
        <>
          {p.products.length === 0 || !p.product ? <p class="rc-muted">{t('catalogue.none')}</p> : null}
          {p.fixedProduct ? (
            <FixedValue label={t('field.product')} value={p.fixedProduct} hint={p.description} />
          ) : (
            <RadioGroup
              id={`${id}-product`}
              legend={t('field.product')}
              value={p.product}
              options={p.products}
              error={p.errors.product}
              onValue={(v) => p.onField('product', v)}
              list
            />
          )}
          {p.vehicleTypes.length > 0 && (
            <RadioGroup
              id={`${id}-vehicle_type`}
              legend={t('field.vehicle_type')}
              value={p.vehicleType}
              options={p.vehicleTypes}
              error={p.errors.vehicle_type}
              onValue={(v) => p.onField('vehicle_type', v)}
            />
          )}
          {p.price && (
            <p class="rc-price">
              <span>{t('product.price')}</span>{' '}
              <strong>{p.price}{p.localPrice && <span class="rc-muted">≈ {p.localPrice}</span>}</strong>
            </p>
          )}
          {p.startsTomorrow && <p class="rc-muted">{t('product.notToday')}</p>}
        </>
      )}
    </StepFrame>
  );
}
