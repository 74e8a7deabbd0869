// The four dashboard screens of SPEC §2, the custom routes beside the resources. Their URLs are
// written here once: the routes (App.tsx) and the menu (layout/navigation.ts) read them.
import type { Category } from '@/config/constants';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourcePage } from '@/resources/ResourceConfig';

const SummaryScreen = lazyScreen(() => import('./SummaryScreen').then((m) => m.SummaryScreen));

function categoryScreen(category: Category) {
  return lazyScreen(() =>
    import('./CategoryScreen').then(({ CategoryScreen }) => {
      const Screen = () => <CategoryScreen category={category} />;
      Screen.displayName = `${category}Screen`;
      return Screen;
    }),
  );
}

export const DASHBOARD_PAGES = {
  summary: { path: '/dashboard', component: SummaryScreen },
  body: { path: '/dashboard/body', component: categoryScreen('Body') },
  mind: { path: '/dashboard/mind', component: categoryScreen('Mind') },
  life: { path: '/dashboard/life', component: categoryScreen('Life') },
} as const satisfies Record<string, ResourcePage>;
