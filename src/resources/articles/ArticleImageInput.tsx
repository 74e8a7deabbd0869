// The cover (16:9) or the author avatar. A new image waits in the form until the article is saved.
import { Avatar, Box, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COVER_CROP_ASPECT } from '@/config/constants';
import type { ArticleFormValues } from './articleForm';
import { ConfirmIconButton } from './ConfirmIconButton';
import { ImageUploadButton } from './ImageUploadButton';

export function ArticleImageInput({
  source,
  disabled,
}: {
  source: 'coverImageUrl' | 'authorImageUrl';
  disabled?: boolean;
}) {
  const { setValue } = useFormContext<ArticleFormValues>();
  const url = useWatch<ArticleFormValues, typeof source>({ name: source });
  const translate = useTranslate();
  const author = source === 'authorImageUrl';
  const label = translate(`resources.articles.fields.${source}`);
  const headingId = `${source}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {url ? (
          <Avatar
            src={url}
            alt={label}
            variant={author ? 'circular' : 'rounded'}
            sx={author ? { width: 56, height: 56 } : { width: 160, height: 90 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.articles.image.none')}
          </Typography>
        )}
        <ImageUploadButton
          kind={author ? 'author' : 'article'}
          label={`resources.articles.actions.upload_${author ? 'author_image' : 'cover'}`}
          cropTitle={`resources.articles.fields.${source}`}
          aspect={author ? 1 : COVER_CROP_ASPECT}
          disabled={disabled}
          onPicked={(dataUrl) => setValue(source, dataUrl, { shouldDirty: true })}
        />
        {url && (
          <ConfirmIconButton
            label={translate('resources.articles.image.delete', { image: label.toLowerCase() })}
            title="resources.articles.confirm.delete_image"
            onConfirm={() => setValue(source, '', { shouldDirty: true })}
            disabled={disabled}
          >
            <DeleteIcon />
          </ConfirmIconButton>
        )}
      </Stack>
    </Box>
  );
}
