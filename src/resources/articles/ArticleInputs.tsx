import { useMemo, useRef, useState } from 'react';
import { Box, Divider, Paper, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
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
import { articleDocumentOf, type ArticleContent } from '@/domain/articles';
import type { ImageKind } from '@/providers/fileStorage';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { ArticleBodyBuilder } from './ArticleBodyBuilder';
import { ArticleEditorToolbar } from './ArticleEditorToolbar';
import {
  articleContentOf,
  CATEGORY_CHOICES,
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
import { IMAGE_RULES, PendingImages } from './ImageUploadButton';
import { saveArticle, type PendingImage } from './saveArticle';
import { SwitchInput } from '@/layout/SwitchInput';
import { ArticlePageTitle } from './ArticlePageTitle';
import { LeaveGuard } from './LeaveGuard';

export function ArticleInputs({ stored }: { stored?: StoredArticle }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const defaults = useMemo(() => formValuesOf(stored), [stored]);
  const pending = useRef(new Map<string, PendingImage>());
  const leavingAllowed = useRef(false);
  const [progress, setProgress] = useState<number | null>(null);

  const leave = () => {
    leavingAllowed.current = true;
    redirect(pathTo(articles, 'list'));
  };

  const [create] = useCreate();
  const [update] = useUpdate();
  const write = async (content: ArticleContent) => {
    const data = articleDocumentOf(content);
    await (stored
      ? update('articles', { id: stored.id, data, previousData: stored }, { returnPromise: true })
      : create('articles', { data }, { returnPromise: true }));
  };
  const imageFailed = (kind: ImageKind) =>
    notify(IMAGE_RULES[kind].failed, {
      type: 'error',
      description: IMAGE_RULES[kind].failedDescription,
    });
  const { mutate, isPending: saving } = useMutation({
    mutationFn: (content: ArticleContent) =>
      saveArticle(content, pending.current, stored, {
        files: articleFileStorage(),
        write,
        onProgress: setProgress,
      }),
    onSuccess: (result) => {
      if (!result.ok) return imageFailed(result.failure === 'author-image' ? 'author' : 'article');
      notify(`resources.articles.notifications.${stored ? 'edited' : 'created'}`, {
        type: 'success',
      });
      if (result.undeletedImages.length > 0) {
        notify('resources.articles.notifications.picture_delete_failed', { type: 'error' });
      }
      pending.current.clear();
      leave();
    },
    // saveArticle reports its failures in its result; anything else it throws is a failed save too.
    onError: (error) => {
      console.error(error);
      imageFailed('article');
    },
    onSettled: () => setProgress(null),
  });

  const submit = (fields: FieldValues) => {
    const values = fields as ArticleFormValues;
    const error = submitErrorOf(values, stored);
    if (error) return notify(error, { type: 'error' });
    mutate(articleContentOf(values, stored, new Date()));
  };

  return (
    <Form record={defaults} onSubmit={submit} noValidate>
      <PendingImages.Provider value={pending.current}>
        <ArticlePageTitle title={`resources.articles.${stored ? 'edit' : 'create'}_title`} />
        <LeaveGuard leavingAllowed={leavingAllowed} />
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
              <TextInput source="title" disabled={saving} />
              <TextInput source="authorName" helperText={false} disabled={saving} />
              <ArticleImageInput source="authorImageUrl" disabled={saving} />
              <ArticleImageInput source="coverImageUrl" disabled={saving} />
              <SelectArrayInput
                source="categories"
                choices={CATEGORY_CHOICES}
                helperText={false}
                disabled={saving}
              />
              <ArticleQuestionnairesInput disabled={saving} />
              <TextInput
                source="hashtags"
                helperText="resources.articles.helpers.hashtags"
                disabled={saving}
              />
              <Divider />
              <ArticleBodyBuilder disabled={saving} />
              <Divider />
              <ArticleGallery disabled={saving} />
              <Divider />
              <SwitchInput source="isActive" disabled={saving} />
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
      </PendingImages.Provider>
    </Form>
  );
}
