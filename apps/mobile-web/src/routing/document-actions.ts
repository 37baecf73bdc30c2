import type { DocumentFile, DocumentShare } from '@jogak/features-subscription';
import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';

/**
 * Download and share of an offering's document through the shell (spec §7's bridge commands):
 * the file's API path is made absolute on the backend's origin; a share sends the page's address
 * without its query; a share the person cancelled is `false` (no toast), any other failure
 * rejects (the failure toast).
 *
 * @example
 * const actions = documentActions(services.bridge, 'https://api.example');
 * await actions.download({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
 */
export function documentActions(bridge: Pick<NativeBridge, 'request'>, apiBaseUrl: string) {
  return {
    download: async (file: DocumentFile): Promise<void> => {
      await bridge.request('downloadFile', { url: new URL(file.path, apiBaseUrl).href, fileName: file.fileName });
    },
    share: async (share: DocumentShare): Promise<boolean> => {
      try {
        // The page's address without its query: a query may hold what is the member's alone (a
        // transaction number with their account number), and the offering's page needs none.
        await bridge.request('share', { ...share, url: `${window.location.origin}${window.location.pathname}` });
        return true;
      } catch (error) {
        if (isNativeBridgeError(error) && error.kind === 'cancelled') return false;
        throw error;
      }
    },
  };
}
