// Typed but not added, a subtitle or text blocks the save (articleSubmitError).
import { Fragment } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { TextInput, useNotify, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { appendBlock, hasContent } from '@/domain/articles';
import type { ArticleBlockType } from '@/domain/types';
import { normaliseVideoId } from '@/domain/videoEmbed';
import type { ArticleFormValues } from './articleForm';
import { ArticleRichTextInput } from './ArticleRichTextInput';

type DraftField = 'subtitleDraft' | 'textDraft' | 'videoDraft' | 'editDraft';

/** The video id in what was typed; null, and said so, when there is none. */
export function useVideoId() {
  const notify = useNotify();
  return (typed: string) => {
    const id = normaliseVideoId(typed);
    if (!id) notify('resources.articles.notifications.invalid_video', { type: 'info' });
    return id;
  };
}

type BlockInputProps = Omit<TextInputProps, 'source'> & {
  type: Exclude<ArticleBlockType, 'image'>;
  source: DraftField;
};

/** The input of a typed block, in the body builder and in the block's edit dialog. */
export function BlockInput({ type, ...props }: BlockInputProps) {
  const label = `resources.articles.${type === 'video' ? 'body.video' : `blocks.${type}`}`;
  return type === 'text' ? (
    <ArticleRichTextInput source={props.source} label={label} disabled={props.disabled} />
  ) : (
    <TextInput label={label} helperText={false} {...props} />
  );
}

const DRAFTS = [
  ['title', 'subtitleDraft', 'add_subtitle'],
  ['text', 'textDraft', 'add_text'],
  ['video', 'videoDraft', 'add_video'],
] as const;

export function ArticleBodyBuilder({ disabled }: { disabled?: boolean }) {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const videoId = useVideoId();
  const translate = useTranslate();

  const add = (type: ArticleBlockType, field: DraftField) => {
    const typed = getValues(field);
    if (!hasContent(type, typed)) return;
    const content = type === 'video' ? videoId(typed) : typed;
    if (content === null) return;
    setValue('body', appendBlock(getValues('body'), type, content), { shouldDirty: true });
    setValue(field, '', { shouldDirty: true });
  };

  return (
    <Box component="section" aria-labelledby="article-body-heading">
      <Typography id="article-body-heading" variant="subtitle2" component="h2" gutterBottom>
        {translate('resources.articles.body.heading')}
      </Typography>
      <Stack spacing={1.5}>
        {DRAFTS.map(([type, field, addLabel]) => (
          <Fragment key={type}>
            <BlockInput
              type={type}
              source={field}
              helperText={type === 'video' && 'resources.articles.body.video_helper'}
              disabled={disabled}
            />
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => add(type, field)}
              disabled={disabled}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate(`resources.articles.body.${addLabel}`)}
            </Button>
          </Fragment>
        ))}
      </Stack>
    </Box>
  );
}
