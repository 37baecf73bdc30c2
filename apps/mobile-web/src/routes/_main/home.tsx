import '@jogak/features-home/styles.css';
import { HomeScreen, parseHomeSearch } from '@jogak/features-home';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { clearSearch, navigateTo } from '../../routing/navigate-to';

export const Route = createFileRoute('/_main/home')({
  validateSearch: parseHomeSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  return (
    <HomeScreen
      search={search}
      onNavigate={(to) => void navigateTo(router, to)}
      onCloseModal={() => void clearSearch(router, '/home', ['modal', 'code'])}
    />
  );
}
