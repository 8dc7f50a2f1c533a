import { ConsolePage } from '@/features/consultations/components/console-page';
import { ClientChartPanel } from '@/features/kundli/components/client-chart-panel';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('consultations', 'copilot', 'kundli');

/** /console (issue 13): the astrologer's console, with the client's chart as the co-pilot. */
export function ConsoleRoute() {
  return <ConsolePage copilot={(id) => <ClientChartPanel consultationId={id} />} />;
}

export default ConsoleRoute;
