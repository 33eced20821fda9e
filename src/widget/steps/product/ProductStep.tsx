import { useStore } from '../../app/context.ts';
import { countryNamer } from '../../lib/countries.ts';
import { formatMoney } from '../../lib/money.ts';
import { ProductView } from './ProductView.tsx';

export function ProductStep() {
  const s = useStore();
  const { t, locale } = s;
  const name = countryNamer(locale);
  const countries = s.countries.value.map(({ code, down }) => ({
    value: code,
    label: down ? t('country.down', { name: name(code) }) : name(code),
  }));
  const fixedProduct = s.scope.value.product ? s.product.value : null;
  const products = s.productChoices.value.map(({ product, available, reason, price }) => ({
    value: product.slug,
    disabled: !available,
    label: available
      ? t('product.option', { name: s.productName(product), price: price ? formatMoney(price, locale) : '' })
      : t('product.unavailable', { name: s.productName(product), reason: reason ?? t('product.unavailableNoReason') }),
  }));
  const price = s.price.value;
  const chosen = s.product.value;
  // A native select cuts a long name short (a county vignette on a phone): its hint says the whole name.
  const hint = chosen && [fixedProduct ? '' : s.productName(chosen), chosen.description].filter(Boolean).join('. ');
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
      description={hint || null}
      vehicleTypes={s.vehicleTypes.value.map((v) => ({ value: v, label: t(`vehicle.${v}`) }))}
      vehicleType={s.vehicleType.value ?? ''}
      price={price ? formatMoney(price, locale) : null}
      startsTomorrow={s.startsTomorrow.value}
      errors={s.errors.value}
      onField={s.setField}
      onSubmit={s.submitProduct}
      onReload={s.loadCatalogue}
    />
  );
}
