import type { GalleryImage } from '../../../../../common/gallery/gallery';
import { type GalleryImageDetails, galleryImageDetailsSchema, tagsFromText } from '../../../../../common/gallery/gallery-edits';
import { TextAreaField, TextField } from '../../../components/forms/field';
import { displayTitle } from '../../../lib/gallery-image-text';
import { ConsoleForm, useConsoleForm } from '../console/console-form';

interface GalleryImageFormProps {
  readonly image: GalleryImage;
  readonly save: (details: GalleryImageDetails) => Promise<GalleryImage>;
  readonly onSaved: (image: GalleryImage) => void;
  readonly onCancel: () => void;
}

/** An image's title, description and tags, checked with the handler's own schema, then sent. */
export function GalleryImageForm({ image, save, onSaved, onCancel }: GalleryImageFormProps) {
  const form = useConsoleForm({
    initial: { title: image.title ?? '', description: image.description ?? '', tags: image.tags.join(', ') },
    fields: ['title', 'tags', 'description'],
    action: 'save the image',
    onSaved,
  });
  const { text, bind, errors, submitWith } = form;
  return (
    <ConsoleForm
      form={form}
      label={`Edit ${displayTitle(image)}`}
      heading="Edit image"
      onSubmit={submitWith(() => galleryImageDetailsSchema.safeParse({ ...text, tags: tagsFromText(text.tags) }), save)}
      save="Save Image"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('title')} label="Title" error={errors.title} autoComplete="off" />
        <TextField {...bind('tags')} label="Tags" error={errors.tags} autoComplete="off" />
        <TextAreaField
          {...bind('description')}
          label="Description"
          error={errors.description}
          className="form-field form-grid__wide"
          rows={3}
        />
      </div>
      <p className="officers-hint">Tags are separated by commas. An empty title shows the file name instead.</p>
    </ConsoleForm>
  );
}
