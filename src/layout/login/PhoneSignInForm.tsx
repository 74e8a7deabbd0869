import { useRef, useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REQUIRED_INPUT } from './requiredInput';
import { SubmitButton } from './SubmitButton';

interface PhoneSignInFormProps {
  initialPhone: string;
  onSendCode: (phone: string) => Promise<boolean>;
  onConfirm: (code: string) => Promise<boolean>;
}

export function PhoneSignInForm({ initialPhone, onSendCode, onConfirm }: PhoneSignInFormProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [loading, setLoading] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const translate = useTranslate();

  const run = async (action: () => Promise<void>) => {
    if (loading) return;
    setLoading(true);
    try {
      await action();
    } finally {
      setLoading(false);
    }
  };

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (await onSendCode(phone)) setStep('code');
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md §2: a blank value does nothing.
    if (!code.trim()) return;
    void run(async () => {
      if (!(await onConfirm(code))) codeRef.current?.select();
    });
  };

  if (step === 'code') {
    return (
      <form onSubmit={confirm} noValidate aria-label={translate('app.layout.sign_in.confirm_code')}>
        <Stack spacing={2}>
          <TextField
            key="code"
            label={translate('app.layout.sign_in.code')}
            name="code"
            autoComplete="one-time-code"
            inputRef={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
            autoFocus
            fullWidth
          />
          <SubmitButton label={translate('ra.action.confirm')} loading={loading} />
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} noValidate aria-label={translate('app.layout.sign_in.with_phone')}>
      <Stack spacing={2}>
        <TextField
          key="phone"
          label={translate('app.layout.sign_in.phone_number')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          autoFocus
          slotProps={REQUIRED_INPUT}
          fullWidth
        />
        <SubmitButton label={translate('app.layout.sign_in.send_code')} loading={loading} />
      </Stack>
    </form>
  );
}
