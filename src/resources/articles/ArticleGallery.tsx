// A deleted gallery image's file is deleted when the article is saved.
import { Box, ImageList, ImageListItem, ImageListItemBar, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButtonWithTooltip, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { appendBlock, withoutGalleryImage } from '@/domain/articles';
import type { ArticleFormValues } from './articleForm';
import { ConfirmIconButton } from './ConfirmIconButton';
import { ImageUploadButton } from './ImageUploadButton';

export function ArticleGallery({ disabled }: { disabled?: boolean }) {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const gallery = useWatch<ArticleFormValues, 'bodyImagesUrls'>({ name: 'bodyImagesUrls' });
  const translate = useTranslate();

  const addToBody = (url: string) =>
    setValue('body', appendBlock(getValues('body'), 'image', url), { shouldDirty: true });
  const remove = (url: string) => {
    const next = withoutGalleryImage(getValues(), url);
    setValue('bodyImagesUrls', next.bodyImagesUrls, { shouldDirty: true });
    setValue('body', next.body, { shouldDirty: true });
  };

  return (
    <Box component="section" aria-labelledby="article-gallery-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="article-gallery-heading" variant="subtitle2" component="h2">
          {translate('resources.articles.gallery.heading')}
        </Typography>
        <ImageUploadButton
          kind="article"
          label="resources.articles.gallery.upload"
          cropTitle="resources.articles.gallery.crop_title"
          disabled={disabled}
          onPicked={(dataUrl) => {
            const current = getValues('bodyImagesUrls');
            // The same picture chosen twice is one gallery image (its data: URL is its key).
            if (!current.some((item) => item.imageURL === dataUrl)) {
              setValue('bodyImagesUrls', [...current, { imageName: '', imageURL: dataUrl }], {
                shouldDirty: true,
              });
            }
            addToBody(dataUrl);
          }}
        />
      </Stack>
      {gallery.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.articles.gallery.empty')}
        </Typography>
      ) : (
        <ImageList cols={3} gap={8} aria-label={translate('resources.articles.gallery.list')}>
          {gallery.map((image, index) => (
            <ImageListItem key={image.imageURL}>
              <img
                src={image.imageURL}
                alt={translate('resources.articles.gallery.image', { number: index + 1 })}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <ImageListItemBar
                position="bottom"
                actionIcon={
                  <Stack direction="row" sx={{ '& button': { color: 'common.white' } }}>
                    <IconButtonWithTooltip
                      label="resources.articles.gallery.add"
                      onClick={() => addToBody(image.imageURL)}
                      disabled={disabled}
                    >
                      <AddIcon />
                    </IconButtonWithTooltip>
                    <ConfirmIconButton
                      label="resources.articles.gallery.delete"
                      title="resources.articles.confirm.delete_image"
                      onConfirm={() => remove(image.imageURL)}
                      disabled={disabled}
                    >
                      <DeleteIcon />
                    </ConfirmIconButton>
                  </Stack>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
    </Box>
  );
}
