// The data provider adds the organisation constraint the rules demand for an Org Admin.
import { Box, CircularProgress } from '@mui/material';
import { useCallback, useState } from 'react';
import { Pagination, useNotify, usePermissions, useTranslate } from 'react-admin';
import { ListScreen } from '@/shared/ListScreen';
import type { KyndPermissions } from '@/domain/session';
import { LIST_ROWS_META } from '@/providers/dataSpec';
import { AlertCards } from './AlertCards';
import { alertExportColumns } from './exportColumns';
import { AlertFilters } from './AlertFilters';

const PER_PAGE = 10;

export function HearingVisionAlerts() {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  const notify = useNotify();
  const translate = useTranslate();
  // docs/product.md §6: the read-only staff see the alerts but do not update them.
  const canUpdate = permissions?.role === 'Kynd Admin' || permissions?.role === 'Org Admin';
  // Until the permissions are known and the list's organisation is first checked (AlertFilters); a
  // new choice read afterwards keeps the list shown.
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={translate('resources.questionnaireAlerts.loading')} />
    </Box>
  );

  return (
    <ListScreen
      heading="resources.questionnaireAlerts.title"
      resource="questionnaireAlerts"
      exportColumns={alertExportColumns}
      fileName="kynd-hearing-vision-alerts"
      {...(settled ? {} : { actions: false })}
      perPage={PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filterDefaultValues={{ type: 'All' }}
      queryOptions={{
        enabled: settled,
        meta: LIST_ROWS_META,
        // The list failure's own toast, in place of react-admin's generic one.
        onError: (error) => {
          console.error('Fail to get Hearing and Vision alerts', error);
          notify('resources.questionnaireAlerts.notifications.list_failed', { type: 'error' });
        },
      }}
      pagination={<Pagination rowsPerPageOptions={[PER_PAGE, 25, 50]} />}
      component="div"
    >
      {isPending ? null : <AlertFilters onSettled={settle} />}
      {settled ? <AlertCards canUpdate={canUpdate} /> : loading}
    </ListScreen>
  );
}
