// The page of questions as cards, grouped into their questionnaires (docs/product.md §3 Questionnaire), with
// the edit dialog and the delete confirmation they open.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useDelete, useListContext, useNotify } from 'react-admin';
import { groupQuestionnaires, type Questionnaire } from '@/domain/questionnaires';
import type { Question } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { QuestionCard } from './QuestionCard';
import { QuestionEditDialog } from './QuestionEditDialog';

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
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {group.questionnaire || 'No questionnaire'}
        </Typography>
        <Chip size="small" label={group.category} />
        <Chip size="small" variant="outlined" label={`Section: ${group.section}`} />
        <Chip size="small" variant="outlined" label={`Icon: ${group.icon}`} />
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
  const notify = useNotify();
  const [editing, setEditing] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [remove, { isPending: removing }] = useDelete<Question>();

  const confirmDelete = () => {
    if (!deleting) return;
    remove(
      'questions',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDeleting(null);
          notify('Question deleted', { type: 'success' });
        },
        onError: () => {
          setDeleting(null);
          notify('Error trying to delete question', {
            type: 'error',
            description: 'Please, try again later',
          });
        },
      },
    );
  };

  return (
    <ListBodyState
      label="questions"
      emptyText="No questions found"
      errorText="Could not load the questions. Please, try again later."
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {total === 1 ? '1 question found' : `${total ?? 0} questions found`}
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
        title="Delete question?"
        content={deleting ? `"${deleting.label}" will be deleted. This cannot be undone.` : ''}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </ListBodyState>
  );
}
