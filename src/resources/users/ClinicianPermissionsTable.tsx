import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PermissionOrganisation } from '@/domain/clinicianPermissions';

export function ClinicianPermissionsTable({
  caption,
  organisations,
  action,
  disabled,
  onAction,
}: {
  caption: string;
  organisations: readonly PermissionOrganisation[];
  action: string;
  disabled: boolean;
  onAction: (organisationId: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(caption)}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>
          <Typography variant="h6" component="span">
            {translate(caption)}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.users.clinicians.number')}</TableCell>
            <TableCell>{translate('resources.users.fields.industry')}</TableCell>
            <TableCell>{translate('resources.users.clinicians.name')}</TableCell>
            <TableCell>{translate('resources.users.clinicians.manage')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organisations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">
                  {translate('resources.users.clinicians.no_organisations')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            organisations.map((organisation, index) => (
              <TableRow key={organisation.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{organisation.industry || '—'}</TableCell>
                <TableCell>{organisation.name}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ whiteSpace: 'nowrap' }}
                    disabled={disabled}
                    onClick={() => onAction(organisation.id)}
                  >
                    {translate(action)}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
