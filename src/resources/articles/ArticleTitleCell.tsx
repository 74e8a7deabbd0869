// Stored text goes through SafeHtml, reduced to the article text format: nothing in it runs.
import { Box, Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { articleTextHtml } from '@/domain/articleText';
import { SafeHtml } from '@/layout/SafeHtml';
import type { StoredArticle } from './articleForm';
import { sanitiseArticleText } from './sanitiseArticleText';

export function ArticleTitleCell() {
  const record = useRecordContext<StoredArticle>();
  const translate = useTranslate();
  if (!record) return null;
  const intro = (record.body ?? []).find((block) => block.type === 'text');
  return (
    <Box sx={{ minWidth: 200, maxWidth: 420 }}>
      <Link
        component={RouterLink}
        to={pathTo(articles, 'edit', record.id)}
        onClick={(event) => event.stopPropagation()}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {record.title || translate('resources.articles.untitled')}
      </Link>
      {intro && (
        <SafeHtml
          html={articleTextHtml(intro.content)}
          sanitise={sanitiseArticleText}
          sx={{
            typography: 'body2',
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '& p': { m: 0 },
            '& img': { display: 'none' },
          }}
        />
      )}
    </Box>
  );
}
