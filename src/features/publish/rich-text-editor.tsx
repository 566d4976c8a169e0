// The editor lives in src/components/rich-text (solutions use it too); this module is what the step loads lazily.
export { default, type RichTextEditorProps, type RichTextValue } from '@/components/rich-text/rich-text-editor';
