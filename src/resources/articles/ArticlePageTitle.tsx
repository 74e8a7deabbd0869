import { Button, Stack, Typography } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useRedirect, useTranslate } from 'react-admin';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';

/** The editor's h1 (`title`, a message key) after a Back to the list. */
export function ArticlePageTitle({ title }: { title: string }) {
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Button startIcon={<BackIcon />} onClick={() => redirect(pathTo(articles, 'list'))}>
        {translate('resources.articles.actions.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
    </Stack>
  );
}
