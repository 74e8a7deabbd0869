// The article editor shared by create and edit: the form on the left, the live preview on the
// right.
import { useMemo, useRef, useState } from 'react';
import { Box, Divider, Paper, Stack } from '@mui/material';
import {
  Form,
  SelectArrayInput,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CATEGORIES, COVER_CROP_ASPECT } from '@/config/constants';
import type { ImageKind } from '@/providers/fileStorage';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { ArticleBodyBuilder } from './ArticleBodyBuilder';
import { ArticleEditorHeader } from './ArticleEditorHeader';
import { ArticleEditorToolbar } from './ArticleEditorToolbar';
import {
  articleContentOf,
  formValuesOf,
  submitErrorOf,
  type ArticleFormValues,
  type StoredArticle,
} from './articleForm';
import { ArticleGallery } from './ArticleGallery';
import { ArticleImageInput } from './ArticleImageInput';
import { ArticlePreview } from './ArticlePreview';
import { ArticleQuestionnairesInput } from './ArticleQuestionnairesInput';
import type { PreparedImage } from './ImageCropDialog';
import type { PendingImage } from './saveArticle';
import { useSaveArticle } from './useSaveArticle';
import { SwitchInput } from '@/layout/SwitchInput';

const AUTHOR_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const isAuthorImageFile = (file: File) => /\.(png|jpe?g)$/i.test(file.name);

const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ id: category, name: category }));

export interface ArticleInputsProps {
  stored?: StoredArticle;
}

export function ArticleInputs({ stored }: ArticleInputsProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const defaults = useMemo(() => formValuesOf(stored), [stored]);
  const pending = useRef(new Map<string, PendingImage>());
  const leavingAllowed = useRef(false);
  const [progress, setProgress] = useState<number | null>(null);

  const picked = (kind: ImageKind, image: PreparedImage) =>
    pending.current.set(image.dataUrl, { kind, jpeg: image.jpeg });

  const leave = () => {
    leavingAllowed.current = true;
    redirect(pathTo(articles, 'list'));
  };

  const { mutate, isPending: saving } = useSaveArticle({
    stored,
    pending: pending.current,
    onProgress: setProgress,
    onSaved: () => {
      pending.current.clear();
      leave();
    },
  });

  const submit = (fields: FieldValues) => {
    const values = fields as ArticleFormValues;
    const error = submitErrorOf(values, stored);
    if (error) {
      notify(error, { type: 'error' });
      return;
    }
    setProgress(null);
    mutate(articleContentOf(values, stored, new Date()), {
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Form record={defaults} onSubmit={submit} noValidate>
      <ArticleEditorHeader
        title={translate(
          stored ? 'resources.articles.edit_title' : 'resources.articles.create_title',
        )}
        leavingAllowed={leavingAllowed}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <TextInput source="title" label="resources.articles.fields.title" disabled={saving} />
            <TextInput
              source="authorName"
              label="resources.articles.fields.authorName"
              helperText={false}
              disabled={saving}
            />
            <ArticleImageInput
              source="authorImageUrl"
              kind="author"
              label={translate('resources.articles.fields.authorImageUrl')}
              uploadLabel={translate('resources.articles.actions.upload_author_image')}
              accept={AUTHOR_IMAGE_ACCEPT}
              isAccepted={isAuthorImageFile}
              rejectedMessage="resources.articles.notifications.author_image_rejected"
              failedMessage={{
                title: 'resources.articles.notifications.author_image_failed',
                description: 'app.common.try_again',
              }}
              aspect={1}
              round
              onPicked={picked}
              disabled={saving}
            />
            <ArticleImageInput
              source="coverImageUrl"
              kind="article"
              label={translate('resources.articles.fields.coverImageUrl')}
              uploadLabel={translate('resources.articles.actions.upload_cover')}
              accept="image/*"
              isAccepted={(file) => file.type.startsWith('image/')}
              rejectedMessage="resources.articles.notifications.image_rejected"
              failedMessage={{
                title: 'resources.articles.notifications.save_failed',
                description: 'resources.articles.notifications.save_failed_description',
              }}
              aspect={COVER_CROP_ASPECT}
              onPicked={picked}
              disabled={saving}
            />
            <SelectArrayInput
              source="categories"
              label="resources.articles.fields.categories"
              choices={CATEGORY_CHOICES}
              helperText={false}
              disabled={saving}
            />
            <ArticleQuestionnairesInput disabled={saving} />
            <TextInput
              source="hashtags"
              label="resources.articles.fields.hashtags"
              helperText="resources.articles.helpers.hashtags"
              disabled={saving}
            />
            <Divider />
            <ArticleBodyBuilder disabled={saving} />
            <Divider />
            <ArticleGallery onPicked={picked} disabled={saving} />
            <Divider />
            <SwitchInput
              source="isActive"
              label={translate('resources.articles.fields.isActive')}
              disabled={saving}
            />
            <ArticleEditorToolbar
              stored={stored}
              saving={saving}
              progress={progress}
              onDeleted={leave}
            />
          </Stack>
        </Paper>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 104 } }}>
          <ArticlePreview stored={stored} disabled={saving} />
        </Box>
      </Box>
    </Form>
  );
}
