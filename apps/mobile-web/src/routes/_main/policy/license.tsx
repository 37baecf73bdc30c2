import '@jogak/features-policy/styles.css';
import { LicenseScreen } from '@jogak/features-policy';
import { createFileRoute } from '@tanstack/react-router';

/** The build's licence list (build/open-source-licenses.ts), in its own chunk, loaded on this page only. */
const loadLicenses = () => import('virtual:jogak-licenses').then((module) => module.default);

export const Route = createFileRoute('/_main/policy/license')({
  component: () => <LicenseScreen loadLicenses={loadLicenses} />,
});
