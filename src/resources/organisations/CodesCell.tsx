// The codes come from the organisation's server-kept summary (src/domain/codeSummaries.ts).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usageText } from '@/domain/codes';
import type { SummarisedCode } from '@/domain/codeSummaries';
import { CodeUsageField } from './CodeUsageField';

export function CodesCell({
  codes,
  status,
  editing,
  edits,
  invalid,
  onEdit,
}: {
  codes: readonly SummarisedCode[];
  /** How the read of the page's codes went: nothing is shown until it answers. */
  status: 'pending' | 'error' | 'success';
  editing: boolean;
  edits: Record<string, string>;
  invalid: readonly string[];
  onEdit: (codeId: string, value: string) => void;
}) {
  const translate = useTranslate();
  if (status === 'pending') return null;
  if (status === 'error') {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.organisations.codes.error')}
      </Typography>
    );
  }
  if (codes.length === 0) {
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
