// Text is shown through SafeHtml reduced to the article text format, as the app shows it.
import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { ArticleBlock, ArticleBlockType } from '@/domain/types';
import { articleTextHtml } from '@/domain/articleText';
import { SafeHtml } from '@/layout/SafeHtml';
import { ArticleVideo } from './ArticleVideo';
import { sanitiseArticleText } from './sanitiseArticleText';

export const BLOCK_NAMES: Record<ArticleBlockType, string> = {
  title: 'resources.articles.blocks.title',
  text: 'resources.articles.blocks.text',
  video: 'resources.articles.blocks.video',
  image: 'resources.articles.blocks.image',
};

export interface ArticlePreviewBlockProps {
  block: ArticleBlock;
  index: number;
  count: number;
  onMove(index: number, offset: -1 | 1): void;
  onEdit(index: number): void;
  onDelete(index: number): void;
  disabled?: boolean;
}

function blockContent(block: ArticleBlock, imageAlt: string): ReactNode {
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
    case 'video':
      return <ArticleVideo videoId={block.content} />;
    case 'image':
      return (
        <Box
          component="img"
          src={block.content}
          alt={imageAlt}
          sx={{ display: 'block', width: '100%', borderRadius: 1 }}
        />
      );
  }
}

export function ArticlePreviewBlock({
  block,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
  disabled,
}: ArticlePreviewBlockProps) {
  const translate = useTranslate();
  const name = translate('resources.articles.body.block_name', {
    block: translate(BLOCK_NAMES[block.type]),
    number: index + 1,
  });
  const control = (label: string, icon: ReactNode, action: () => void, off = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={action} disabled={disabled || off}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{
        position: 'relative',
        borderRadius: 1,
        outline: '1px dashed transparent',
        '&:hover, &:focus-within': { outlineColor: 'divider' },
        p: 0.5,
      }}
    >
      {blockContent(block, translate('resources.articles.body.image_alt'))}
      <Stack
        direction="row"
        spacing={0.25}
        sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}
        aria-label={translate('resources.articles.body.block_actions', { block: name })}
      >
        {control(
          translate('resources.articles.body.move_up'),
          <ArrowUpIcon fontSize="small" />,
          () => onMove(index, -1),
          index === 0,
        )}
        {control(
          translate('resources.articles.body.move_down'),
          <ArrowDownIcon fontSize="small" />,
          () => onMove(index, 1),
          index === count - 1,
        )}
        {control(
          translate('resources.articles.body.edit_item'),
          <EditIcon fontSize="small" />,
          () => onEdit(index),
        )}
        {control(
          translate('resources.articles.body.delete_item'),
          <DeleteIcon fontSize="small" />,
          () => onDelete(index),
        )}
      </Stack>
    </Box>
  );
}
