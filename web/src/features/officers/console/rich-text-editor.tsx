import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useState } from 'react';
import { isAllowedPostUrl } from '../../../../../common/news/post-html-rules';
import { TextField } from '../../../components/forms/field';

interface RichTextEditorProps {
  /** The editor's accessible name comes from this element (the field's label). */
  readonly labelId: string;
  /** The form field it edits, named on the editable element so the form can focus it (console-form.tsx). */
  readonly field: string;
  /** Hint and error text read with the editor. */
  readonly describedBy: string;
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  readonly invalid: boolean;
}

export const linkMessage = 'A link must be a web address (https://…), an email (mailto:…) or a path on this site (/rental).';

// Only what the post HTML allowlist keeps: headings from h2 (the page's title is the h1), no
// code blocks or rules from the toolbar, links checked against the same address rules.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isAllowedPostUrl(url) },
  }),
];

function ToolButton({
  label,
  active,
  disabled,
  onClick,
}: {
  readonly label: string;
  readonly active?: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="post-editor__tool"
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // A click keeps the caret in the post: what is typed next goes where it was.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function LinkForm({ editor, onDone }: { readonly editor: Editor; readonly onDone: () => void }) {
  const [address, setAddress] = useState<string>(editor.getAttributes('link').href ?? '');
  const [error, setError] = useState('');
  const id = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    const href = address.trim();
    if (!href || !isAllowedPostUrl(href)) {
      setError(linkMessage);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  }

  // A form may not sit inside the post's form: this is a group whose Enter key applies the link.
  return (
    <fieldset className="post-editor__link">
      <legend className="visually-hidden">Link</legend>
      <TextField
        id={`${id}-href`}
        label="Link address"
        error={error}
        className="post-editor__link-field"
        inputMode="url"
        autoComplete="off"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onDone();
        }}
        // The field was just opened by the Link button.
        autoFocus
      />
      <div className="form-actions">
        <button type="button" className="btn btn--primary btn--small" onClick={apply}>
          Apply Link
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove Link
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The post's body: TipTap (ProseMirror) with a small toolbar. It injects no style element (the
 * Content-Security-Policy allows only the site's stylesheets; its few rules are in news-editor.css)
 * and reports its HTML on every change.
 */
export function RichTextEditor({ labelId, field, describedBy, initialHtml, onChange, invalid }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'post-editor__content',
        'data-field': field,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  return (
    <div className={`post-editor${invalid ? ' post-editor--invalid' : ''}`}>
      <div className="post-editor__toolbar" role="toolbar" aria-label="Formatting">
        <ToolButton label="Bold" active={state.bold} onClick={() => run((chain) => chain.toggleBold())} />
        <ToolButton label="Italic" active={state.italic} onClick={() => run((chain) => chain.toggleItalic())} />
        <ToolButton label="Heading" active={state.h2} onClick={() => run((chain) => chain.toggleHeading({ level: 2 }))} />
        <ToolButton label="Subheading" active={state.h3} onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))} />
        <ToolButton label="Bulleted list" active={state.bullets} onClick={() => run((chain) => chain.toggleBulletList())} />
        <ToolButton label="Numbered list" active={state.numbers} onClick={() => run((chain) => chain.toggleOrderedList())} />
        <ToolButton label="Link" active={state.link || linking} onClick={() => setLinking((open) => !open)} />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => run((chain) => chain.undo())} />
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => run((chain) => chain.redo())} />
      </div>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
