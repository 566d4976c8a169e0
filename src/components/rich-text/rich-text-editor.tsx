import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import { visibleText } from './visible-text';
import './rich-text.css';

export type RichTextValue = { html: string; text: string };

export interface RichTextEditorProps {
  value?: RichTextValue;
  onChange?(value: RichTextValue): void;
  placeholder?: string;
  ariaLabel?: string;
  /** Wrapper id (the form item's label points at it). */
  id?: string;
}

// What the services keep of the HTML (services/requirements: p, br, strong, em, u, s, lists, h1-h4, blockquote,
// pre, code, a): the toolbar offers nothing else.
const TOOLBAR = [[{ header: [2, 3, false] }], ['bold', 'italic', 'underline', 'strike'], [{ list: 'ordered' }, { list: 'bullet' }], ['blockquote', 'code-block', 'link'], ['clean']];

/**
 * The details' rich text: Quill 2 (the snow theme), loaded with this module only (its users import it
 * lazily). The value is the HTML the services sanitize and its visible text, counted as they count it.
 */
export default function RichTextEditor({ value, onChange, placeholder, ariaLabel, id }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(value?.html ?? '');

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    const mount = container.appendChild(document.createElement('div'));
    const editor = new Quill(mount, { theme: 'snow', placeholder, modules: { toolbar: TOOLBAR } });
    if (initial.current) editor.setContents(editor.clipboard.convert({ html: initial.current }), 'silent');
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    if (ariaLabel) editor.root.setAttribute('aria-label', ariaLabel);
    editor.on('text-change', () => {
      // Quill writes every space as &nbsp;, which would keep long lines from wrapping where the details are shown.
      const html = editor.getSemanticHTML().replace(/&nbsp;/g, ' ');
      const text = visibleText(html);
      onChangeRef.current?.({ html: text ? html : '', text });
    });
    quill.current = editor;
    return () => {
      quill.current = null;
      container.innerHTML = '';
    };
    // Mounted once: later values come from the editor itself.
  }, [placeholder, ariaLabel]);

  return <div ref={host} id={id} className="publish-editor" data-testid="rich-text-editor" />;
}
