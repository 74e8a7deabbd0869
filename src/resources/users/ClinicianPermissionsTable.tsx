import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PermissionOrganisation } from '@/domain/clinicianPermissions';

/** One of the two tables of docs/product.md §2 Manage clinicians: #, Industry, Name, Manage. */
export function ClinicianPermissionsTable({
  caption,
  organisations,
  action,
  disabled,
  onAction,
}: {
  caption: string;
  organisations: readonly PermissionOrganisation[];
  /** 'Remove permission' or 'Add permission'. */
  action: string;
  disabled: boolean;
  onAction: (organisationId: string) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>
          <Typography variant="h6" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Industry</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Manage</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organisations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">No organisations</Typography>
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
                    {action}
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
