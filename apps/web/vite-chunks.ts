/** What `manualChunks` is given besides the module id (Rolldown's and Rollup's alike). */
interface ManualChunkMeta {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The libraries every page runs before its first paint; one file, cached across deploys of our code. */
const FRAMEWORK =
  /node_modules\/(?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\//;

/**
 * Rollup's `manualChunks` for the web app. Left alone, Rollup split the first page's own code
 * into some thirty files of one or two kilobytes (each shared with a lazy page), and a phone on
 * slow 4G paid a request for each while brotli compressed each separately. Now the first page
 * is three files: the framework, `shell` (every module of ours that main.tsx reaches through
 * static imports, so it loads first anyway) and the entry; lazy pages keep their own chunks and
 * import what they share from those.
 */
export function firstPageChunks() {
  const initial = new Map<string, boolean>();
  function reachedFromMain(id: string, meta: ManualChunkMeta): boolean {
    if (id.endsWith('/src/main.tsx') || id.endsWith('/src/boot.tsx')) return true;
    const known = initial.get(id);
    if (known !== undefined) return known;
    initial.set(id, false); // an import cycle leads back here: not through this path
    const importers = meta.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => reachedFromMain(importer, meta));
    initial.set(id, result);
    return result;
  }
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (FRAMEWORK.test(id)) return 'framework';
    // Styles stay with the entry (main.tsx), which links them from index.html; the entry must not
    // import the shell, which it loads only after a server-rendered page has painted.
    if (/\.css(?:$|\?)/.test(id) || id.endsWith('/src/main.tsx')) return undefined;
    if (id.includes('/apps/web/src/') && reachedFromMain(id, meta)) return 'shell';
    return undefined;
  };
}
