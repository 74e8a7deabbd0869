import { useEffect, useState } from 'react';
import { useAuthProvider, useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@/config/constants';
import type { KyndAuthProvider, LoginParams } from '@/providers/authProvider';
import { readRememberedSignIn } from '@/providers/session';
import { refusalReasonOf } from '@/domain/signInRefusal';
import { useShowRefusal } from './login/refusalToasts';
import { Logo } from './Logo';
import { EmailSignInForm } from './login/EmailSignInForm';
import { PhoneSignInForm } from './login/PhoneSignInForm';

export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
const AFTER_SIGN_IN_PATH = '/dashboard';

type Mode = 'email' | 'phone';

export function LoginPage() {
  const login = useLogin();
  const authProvider = useAuthProvider<KyndAuthProvider>();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [remembered] = useState(() => readRememberedSignIn());
  const [mode, setMode] = useState<Mode>('email');
  const showRefusal = useShowRefusal();
  const translate = useTranslate();

  useEffect(() => {
    // A stored session whose user or organisation has become inactive ends here with its toast.
    checkAuth({}, false)
      .then(() => navigate(AFTER_SIGN_IN_PATH, { replace: true }))
      .catch((error: unknown) => {
        if (refusalReasonOf(error)) showRefusal(error);
      });
  }, [checkAuth, navigate, showRefusal]);

  const signIn = async (params: LoginParams) => {
    try {
      await login(params);
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    }
  };

  const sendCode = async (phone: string) => {
    if (!authProvider) return false;
    try {
      return (
        (await authProvider.sendPhoneCode({
          phone,
          recaptchaContainer: RECAPTCHA_CONTAINER_ID,
        })) === 'sent'
      );
    } catch (error) {
      showRefusal(error);
      return false;
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={4}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography variant="h4" component="h1" color="primary" align="center" sx={{ mb: 2 }}>
            {PRODUCT_TITLE}
          </Typography>
          <Tabs
            value={mode}
            onChange={(_event, next: Mode) => setMode(next)}
            variant="fullWidth"
            sx={{ mb: 3 }}
            aria-label={translate('app.layout.sign_in.method')}
          >
            <Tab label={translate('ra.auth.email')} value="email" />
            <Tab label={translate('app.layout.sign_in.phone')} value="phone" />
          </Tabs>
          {mode === 'email' ? (
            <EmailSignInForm
              initialEmail={remembered?.email ?? ''}
              initialRememberMe={remembered !== null}
              onSubmit={signIn}
            />
          ) : (
            <PhoneSignInForm
              initialPhone={remembered?.phone ?? ''}
              onSendCode={sendCode}
              onConfirm={(code) => signIn({ code })}
            />
          )}
          <div id={RECAPTCHA_CONTAINER_ID} />
        </CardContent>
      </Card>
    </Box>
  );
}
