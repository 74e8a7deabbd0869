// Typed but not added, a subtitle or text blocks the save (articleSubmitError).
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { appendBlock, hasContent } from '@/domain/articles';
import type { ArticleBlockType } from '@/domain/types';
import { normaliseVideoId } from '@/domain/videoEmbed';
import type { ArticleFormValues } from './articleForm';
import { ArticleRichTextInput } from './ArticleRichTextInput';

type DraftField = 'subtitleDraft' | 'textDraft' | 'videoDraft';

/** The video id in what was typed; null, and said so, when there is none. */
export function useVideoId() {
  const notify = useNotify();
  return (typed: string) => {
    const id = normaliseVideoId(typed);
    if (!id) notify('resources.articles.notifications.invalid_video', { type: 'info' });
    return id;
  };
}

export function ArticleBodyBuilder({ disabled }: { disabled?: boolean }) {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const videoId = useVideoId();
  const translate = useTranslate();

  const add = (type: ArticleBlockType, field: DraftField, content: string) => {
    if (!hasContent(type, content)) return;
    setValue('body', appendBlock(getValues('body'), type, content), { shouldDirty: true });
    setValue(field, '', { shouldDirty: true });
  };

  const addVideo = () => {
    const typed = getValues('videoDraft');
    const id = typed.trim() === '' ? null : videoId(typed);
    if (id) add('video', 'videoDraft', id);
  };

  const addButton = (label: string, onClick: () => void) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={<AddIcon />}
      onClick={onClick}
      disabled={disabled}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(label)}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="article-body-heading">
      <Typography id="article-body-heading" variant="subtitle2" component="h2" gutterBottom>
        {translate('resources.articles.body.heading')}
      </Typography>
      <Stack spacing={1.5}>
        <TextInput
          source="subtitleDraft"
          label="resources.articles.blocks.title"
          helperText={false}
          disabled={disabled}
        />
        {addButton('resources.articles.body.add_subtitle', () =>
          add('title', 'subtitleDraft', getValues('subtitleDraft')),
        )}
        <ArticleRichTextInput
          source="textDraft"
          label="resources.articles.blocks.text"
          disabled={disabled}
        />
        {addButton('resources.articles.body.add_text', () =>
          add('text', 'textDraft', getValues('textDraft')),
        )}
        <TextInput
          source="videoDraft"
          label="resources.articles.body.video"
          helperText="resources.articles.body.video_helper"
          disabled={disabled}
        />
        {addButton('resources.articles.body.add_video', addVideo)}
      </Stack>
    </Box>
  );
}
