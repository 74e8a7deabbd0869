// A deleted gallery image's file is deleted when the article is saved.
import { useState } from 'react';
import {
  Box,
  IconButton,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { appendBlock, withoutGalleryImage } from '@/domain/articles';
import type { ArticleFormValues } from './articleForm';
import { ImageUploadButton } from './ImageUploadButton';

export function ArticleGallery({ disabled }: { disabled?: boolean }) {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const gallery = useWatch<ArticleFormValues, 'bodyImagesUrls'>({ name: 'bodyImagesUrls' });
  const [deleting, setDeleting] = useState<string | null>(null);
  const translate = useTranslate();

  const addToBody = (url: string) =>
    setValue('body', appendBlock(getValues('body'), 'image', url), { shouldDirty: true });

  return (
    <Box component="section" aria-labelledby="article-gallery-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="article-gallery-heading" variant="subtitle2" component="h2">
          {translate('resources.articles.gallery.heading')}
        </Typography>
        <ImageUploadButton
          kind="article"
          label={translate('resources.articles.gallery.upload')}
          cropTitle={translate('resources.articles.gallery.crop_title')}
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
                  <Stack direction="row">
                    {[
                      { key: 'add', Icon: AddIcon, act: () => addToBody(image.imageURL) },
                      { key: 'delete', Icon: DeleteIcon, act: () => setDeleting(image.imageURL) },
                    ].map(({ key, Icon, act }) => (
                      <Tooltip key={key} title={translate(`resources.articles.gallery.${key}`)}>
                        <IconButton
                          aria-label={translate(`resources.articles.gallery.${key}`)}
                          sx={{ color: 'common.white' }}
                          onClick={act}
                          disabled={disabled}
                        >
                          <Icon />
                        </IconButton>
                      </Tooltip>
                    ))}
                  </Stack>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      <Confirm
        isOpen={deleting !== null}
        title="resources.articles.confirm.delete_image"
        content=""
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) {
            const next = withoutGalleryImage(
              { bodyImagesUrls: getValues('bodyImagesUrls'), body: getValues('body') },
              deleting,
            );
            setValue('bodyImagesUrls', next.bodyImagesUrls, { shouldDirty: true });
            setValue('body', next.body, { shouldDirty: true });
          }
          setDeleting(null);
        }}
      />
    </Box>
  );
}
