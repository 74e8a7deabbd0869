import { useEffect } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { replaceBlockContent } from '@/domain/articles';
import type { ArticleFormValues } from './articleForm';
import { BlockInput, useVideoId } from './ArticleBodyBuilder';

export function ArticleBlockDialog({ index, onClose }: { index: number | null; onClose(): void }) {
  const videoId = useVideoId();
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const body = useWatch<ArticleFormValues, 'body'>({ name: 'body' });
  const gallery = useWatch<ArticleFormValues, 'bodyImagesUrls'>({ name: 'bodyImagesUrls' });
  const block = index === null ? undefined : body[index];
  const value = useWatch<ArticleFormValues, 'editDraft'>({ name: 'editDraft' });

  useEffect(() => {
    const editing = index === null ? undefined : getValues('body')[index];
    if (editing) setValue('editDraft', editing.content);
  }, [index, getValues, setValue]);

  const close = () => {
    setValue('editDraft', '', { shouldDirty: true });
    onClose();
  };

  const update = () => {
    if (index === null || !block) return;
    const typed = getValues('editDraft');
    const content = block.type === 'video' ? videoId(typed) : typed;
    if (content === null) return;
    setValue('body', replaceBlockContent(getValues('body'), index, content), { shouldDirty: true });
    close();
  };

  const images = block?.type === 'image' ? gallery.map((image) => image.imageURL) : [];
  if (block?.type === 'image' && !images.includes(block.content)) images.unshift(block.content);

  return (
    <Dialog open={block !== undefined} onClose={close} fullWidth>
      <DialogTitle>
        {block
          ? translate('resources.articles.body.edit_block', {
              block: translate(`resources.articles.blocks.${block.type}`).toLowerCase(),
            })
          : translate('resources.articles.body.edit_item')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          {block && block.type !== 'image' && (
            <BlockInput type={block.type} source="editDraft" autoFocus={block.type !== 'text'} />
          )}
          {block?.type === 'image' && (
            <RadioGroup
              aria-label={translate('resources.articles.blocks.image')}
              value={value}
              onChange={(event) => setValue('editDraft', event.target.value)}
              sx={{ flexDirection: 'row', gap: 2 }}
            >
              {images.map((url, position) => (
                <FormControlLabel
                  key={url}
                  value={url}
                  control={<Radio />}
                  label={
                    <Box
                      component="img"
                      src={url}
                      alt={translate('resources.articles.gallery.image', { number: position + 1 })}
                      sx={{ width: 120, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                    />
                  }
                />
              ))}
            </RadioGroup>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={update}>
          {translate('resources.articles.body.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
