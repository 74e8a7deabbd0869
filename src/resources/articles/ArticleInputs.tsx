// The article editor shared by create and edit (docs/product.md §2 Articles): the form on the left, the live
// preview on the right. Saving checks docs/product.md §5, uploads the images chosen during the edit, writes
// the article and deletes the images it stopped using (saveArticle.ts).
import { useMemo, useRef, useState } from 'react';
import { Box, Divider, Paper, Stack } from '@mui/material';
import {
  Form,
  SelectArrayInput,
  TextInput,
  useCreate,
  useNotify,
  useRedirect,
  useUpdate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CATEGORIES, COVER_CROP_ASPECT } from '@/config/constants';
import { articleDocumentOf, type ArticleContent } from '@/domain/articles';
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
import { articleFileStorage } from './fileStorage';
import type { PreparedImage } from './ImageCropDialog';
import { saveArticle, type PendingImage } from './saveArticle';
import { SwitchInput } from '@/layout/SwitchInput';

/** docs/product.md §5: the author avatar accepts .png, .jpg and .jpeg files. */
const AUTHOR_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const isAuthorImageFile = (file: File) => /\.(png|jpe?g)$/i.test(file.name);

const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ id: category, name: category }));

export interface ArticleInputsProps {
  /** The article being edited; absent when creating. */
  stored?: StoredArticle;
}

export function ArticleInputs({ stored }: ArticleInputsProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate();
  const [update] = useUpdate();
  const defaults = useMemo(() => formValuesOf(stored), [stored]);
  const pending = useRef(new Map<string, PendingImage>());
  const leavingAllowed = useRef(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const picked = (kind: ImageKind, image: PreparedImage) =>
    pending.current.set(image.dataUrl, { kind, jpeg: image.jpeg });

  const leave = () => {
    leavingAllowed.current = true;
    redirect(pathTo(articles, 'list'));
  };

  const write = async (content: ArticleContent) => {
    const data = articleDocumentOf(content);
    if (stored) {
      await update(
        'articles',
        { id: stored.id, data, previousData: stored },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } else {
      await create('articles', { data }, { returnPromise: true });
    }
  };

  const submit = async (fields: FieldValues) => {
    const values = fields as ArticleFormValues;
    const error = submitErrorOf(values, stored);
    if (error) {
      notify(error, { type: 'error' });
      return;
    }
    setSaving(true);
    setProgress(null);
    const result = await saveArticle(
      articleContentOf(values, stored, new Date()),
      pending.current,
      stored,
      { files: articleFileStorage(), write, onProgress: setProgress },
    );
    setSaving(false);
    setProgress(null);
    if (!result.ok) {
      if (result.failure === 'author-image') {
        notify('Error updating author image', {
          type: 'error',
          description: 'Please, try again later',
        });
      } else {
        notify('Error creating article', { type: 'error', description: 'Try again later' });
      }
      return;
    }
    pending.current.clear();
    notify(stored ? 'Article edited' : 'Article created', { type: 'success' });
    if (result.undeletedImages.length > 0) notify('Error deleting picture', { type: 'error' });
    leave();
  };

  return (
    <Form record={defaults} onSubmit={submit} noValidate>
      <ArticleEditorHeader
        title={stored ? 'Edit article' : 'Create article'}
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
            <TextInput source="title" label="Title" disabled={saving} />
            <TextInput
              source="authorName"
              label="Author name"
              helperText={false}
              disabled={saving}
            />
            <ArticleImageInput
              source="authorImageUrl"
              kind="author"
              label="Author avatar"
              uploadLabel="Upload author avatar"
              accept={AUTHOR_IMAGE_ACCEPT}
              isAccepted={isAuthorImageFile}
              rejectedMessage="Please, choose a .png, .jpg or .jpeg image"
              failedMessage={{
                title: 'Error updating author image',
                description: 'Please, try again later',
              }}
              aspect={1}
              round
              onPicked={picked}
              disabled={saving}
            />
            <ArticleImageInput
              source="coverImageUrl"
              kind="article"
              label="Cover image"
              uploadLabel="Upload cover"
              accept="image/*"
              isAccepted={(file) => file.type.startsWith('image/')}
              rejectedMessage="Only image files can be uploaded"
              failedMessage={{ title: 'Error creating article', description: 'Try again later' }}
              aspect={COVER_CROP_ASPECT}
              onPicked={picked}
              disabled={saving}
            />
            <SelectArrayInput
              source="categories"
              label="Categories"
              choices={CATEGORY_CHOICES}
              helperText={false}
              disabled={saving}
            />
            <ArticleQuestionnairesInput disabled={saving} />
            <TextInput
              source="hashtags"
              label="Hashtags"
              helperText="Use spaces to separate hashtags"
              disabled={saving}
            />
            <Divider />
            <ArticleBodyBuilder disabled={saving} />
            <Divider />
            <ArticleGallery onPicked={picked} disabled={saving} />
            <Divider />
            <SwitchInput source="isActive" label="Public" disabled={saving} />
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
