// The article as the mobile app lays it out; text reduced to the article text format, as the app.
import { useState, type ReactNode } from 'react';
import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublicIcon from '@mui/icons-material/Public';
import HiddenIcon from '@mui/icons-material/VisibilityOff';
import { IconButtonWithTooltip, useTranslate, type TranslateFunction } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { moveBlock, removeBlock } from '@/domain/articles';
import { articleTextHtml } from '@/domain/articleText';
import { videoEmbedUrl } from '@/domain/videoEmbed';
import { formatDateTime } from '@/domain/wording';
import type { ArticleBlock } from '@/domain/types';
import { SafeHtml } from '@/layout/SafeHtml';
import {
  hashtagsOf,
  publishedAtOf,
  type ArticleFormValues,
  type StoredArticle,
} from './articleForm';
import { ArticleBlockDialog } from './ArticleBlockDialog';
import { ConfirmIconButton } from './ConfirmIconButton';
import { sanitiseArticleText } from './sanitiseArticleText';

export function ArticlePreview({
  stored,
  disabled,
}: {
  stored?: StoredArticle;
  disabled?: boolean;
}) {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const values = useWatch<ArticleFormValues>() as ArticleFormValues;
  const [editing, setEditing] = useState<number | null>(null);
  const translate = useTranslate();
  const body = values.body ?? [];
  const hashtags = hashtagsOf(values, stored);

  const change = (next: (blocks: ArticleBlock[]) => ArticleBlock[]) =>
    setValue('body', next(getValues('body')), { shouldDirty: true });

  return (
    <Box component="section" aria-labelledby="article-preview-heading">
      <Typography id="article-preview-heading" variant="h6" component="h2" gutterBottom>
        {translate('resources.articles.preview.heading')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 400,
          borderRadius: 6,
          borderWidth: 8,
          borderColor: 'grey.900',
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            '& img': { width: '100%', height: '100%', objectFit: 'cover' },
          }}
        >
          {values.coverImageUrl ? (
            <img
              src={values.coverImageUrl}
              alt={translate('resources.articles.fields.coverImageUrl')}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.articles.preview.no_cover')}
            </Typography>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip
              size="small"
              icon={values.isActive ? <PublicIcon color="success" /> : <HiddenIcon />}
              label={translate(
                `resources.articles.preview.${values.isActive ? 'public' : 'hidden'}`,
              )}
            />
            {(values.categories ?? []).map((category) => (
              <Chip key={category} size="small" variant="outlined" label={category} />
            ))}
          </Stack>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {values.title || translate('resources.articles.fields.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Avatar
              src={values.authorImageUrl || undefined}
              alt={values.authorName || translate('resources.articles.preview.author')}
            >
              {(values.authorName || '?').charAt(0)}
            </Avatar>
            <Box>
              <Typography variant="subtitle2" component="p">
                {values.authorName || translate('resources.articles.fields.authorName')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(publishedAtOf(values, stored, new Date()))}
              </Typography>
            </Box>
          </Stack>
          {hashtags.length > 0 && (
            <Typography variant="body2" color="primary" sx={{ wordBreak: 'break-word' }}>
              {hashtags.map((tag) => `#${tag}`).join(' ')}
            </Typography>
          )}
          {body.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.articles.preview.empty_body')}
            </Typography>
          ) : (
            <Stack
              spacing={1}
              aria-label={translate('resources.articles.preview.body')}
              role="list"
            >
              {body.map((block, index) => {
                const name = translate('resources.articles.body.block_name', {
                  block: translate(`resources.articles.blocks.${block.type}`),
                  number: index + 1,
                });
                const move = (offset: -1 | 1) => () =>
                  change((blocks) => moveBlock(blocks, index, offset));
                const controls = [
                  ['move_up', ArrowUpIcon, move(-1), index === 0],
                  ['move_down', ArrowDownIcon, move(1), index === body.length - 1],
                  ['edit_item', EditIcon, () => setEditing(index), false],
                ] as const;
                return (
                  <Box role="listitem" key={`${index}-${block.type}`}>
                    <Box role="group" aria-label={name} sx={BLOCK_SX}>
                      {blockContent(block, translate)}
                      <Stack
                        direction="row"
                        spacing={0.25}
                        sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}
                        aria-label={translate('resources.articles.body.block_actions', {
                          block: name,
                        })}
                      >
                        {controls.map(([key, Icon, act, off]) => (
                          <IconButtonWithTooltip
                            key={key}
                            label={`resources.articles.body.${key}`}
                            size="small"
                            onClick={act}
                            disabled={disabled || off}
                          >
                            <Icon fontSize="small" />
                          </IconButtonWithTooltip>
                        ))}
                        <ConfirmIconButton
                          label="resources.articles.body.delete_item"
                          title="resources.articles.confirm.delete_item"
                          size="small"
                          onConfirm={() => change((blocks) => removeBlock(blocks, index))}
                          disabled={disabled}
                        >
                          <DeleteIcon fontSize="small" />
                        </ConfirmIconButton>
                      </Stack>
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Paper>
      <ArticleBlockDialog index={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}

const BLOCK_SX = {
  position: 'relative',
  borderRadius: 1,
  outline: '1px dashed transparent',
  '&:hover, &:focus-within': { outlineColor: 'divider' },
  p: 0.5,
} as const;

function blockContent(block: ArticleBlock, translate: TranslateFunction): ReactNode {
  switch (block.type) {
    case 'title':
      return (
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {block.content}
        </Typography>
      );
    case 'text':
      return (
        <SafeHtml
          html={articleTextHtml(block.content)}
          sanitise={sanitiseArticleText}
          sx={{ typography: 'body2', '& p': { my: 1 } }}
        />
      );
    case 'video': {
      // Only player URLs built from a valid id are ever embedded.
      const src = videoEmbedUrl(block.content);
      return src ? (
        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
          <Box
            component="iframe"
            src={src}
            title={translate('resources.articles.video.title', { id: block.content })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="error">
          {translate('resources.articles.video.invalid', { id: block.content })}
        </Typography>
      );
    }
    case 'image':
      return (
        <Box
          component="img"
          src={block.content}
          alt={translate('resources.articles.body.image_alt')}
          sx={{ display: 'block', width: '100%', borderRadius: 1 }}
        />
      );
  }
}
