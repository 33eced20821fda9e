import { useMemo } from 'preact/hooks';
import { useStore } from '../../app/context.ts';
import { PRODUCT_COUNTRIES, countryNamer } from '../../lib/countries.ts';
import { formatMoney } from '../../lib/money.ts';
import { ProductView } from './ProductView.tsx';

export function ProductStep() {
  const s = useStore();
  const { t, locale } = s;
  const countries = useMemo(() => {
    const name = countryNamer(locale);
    return PRODUCT_COUNTRIES.map((code) => ({ value: code, label: name(code) }));
  }, [locale]);
  const products = s.productChoices.value.map(({ product, available, reason, price }) => ({
    value: product.slug,
    disabled: !available,
    label: available
      ? t('product.option', { name: product.name, price: price ? formatMoney(price, locale) : '' })
      : t('product.unavailable', { name: product.name, reason: reason ?? t('product.unavailableNoReason') }),
  }));
  const price = s.price.value;
  return (
    <ProductView
      t={t}
      idPrefix={s.id}
      state={s.catalogueState.value}
      countries={countries}
      country={s.form.country.value}
      products={products}
      product={s.product.value?.slug ?? ''}
      description={s.product.value?.description || null}
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
