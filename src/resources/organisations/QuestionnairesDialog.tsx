import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate, useUpdate } from 'react-admin';
import {
  CUSTOM_QUESTIONNAIRES,
  normaliseQuestionnaires,
  type CustomQuestionnaireKey,
} from '@/config/constants';
import { questionnaireLabel, sameQuestionnaires } from '@/domain/organisations';
import type { OrganisationDialogProps } from './ActivationDialog';

export function QuestionnairesDialog({ organisation, onClose }: OrganisationDialogProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const before = normaliseQuestionnaires(organisation.customQuestionnaires);
  const [chosen, setChosen] = useState<CustomQuestionnaireKey[]>(before);
  const [confirming, setConfirming] = useState(false);

  const toggle = (key: CustomQuestionnaireKey) => (_: unknown, on: boolean) =>
    setChosen((current) =>
      normaliseQuestionnaires(on ? [...current, key] : current.filter((item) => item !== key)),
    );

  const apply = () =>
    update(
      'organisations',
      {
        id: organisation.id,
        data: { customQuestionnaires: chosen },
        previousData: organisation,
      },
      {
        onSuccess: () => onClose(),
        onError: () => {
          notify('resources.organisations.notifications.questionnaires_error', {
            type: 'error',
            description: 'resources.organisations.notifications.questionnaires_error_detail',
          });
          setConfirming(false);
        },
      },
    );

  return (
    <>
      <Dialog open onClose={onClose}>
        <DialogTitle>
          {translate('resources.organisations.questionnaires.title', { name: organisation.name })}
        </DialogTitle>
        <DialogContent>
          <FormGroup>
            {CUSTOM_QUESTIONNAIRES.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                control={<Checkbox checked={chosen.includes(key)} onChange={toggle(key)} />}
                label={label}
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => (sameQuestionnaires(before, chosen) ? onClose() : setConfirming(true))}
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.organisations.questionnaires.confirm_title"
        content={`resources.organisations.questionnaires.confirm_${chosen.length > 0 ? 'content' : 'none'}`}
        contentTranslateOptions={{
          name: organisation.name,
          questionnaires: chosen.map(questionnaireLabel).join(', '),
        }}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
