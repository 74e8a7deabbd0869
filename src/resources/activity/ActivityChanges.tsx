import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { auditChangeLines, type AuditEntry } from '@/domain/audit';

export function ActivityChanges() {
  const record = useRecordContext<AuditEntry & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const lines = auditChangeLines(record.before ?? {}, record.after ?? {}, translate);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography key={line} component="li" variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
