// An organisation's codes in the organisations table: each code with its usage, or, in the 'Edit
// codes max usage' mode, a number field per code named after the code.
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usageText } from '@/domain/codes';
import type { Code } from '@/domain/types';
import { CodeUsageField } from './CodeUsageField';

export function CodesCell({
  codes,
  status,
  editing,
  edits,
  invalid,
  onEdit,
}: {
  codes: Code[] | undefined;
  status: 'loading' | 'error' | 'ready';
  editing: boolean;
  edits: Record<string, string>;
  invalid: readonly string[];
  onEdit: (codeId: string, value: string) => void;
}) {
  const translate = useTranslate();
  if (status === 'loading') {
    return (
      <CircularProgress size={16} aria-label={translate('resources.organisations.codes.loading')} />
    );
  }
  if (status === 'error') {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.organisations.codes.error')}
      </Typography>
    );
  }
  if (!codes || codes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.organisations.codes.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={editing ? 1.5 : 0.5} sx={{ py: editing ? 1 : 0 }}>
      {codes.map((code) =>
        editing ? (
          <CodeUsageField
            key={code.id}
            code={code}
            value={edits[code.id] ?? String(code.maximumUsage)}
            invalid={invalid.includes(code.id)}
            onChange={(value) => onEdit(code.id, value)}
          />
        ) : (
          <Typography key={code.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            <strong>{code.code}</strong>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({usageText(code)}
              {code.isActive ? '' : translate('resources.organisations.codes.inactive')})
            </Typography>
          </Typography>
        ),
      )}
    </Stack>
  );
}
