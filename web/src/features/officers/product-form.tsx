import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type ProductForm as ProductBody, productFormSchema, stockStatuses, stockStatusNames } from '../../../../common/store-edits';
import type { Product } from '../../../../common/store';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { failureText } from './failure-text';
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
import { SaveButton } from './save-button';

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

/** A form control's id: the form's own prefix and the field's key (`variants.0.price`). */
const fieldId = (prefix: string, key: string) => `${prefix}-${key.replaceAll('.', '-')}`;

/** Form errors by field: `name`, `images`, or `variants.<index>.<field>`. */
type Errors = Partial<Record<string, string>>;

function errorKey(path: readonly PropertyKey[]): string | undefined {
  const [first, index, field] = path;
  if (first === 'images') return 'images';
  if (first === 'variants') {
    if (typeof index !== 'number') return 'variants';
    return `variants.${index}.${typeof field === 'string' && (variantFields as readonly string[]).includes(field) ? field : 'name'}`;
  }
  return typeof first === 'string' && (productFields as readonly string[]).includes(first) ? first : undefined;
}

function StockSelect(props: {
  id: string;
  name: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  return (
    <select
      id={props.id}
      name={props.name}
      value={props.value}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">Not set</option>
      {stockStatuses.map((status) => (
        <option key={status} value={status}>
          {stockStatusNames[status]}
        </option>
      ))}
    </select>
  );
}

/** Adding or editing one product with its variants and pictures: checked with the handlers' own schema, then sent. */
export function ProductForm({ mode, initial, save, onSaved, onCancel }: ProductFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const submitting = status.state === 'submitting';
  const id = (key: string) => fieldId(prefix, key);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(prefix, first))}`)?.focus();
  }, [errors, prefix]);

  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || uploading) return;
    const checked = productFormSchema.safeParse(productInput(text));
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = errorKey(issue.path);
        if (key !== undefined && found[key] === undefined) found[key] = issue.message;
      }
      setErrors(found);
      setStatus({ state: 'error', message: 'Please correct the highlighted fields; nothing was saved.' });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the product', error) });
    }
  }

  const described = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(key)}-error` } : {});
  const errorLine = (key: string) =>
    errors[key] ? (
      <span id={`${id(key)}-error`} className="field-error">
        {errors[key]}
      </span>
    ) : null;

  // The public pages show a variant's own price over the product's (common/store.ts cardPrice).
  const variantsPriced = text.variants.some((variant) => variant.price.trim() !== '');
  const productField = (name: ProductField) => {
    const set = (value: string) => setText((current) => ({ ...current, [name]: value }));
    const hinted = name === 'price' && variantsPriced && !errors[name] ? { 'aria-describedby': `${id(name)}-hint` } : {};
    const common = { id: id(name), name, value: text[name], ...hinted, ...described(name) };
    return (
      <div className={`form-field${name === 'description' ? ' form-field--wide' : ''}`} key={name}>
        <label htmlFor={id(name)}>{labels[name]}</label>
        {name === 'description' ? (
          <textarea {...common} rows={4} onChange={(event) => set(event.target.value)} />
        ) : name === 'stockStatus' ? (
          <StockSelect
            id={id(name)}
            name={name}
            value={text.stockStatus}
            invalid={Boolean(errors[name])}
            describedBy={errors[name] ? `${id(name)}-error` : undefined}
            onChange={set}
          />
        ) : (
          <input
            {...common}
            type="text"
            inputMode={name === 'price' ? 'decimal' : undefined}
            autoComplete="off"
            onChange={(event) => set(event.target.value)}
          />
        )}
        {name === 'price' && variantsPriced ? (
          <p className="form-hint" id={`${id(name)}-hint`}>
            The variants below have their own prices, which the store shows; this price is used only for a variant without one.
          </p>
        ) : null}
        {errorLine(name)}
      </div>
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
              return (
                <div className="form-field" key={field}>
                  <label htmlFor={id(key)}>{variantLabels[field]}</label>
                  {field === 'stockStatus' ? (
                    <StockSelect
                      id={id(key)}
                      name={key}
                      value={variant.stockStatus}
                      invalid={Boolean(errors[key])}
                      describedBy={errors[key] ? `${id(key)}-error` : undefined}
                      onChange={(value) => setVariant(variant.key, field, value)}
                    />
                  ) : (
                    <input
                      id={id(key)}
                      name={key}
                      type="text"
                      autoComplete="off"
                      inputMode={field === 'price' ? 'decimal' : undefined}
                      value={variant[field]}
                      onChange={(event) => setVariant(variant.key, field, event.target.value)}
                      {...described(key)}
                    />
                  )}
                  {errorLine(key)}
                </div>
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
    <form
      ref={formRef}
      className="officers-form card"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
    >
      <div className="card__body">
        <h3>{mode === 'add' ? 'Add product' : `Edit product: ${initial.name}`}</h3>
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
        {errorLine('variants')}
        <ol className="store-variants">{text.variants.map(variantRow)}</ol>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => setText((current) => ({ ...current, variants: [...current.variants, emptyVariantText()] }))}
          disabled={submitting}
        >
          Add Variant
        </button>
        <div className="form-actions">
          <SaveButton
            submitting={submitting}
            waiting={uploading}
            idle={uploading ? 'Uploading…' : mode === 'add' ? 'Add Product' : 'Save Product'}
          />
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
