import '@jogak/features-home/styles.css';
import { HomeScreen, parseHomeSearch, prefetchHomeData } from '@jogak/features-home';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/home')({
  validateSearch: parseHomeSearch,
  // The screen's requests start with its code, not after it rendered (issue #18's waterfall).
  loader: ({ context }) => prefetchHomeData(context.queryClient),
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <HomeScreen
      search={search}
      // The answered modal leaves the query (carrySearch would keep it otherwise).
      onCloseModal={() => void navigate({ to: '/home', search: { modal: undefined, code: undefined }, replace: true })}
    />
  );
}
