// The dashboard: react-admin <Admin> with the Firebase providers and the route table of SPEC §2.
//
// Routing: '/' and '/signin' are rendered outside the layout for everyone; every other path goes
// through the Layout, which shows the not-found page to a visitor without a stored user, and the
// screen (or, for an unknown path, the not-found page) to a signed-in user. Routes are declared
// one by one rather than through <Resource>, whose list route would match any sub-path
// ('/users/anything') where SPEC wants 'Not found'. Screens give their data hooks the resource.
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { dataScopeOf } from '@/domain/session';
import { i18nProvider } from '@/i18n/i18nProvider';
import { ErrorPage } from '@/layout/ErrorPage';
import { Layout } from '@/layout/Layout';
import { lazyScreen } from '@/layout/lazyScreen';
import { NotFound } from '@/layout/NotFound';
import { RootRoute } from '@/layout/RootRoute';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { createAuthProvider } from '@/providers/authProvider';
import { createDataProvider } from '@/providers/dataProvider';
import { getFirebaseServices } from '@/providers/firebase';
import { readSession } from '@/providers/session';
import { themeFor } from '@/theme/theme';
import { useThemeMode } from '@/theme/useThemeMode';

interface Providers {
  authProvider: ReturnType<typeof createAuthProvider>;
  dataProvider: ReturnType<typeof createDataProvider>;
}

let providers: Providers | undefined;

// Created on first render rather than on import, so that a failure (a bad configuration) reaches
// the error screen instead of leaving a blank page.
function appProviders(): Providers {
  if (!providers) {
    const services = getFirebaseServices();
    providers = {
      authProvider: createAuthProvider(services),
      dataProvider: createDataProvider(services.db, () => {
        const session = readSession();
        return session ? dataScopeOf(session) : null;
      }),
    };
  }
  return providers;
}

const SummaryScreen = lazyScreen(() =>
  import('@/dashboards/SummaryScreen').then((m) => m.SummaryScreen),
);
const CategoryScreen = lazyScreen(() =>
  import('@/dashboards/CategoryScreen').then((m) => m.CategoryScreen),
);
const UserList = lazyScreen(() => import('@/resources/users/UserList').then((m) => m.UserList));
const UserCreate = lazyScreen(() =>
  import('@/resources/users/UserCreate').then((m) => m.UserCreate),
);
const ManageClinicians = lazyScreen(() =>
  import('@/resources/users/ManageClinicians').then((m) => m.ManageClinicians),
);
const ChangeUserOrganisation = lazyScreen(() =>
  import('@/resources/users/ChangeUserOrganisation').then((m) => m.ChangeUserOrganisation),
);
const DivisionList = lazyScreen(() =>
  import('@/resources/divisions/DivisionList').then((m) => m.DivisionList),
);
const DivisionCreate = lazyScreen(() =>
  import('@/resources/divisions/DivisionCreate').then((m) => m.DivisionCreate),
);
const CodeList = lazyScreen(() => import('@/resources/codes/CodeList').then((m) => m.CodeList));
const CodeCreate = lazyScreen(() =>
  import('@/resources/codes/CodeCreate').then((m) => m.CodeCreate),
);
const OrganisationList = lazyScreen(() =>
  import('@/resources/organisations/OrganisationList').then((m) => m.OrganisationList),
);
const OrganisationCreate = lazyScreen(() =>
  import('@/resources/organisations/OrganisationCreate').then((m) => m.OrganisationCreate),
);
const QuestionList = lazyScreen(() =>
  import('@/resources/questions/QuestionList').then((m) => m.QuestionList),
);
const QuestionCreate = lazyScreen(() =>
  import('@/resources/questions/QuestionCreate').then((m) => m.QuestionCreate),
);
const NotificationList = lazyScreen(() =>
  import('@/resources/notifications/NotificationList').then((m) => m.NotificationList),
);
const NotificationCreate = lazyScreen(() =>
  import('@/resources/notifications/NotificationCreate').then((m) => m.NotificationCreate),
);
const InitialMessages = lazyScreen(() =>
  import('@/resources/initialMessages/InitialMessages').then((m) => m.InitialMessages),
);
const IndustryList = lazyScreen(() =>
  import('@/resources/industries/IndustryList').then((m) => m.IndustryList),
);
const OrgsIndustries = lazyScreen(() =>
  import('@/resources/industries/OrgsIndustries').then((m) => m.OrgsIndustries),
);
const ArticleList = lazyScreen(() =>
  import('@/resources/articles/ArticleList').then((m) => m.ArticleList),
);
const ArticleCreate = lazyScreen(() =>
  import('@/resources/articles/ArticleCreate').then((m) => m.ArticleCreate),
);
const ArticleEdit = lazyScreen(() =>
  import('@/resources/articles/ArticleEdit').then((m) => m.ArticleEdit),
);
const HearingVisionAlerts = lazyScreen(() =>
  import('@/resources/questionnaireAlerts/HearingVisionAlerts').then((m) => m.HearingVisionAlerts),
);

export function App() {
  const [themeMode] = useThemeMode();
  const { authProvider, dataProvider } = appProviders();
  return (
    <Admin
      title="Kynd Dashboard"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={themeFor(themeMode)}
      // The choice is kept under appTheme (SPEC §9) by the theme-mode store, not react-admin's.
      darkTheme={null}
      layout={Layout}
      catchAll={NotFound}
      error={ErrorPage}
      notification={AdminNotification}
      // SPEC §2 has its own sign-in route ('/'); react-admin's /login, /auth-callback,
      // /access-denied and /authentication-error pages are not part of the route table.
      loginPage={false}
      authCallbackPage={false}
      accessDenied={NotFound}
      authenticationError={NotFound}
      requireAuth={false}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<RootRoute />} />
        <Route path="/signin" element={<Navigate to="/" replace />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<SummaryScreen />} />
        <Route path="/dashboard/body" element={<CategoryScreen category="Body" />} />
        <Route path="/dashboard/mind" element={<CategoryScreen category="Mind" />} />
        <Route path="/dashboard/life" element={<CategoryScreen category="Life" />} />
        <Route path="/users" element={<UserList />} />
        <Route path="/users/create" element={<UserCreate />} />
        <Route path="/users/clinicians" element={<ManageClinicians />} />
        <Route path="/users/change-user-organisation" element={<ChangeUserOrganisation />} />
        <Route path="/divisions" element={<DivisionList />} />
        <Route path="/divisions/create" element={<DivisionCreate />} />
        <Route path="/codes" element={<CodeList />} />
        <Route path="/codes/create" element={<CodeCreate />} />
        <Route path="/organisations" element={<OrganisationList />} />
        <Route path="/organisations/create" element={<OrganisationCreate />} />
        <Route path="/questions" element={<QuestionList />} />
        <Route path="/questions/create" element={<QuestionCreate />} />
        <Route path="/notifications" element={<NotificationList />} />
        <Route path="/notifications/create" element={<NotificationCreate />} />
        <Route path="/notifications/initial" element={<InitialMessages />} />
        <Route path="/industries/all" element={<IndustryList />} />
        <Route path="/industries/orgs-industries" element={<OrgsIndustries />} />
        <Route path="/articles/all" element={<ArticleList />} />
        <Route path="/article/create" element={<ArticleCreate />} />
        <Route path="/article/update/:id" element={<ArticleEdit />} />
        <Route path="/hearing-vision-alerts" element={<HearingVisionAlerts />} />
      </CustomRoutes>
    </Admin>
  );
}
