// One body block in the preview, as the app shows it, with its controls: move up, move down, edit
// and delete (docs/product.md §2 Articles). Text is stored formatted text, so it goes through SafeHtml.
import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ArticleBlock, ArticleBlockType } from '@/domain/types';
import { SafeHtml } from '@/layout/SafeHtml';
import { ArticleVideo } from './ArticleVideo';

export const BLOCK_NAMES: Record<ArticleBlockType, string> = {
  title: 'Subtitle',
  text: 'Text',
  video: 'Video',
  image: 'Image',
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

function blockContent(block: ArticleBlock): ReactNode {
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
          html={block.content}
          sx={{ typography: 'body2', whiteSpace: 'pre-line', '& p': { my: 1 } }}
        />
      );
    case 'video':
      return <ArticleVideo videoId={block.content} />;
    case 'image':
      return (
        <Box
          component="img"
          src={block.content}
          alt="Article image"
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
  const name = `${BLOCK_NAMES[block.type]} ${index + 1}`;
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
      {blockContent(block)}
      <Stack
        direction="row"
        spacing={0.25}
        sx={{ justifyContent: 'flex-end', color: 'text.secondary' }}
        aria-label={`${name} actions`}
      >
        {control('Move up', <ArrowUpIcon fontSize="small" />, () => onMove(index, -1), index === 0)}
        {control(
          'Move down',
          <ArrowDownIcon fontSize="small" />,
          () => onMove(index, 1),
          index === count - 1,
        )}
        {control('Edit item', <EditIcon fontSize="small" />, () => onEdit(index))}
        {control('Delete item', <DeleteIcon fontSize="small" />, () => onDelete(index))}
      </Stack>
    </Box>
  );
}
