import { useStore } from '../../app/context.ts';
import { countryNamer } from '../../lib/countries.ts';
import { formatMoney, localPrice } from '../../lib/money.ts';
import { ProductView } from './ProductView.tsx';
import { tracked } from '../../app/tracked.ts';

export const ProductStep = tracked(function ProductStep() {
  const s = useStore();
  const { t, locale } = s;
  const name = countryNamer(locale);
  // Names only: a closed select on a phone cuts anything longer (the callout says when a country's system is down).
  const countries = s.countries.value.map(({ code }) => ({ value: code, label: name(code) }));
  const fixedProduct = s.productFixed.value ? s.product.value : null;
  const selected = s.product.value?.slug;
  // Name and price each whole, in a row of their own; the chosen one says what it covers.
  const products = s.productChoices.value.map(({ product, available, reason, price }) => ({
    value: product.slug,
    disabled: !available,
    label: s.productName(product),
    detail: available && price ? formatMoney(price, locale) : undefined,
    note: available
      ? (product.slug === selected && product.description) || undefined
      : t('product.unavailable', { reason: reason ?? t('product.unavailableNoReason') }),
  }));
  const price = s.price.value;
  return (
    <ProductView
      t={t}
      idPrefix={s.id}
      state={s.catalogueState.value}
      countries={countries}
      country={s.country.value}
      fixedCountry={s.fixedCountry.value ? name(s.country.value) : null}
      fixedProduct={fixedProduct?.name ?? null}
      providerDown={s.providerDown.value ? t('availability.down', { country: name(s.country.value) }) : null}
      products={products}
      product={s.product.value?.slug ?? ''}
      description={fixedProduct?.description ?? null}
      vehicleTypes={s.vehicleTypes.value.map((v) => ({ value: v, label: t(`vehicle.${v}`) }))}
      vehicleType={s.vehicleType.value ?? ''}
      price={price ? formatMoney(price, locale) : null}
      localPrice={price && localPrice(price, s.country.value, s.catalogue.value?.reference_rates?.per_eur, locale)}
      startsTomorrow={s.startsTomorrow.value}
      errors={s.errors.value}
      onField={s.setField}
      onCountry={s.chooseCountry}
      onSubmit={s.submitProduct}
      onReload={s.loadCatalogue}
      onTrip={fixedProduct ? undefined : s.openTrip}
    />
  );
});
