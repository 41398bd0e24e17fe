import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import {
  type ProductForm as ProductBody,
  productFormSchema,
  stockStatuses,
  stockStatusNames,
} from '../../../../../common/store/store-edits';
import type { Product } from '../../../../../common/store/store';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { ProductImagesField } from './product-images-field';
import {
  emptyVariantText,
  type ProductField,
  type ProductFormText,
  productFields,
  productInput,
  type VariantField,
  type VariantText,
  variantFields,
} from './product-form-values';

interface ProductFormProps {
  readonly mode: 'add' | 'edit';
  readonly initial: ProductFormText;
  readonly save: (body: ProductBody) => Promise<Product>;
  readonly onSaved: (product: Product) => void;
  readonly onCancel: () => void;
}

const labels: Record<ProductField, string> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  brand: 'Brand',
  price: 'Price (US dollars)',
  sku: 'SKU',
  stockStatus: 'Stock',
};

const variantLabels: Record<VariantField, string> = {
  name: 'Variant name',
  size: 'Size',
  color: 'Colour',
  price: 'Variant price (US dollars)',
  sku: 'Variant SKU',
  stockStatus: 'Variant stock',
};

function errorKey(path: readonly PropertyKey[]): string | undefined {
  const [first, index, field] = path;
  if (first === 'images') return 'images';
  if (first === 'variants') {
    if (typeof index !== 'number') return 'variants';
    return `variants.${index}.${typeof field === 'string' && (variantFields as readonly string[]).includes(field) ? field : 'name'}`;
  }
  return typeof first === 'string' && (productFields as readonly string[]).includes(first) ? first : undefined;
}

const stockOptions = (
  <>
    <option value="">Not set</option>
    {stockStatuses.map((status) => (
      <option key={status} value={status}>
        {stockStatusNames[status]}
      </option>
    ))}
  </>
);

/** Adding or editing one product with its variants and pictures: checked with the handlers' own schema, then sent. */
export function ProductForm({ mode, initial, save, onSaved, onCancel }: ProductFormProps) {
  const form = useConsoleForm<ProductFormText, Product>({
    initial,
    fields: productFields,
    fieldOf: errorKey,
    action: 'save the product',
    onSaved,
  });
  const { text, setText, bind, idOf, errors, submitting, submitWith } = form;
  const [uploading, setUploading] = useState(false);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  const send = submitWith(() => productFormSchema.safeParse(productInput(text)), save);
  // Not while pictures are still on their way to the bucket: their upload ids are not known yet.
  const submit = (event: FormEvent) => (uploading ? event.preventDefault() : void send(event));

  // The public pages show a variant's own price over the product's (common/store/store.ts cardPrice).
  const variantsPriced = text.variants.some((variant) => variant.price.trim() !== '');
  const productField = (name: ProductField) => {
    const common = { ...bind(name), label: labels[name], error: errors[name] };
    if (name === 'description') return <TextAreaField key={name} {...common} className="form-field form-grid__wide" rows={4} />;
    if (name === 'stockStatus') {
      return (
        <SelectField key={name} {...common}>
          {stockOptions}
        </SelectField>
      );
    }
    return (
      <TextField
        key={name}
        {...common}
        hint={
          name === 'price' && variantsPriced
            ? 'The variants below have their own prices, which the store shows; this price is used only for a variant without one.'
            : undefined
        }
        inputMode={name === 'price' ? 'decimal' : undefined}
        autoComplete="off"
      />
    );
  };

  const setVariant = (key: string, field: VariantField, value: string) =>
    setText((current) => ({
      ...current,
      variants: current.variants.map((variant) => (variant.key === key ? { ...variant, [field]: value } : variant)),
    }));

  const variantRow = (variant: VariantText, index: number) => {
    const title = `Variant ${index + 1}${variant.name ? `: ${variant.name}` : ''}`;
    return (
      <li key={variant.key} className="store-variant">
        <fieldset>
          <legend>{title}</legend>
          <div className="form-grid">
            {variantFields.map((field) => {
              const key = `variants.${index}.${field}`;
              const common = {
                id: idOf(key),
                name: key,
                label: variantLabels[field],
                error: errors[key],
                value: variant[field],
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setVariant(variant.key, field, event.target.value),
              };
              return field === 'stockStatus' ? (
                <SelectField key={field} {...common}>
                  {stockOptions}
                </SelectField>
              ) : (
                <TextField key={field} {...common} autoComplete="off" inputMode={field === 'price' ? 'decimal' : undefined} />
              );
            })}
          </div>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setText((current) => ({ ...current, variants: current.variants.filter((other) => other.key !== variant.key) }))}
            disabled={submitting}
            aria-label={`Remove ${title}`}
          >
            Remove Variant
          </button>
        </fieldset>
      </li>
    );
  };

  return (
    <ConsoleForm
      form={form}
      label={mode === 'add' ? 'Add product' : 'Edit product'}
      heading={mode === 'add' ? 'Add product' : `Edit product: ${initial.name}`}
      onSubmit={submit}
      save={uploading ? 'Uploading…' : mode === 'add' ? 'Add Product' : 'Save Product'}
      waiting={uploading}
      onCancel={onCancel}
    >
      <div className="form-grid">{productFields.map(productField)}</div>
      <ProductImagesField
        images={text.images}
        onChange={(update) => setText((current) => ({ ...current, images: update(current.images) }))}
        onBusy={onBusy}
        disabled={submitting}
        error={errors.images}
      />
      <h4>Variants</h4>
      <p className="officers-hint">
        Sizes and colours each with its own price and stock. The store card shows the lowest variant price, else the product's.
      </p>
      {errors.variants ? <span className="field-error">{errors.variants}</span> : null}
      <ol className="store-variants">{text.variants.map(variantRow)}</ol>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => setText((current) => ({ ...current, variants: [...current.variants, emptyVariantText()] }))}
        disabled={submitting}
      >
        Add Variant
      </button>
    </ConsoleForm>
  );
}
