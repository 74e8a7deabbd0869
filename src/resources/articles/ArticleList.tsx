// All articles (docs/product.md §2 Articles): #, Cover, Title, Categories, Status and Published at, newest
// publication first, paged on the server; a row opens the editor.
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { formatArticleDate, type StoredArticle } from './articleForm';
import { ArticleRowNumber } from './ArticleRowNumber';
import { ArticleStatusIcon } from './ArticleStatusIcon';
import { ArticleTitleCell } from './ArticleTitleCell';

export function ArticleList() {
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Articles
        </Typography>
        <Button
          component={RouterLink}
          to={pathTo(articles, 'create')}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create new
        </Button>
      </Stack>
      <List<StoredArticle>
        resource="articles"
        sort={{ field: 'publishedAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        title=" "
        empty={false}
        disableSyncWithLocation
      >
        <DataTable<StoredArticle>
          aria-label="Articles"
          bulkActionButtons={false}
          rowClick={(id) => pathTo(articles, 'edit', String(id))}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              No articles yet
            </Typography>
          }
        >
          <DataTable.Col label="#" disableSort>
            <ArticleRowNumber />
          </DataTable.Col>
          <DataTable.Col
            label="Cover"
            disableSort
            render={(record) =>
              record.coverImageUrl ? (
                <Box
                  component="img"
                  src={record.coverImageUrl}
                  alt={`Cover of ${record.title ?? 'the article'}`}
                  loading="lazy"
                  sx={{ width: 96, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
                />
              ) : null
            }
          />
          <DataTable.Col source="title" label="Title">
            <ArticleTitleCell />
          </DataTable.Col>
          <DataTable.Col
            label="Categories"
            disableSort
            render={(record) => (record.categories ?? []).join(', ')}
          />
          <DataTable.Col
            label="Status"
            disableSort
            render={(record) => <ArticleStatusIcon isActive={record.isActive === true} />}
          />
          <DataTable.Col
            source="publishedAt"
            label="Published at"
            render={(record) => formatArticleDate(record.publishedAt)}
          />
        </DataTable>
      </List>
    </>
  );
}
