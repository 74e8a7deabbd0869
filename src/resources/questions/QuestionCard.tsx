import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { answerSummary } from '@/domain/questionForm';
import type { Question } from '@/domain/types';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} component="div">
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function QuestionCard({
  question,
  onEdit,
  onDelete,
}: {
  question: Question;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {question.label}
        </Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          <Detail term={translate('resources.questions.fields.type')} value={question.type} />
          <Detail
            term={translate('resources.questions.fields.answers')}
            value={answerSummary(question) || '—'}
          />
          {question.type === 'Number' && (
            <Detail
              term={translate('resources.questions.fields.unit')}
              value={question.unit || '—'}
            />
          )}
          <Detail
            term={translate('resources.questions.fields.order')}
            value={String(question.order ?? '—')}
          />
          <Detail
            term={translate('resources.questions.fields.section')}
            value={question.section || '—'}
          />
        </Stack>
        {(question.invertedAnswers || question.clinicianQuestion) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {question.invertedAnswers && (
              <Chip size="small" label={translate('resources.questions.fields.invertedAnswers')} />
            )}
            {question.clinicianQuestion && (
              <Chip
                size="small"
                color="info"
                label={translate('resources.questions.fields.clinicianQuestion')}
              />
            )}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {translate('resources.questions.actions.edit')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          {translate('resources.questions.actions.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
