import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  BooleanInput,
  DataTable,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CATEGORIES } from '@/config/constants';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { ListBodyState } from '@/shared/ListBodyState';
import { ArticleBulkActions } from './ArticleBulkActions';
import { articleExportColumns } from './exportColumns';
import { Link as RouterLink } from 'react-router-dom';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { formatArticleDate, type StoredArticle } from './articleForm';
import { RowNumberField } from '@/shared/RowNumberField';
import { ArticleStatusIcon } from './ArticleStatusIcon';
import { ArticleTitleCell } from './ArticleTitleCell';

// The filters the data spec offers (data.ts), each with its index for the publication sort.
const filters = [
  <BooleanInput key="isActive" source="isActive" label="resources.articles.fields.isActive" />,
  <SelectInput
    key="category"
    source="category"
    label="resources.articles.filters.category"
    choices={CATEGORIES.map((category) => ({ id: category, name: category }))}
  />,
];

export function ArticleList() {
  const translate = useTranslate();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.articles.title')}
        </Typography>
        <Button
          component={RouterLink}
          to={pathTo(articles, 'create')}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('resources.articles.actions.create')}
        </Button>
      </Stack>
      <List<StoredArticle>
        resource="articles"
        sort={{ field: 'publishedAt', order: 'DESC' }}
        perPage={25}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportListButton columns={articleExportColumns} fileName="kynd-articles" />
          </TopToolbar>
        }
        filters={filters}
        title=" "
        empty={false}
      >
        <ListBodyState
          label="resources.articles.list_items"
          errorText="resources.articles.list_error"
        >
          <DataTable<StoredArticle>
            aria-label={translate('resources.articles.list')}
            bulkActionButtons={<ArticleBulkActions />}
            rowClick={(id) => pathTo(articles, 'edit', String(id))}
            empty={
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('resources.articles.empty')}
              </Typography>
            }
          >
            <DataTable.Col label="resources.articles.columns.number" disableSort>
              <RowNumberField />
            </DataTable.Col>
            <DataTable.Col
              label="resources.articles.columns.cover"
              disableSort
              render={(record) =>
                record.coverImageUrl ? (
                  <Box
                    component="img"
                    src={record.coverImageUrl}
                    alt={
                      record.title === undefined
                        ? translate('resources.articles.cover_of_untitled')
                        : translate('resources.articles.cover_of', { title: record.title })
                    }
                    loading="lazy"
                    sx={{ width: 96, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null
              }
            />
            <DataTable.Col source="title" label="resources.articles.columns.title">
              <ArticleTitleCell />
            </DataTable.Col>
            <DataTable.Col
              label="resources.articles.columns.categories"
              disableSort
              render={(record) => (record.categories ?? []).join(', ')}
            />
            <DataTable.Col
              label="resources.articles.columns.status"
              disableSort
              render={(record) => <ArticleStatusIcon isActive={record.isActive === true} />}
            />
            <DataTable.Col
              source="publishedAt"
              label="resources.articles.columns.publishedAt"
              render={(record) => formatArticleDate(record.publishedAt)}
            />
          </DataTable>
        </ListBodyState>
      </List>
    </>
  );
}
