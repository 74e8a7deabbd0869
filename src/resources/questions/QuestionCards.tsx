import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useListContext, useTranslate } from 'react-admin';
import { groupQuestionnaires, type Questionnaire } from '@/domain/questionnaires';
import type { Question } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { QuestionCard } from './QuestionCard';
import { QuestionEditDialog } from './QuestionEditDialog';
import { useDeleteQuestion } from './useDeleteQuestion';

function QuestionnaireGroup({
  group,
  onEdit,
  onDelete,
}: {
  group: Questionnaire;
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
}) {
  const headingId = useId();
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {group.questionnaire || translate('resources.questions.no_questionnaire')}
        </Typography>
        <Chip size="small" label={group.category} />
        <Chip
          size="small"
          variant="outlined"
          label={translate('resources.questions.section_chip', { section: group.section })}
        />
        <Chip
          size="small"
          variant="outlined"
          label={translate('resources.questions.icon_chip', { icon: group.icon })}
        />
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
          <QuestionCard
            key={question.id}
            question={question}
            onEdit={() => onEdit(question)}
            onDelete={() => onDelete(question)}
          />
        ))}
      </Box>
    </Box>
  );
}

export function QuestionCards() {
  const { data = [], total } = useListContext<Question>();
  const translate = useTranslate();
  const [editing, setEditing] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const { deleteQuestion, isPending: removing } = useDeleteQuestion(() => setDeleting(null));

  const confirmDelete = () => {
    if (deleting) deleteQuestion(deleting);
  };

  return (
    <ListBodyState
      label={translate('resources.questions.list_label')}
      emptyText={translate('resources.questions.empty')}
      errorText={translate('resources.questions.list_failed')}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.questions.found', { smart_count: total ?? 0 })}
      </Typography>
      {groupQuestionnaires(data).map((group) => (
        <QuestionnaireGroup
          key={group.questionnaire}
          group={group}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ))}
      {editing && <QuestionEditDialog question={editing} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title="resources.questions.delete.title"
        content={deleting ? 'resources.questions.delete.content' : ''}
        translateOptions={{ label: deleting?.label ?? '' }}
        confirm="resources.questions.actions.delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </ListBodyState>
  );
}
