import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useDelete, useListContext, useNotify, useTranslate } from 'react-admin';
import { answerSummary } from '@/domain/questionForm';
import { groupQuestionnaires, type Questionnaire } from '@/domain/questionnaires';
import type { Question } from '@/domain/types';
import { DetailsList } from '@/shared/DetailsList';
import { ListBodyState } from '@/shared/ListBodyState';
import { QuestionEditDialog } from './QuestionEditDialog';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function QuestionCards() {
  const { data = [], total } = useListContext<Question>();
  const translate = useTranslate();
  return (
    <ListBodyState
      label="resources.questions.list_label"
      emptyText="resources.questions.empty"
      errorText="resources.questions.list_failed"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.questions.found', { smart_count: total ?? 0 })}
      </Typography>
      {groupQuestionnaires(data).map((group) => (
        <QuestionnaireGroup key={group.questionnaire} group={group} />
      ))}
    </ListBodyState>
  );
}

function QuestionnaireGroup({ group }: { group: Questionnaire }) {
  const headingId = useId();
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {group.questionnaire || translate('resources.questions.no_questionnaire')}
        </Typography>
        <Chip size="small" label={group.category} />
        {(['section', 'icon'] as const).map((key) => (
          <Chip
            key={key}
            size="small"
            variant="outlined"
            label={translate(`resources.questions.${key}_chip`, { [key]: group[key] })}
          />
        ))}
      </Stack>
      {group.about && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {group.about}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {group.questions.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </Box>
    </Box>
  );
}

function QuestionCard({ question }: { question: Question }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const notify = useNotify();
  const [remove, { isPending: removing }] = useDelete<Question>();
  const confirmDelete = () =>
    remove(
      'questions',
      { id: question.id, previousData: question },
      {
        onSettled: () => setOpen(null),
        onSuccess: () => notify('resources.questions.notifications.deleted', { type: 'success' }),
        onError: () => notify('resources.questions.notifications.delete_failed', TRY_AGAIN),
      },
    );
  return (
    <Card
      component="article"
      aria-label={question.label}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {question.label}
        </Typography>
        <DetailsList
          resource="questions"
          details={{
            type: question.type,
            answers: answerSummary(question, translate),
            ...(question.type === 'Number' ? { unit: question.unit } : {}),
            order: String(question.order ?? ''),
            section: question.section,
          }}
          sx={{
            rowGap: 0.5,
            typography: 'body2',
            '& > div': { display: 'flex', gap: 1 },
            '& dt': { minWidth: 96, fontSize: 'inherit' },
          }}
        />
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
        <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen('edit')}>
          {translate('ra.action.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setOpen('delete')}
        >
          {translate('ra.action.delete')}
        </Button>
      </CardActions>
      {open === 'edit' && <QuestionEditDialog question={question} onClose={() => setOpen(null)} />}
      <Confirm
        isOpen={open === 'delete'}
        loading={removing}
        title="resources.questions.delete.title"
        content="resources.questions.delete.content"
        translateOptions={{ label: question.label }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
