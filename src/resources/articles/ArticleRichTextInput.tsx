// No image, colour or heading tools: a text block holds formatted text only (images and subtitles
// are blocks of their own).
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

const TOOLS = [FormatButtons, ListButtons, LinkButtons, QuoteButtons, ClearButtons];
const WITHOUT = new Set(['image', 'color', 'highlight', 'textStyle']);

export function ArticleRichTextInput({
  source,
  label,
  disabled,
}: {
  source: RichTextInputProps['source'];
  /** A catalogue key: the input's label and the editable area's accessible name. */
  label: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const name = translate(label);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions: (DefaultEditorOptions.extensions ?? []).filter(
        (extension) => !WITHOUT.has(extension.name),
      ),
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      helperText={false}
      disabled={disabled}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          {TOOLS.map((Buttons, index) => (
            <Buttons key={index} size="small" />
          ))}
        </RichTextInputToolbar>
      }
    />
  );
}
