import { Box, Link, Tooltip } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import HiddenIcon from '@mui/icons-material/VisibilityOff';
import { BooleanInput, DataTable, FilterButton, SelectInput, useTranslate } from 'react-admin';
import { articleTextHtml } from '@/domain/articleText';
import { SafeHtml } from '@/layout/SafeHtml';
import { ListBodyState } from '@/shared/ListBodyState';
import { ListScreen } from '@/shared/ListScreen';
import { ArticleBulkActions } from './ArticleBulkActions';
import { articleExportColumns } from './exportColumns';
import { Link as RouterLink } from 'react-router-dom';
import articles from './paths';
import { pathTo } from '@/resources/ResourceConfig';
import { formatDateTime } from '@/domain/wording';
import { CATEGORY_CHOICES, type StoredArticle } from './articleForm';
import { RowNumberField } from '@/shared/RowNumberField';
import { sanitiseArticleText } from './sanitiseArticleText';

// The filters the data spec offers (data.ts), each with its index for the publication sort.
const filters = [
  <BooleanInput key="isActive" source="isActive" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
];

export function ArticleList() {
  const translate = useTranslate();
  return (
    <ListScreen<StoredArticle>
      heading="resources.articles.title"
      create={{ to: pathTo(articles, 'create'), label: 'resources.articles.actions.create' }}
      toolbar={<FilterButton />}
      exportColumns={articleExportColumns}
      fileName="kynd-articles"
      resource="articles"
      sort={{ field: 'publishedAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      title=" "
    >
      <ListBodyState
        label="resources.articles.list_items"
        errorText="resources.articles.list_error"
        emptyText="resources.articles.empty"
      >
        <DataTable<StoredArticle>
          aria-label={translate('resources.articles.title')}
          bulkActionButtons={<ArticleBulkActions />}
          rowClick={(id) => pathTo(articles, 'edit', String(id))}
        >
          <DataTable.Col label="app.common.row_number" disableSort>
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
          {/* Stored text goes through SafeHtml, reduced to the article text format: nothing in it runs. */}
          <DataTable.Col
            source="title"
            render={(record: StoredArticle) => {
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
            }}
          />
          <DataTable.Col
            source="categories"
            disableSort
            render={(record) => (record.categories ?? []).join(', ')}
          />
          <DataTable.Col
            label="resources.articles.columns.status"
            disableSort
            render={(record) => {
              const active = record.isActive === true;
              const label = translate(`resources.articles.preview.${active ? 'public' : 'hidden'}`);
              const Icon = active ? PublicIcon : HiddenIcon;
              return (
                <Tooltip title={label} describeChild>
                  <Icon titleAccess={label} color={active ? 'success' : 'disabled'} />
                </Tooltip>
              );
            }}
          />
          <DataTable.Col
            source="publishedAt"
            render={(record) => record.publishedAt && formatDateTime(record.publishedAt)}
          />
        </DataTable>
      </ListBodyState>
    </ListScreen>
  );
}
