import type { Plugin } from 'vite';

/** Marks the links this plugin adds; the server removes them from pages it renders itself. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';

/**
 * The app (src/boot.tsx) is an entry of its own that main.tsx imports by the URL this names in
 * index.html: `<link rel="modulepreload" data-app-preload="entry">` for it, and one for each file
 * it imports, so a page the browser renders downloads them alongside main.tsx. A page the server
 * renders gets them without `rel` (apps/server plugins/ssr.ts), and main.tsx fetches them after
 * its first paint.
 */
export function appPreload(entry = '/src/boot.tsx'): Plugin {
  return {
    name: 'nakshatra:app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const boot = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
        if (!boot) return [];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const walk = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) walk(dep);
        };
        walk(boot.fileName);
        // main.tsx's own imports are linked by Vite already.
        const main = chunks.find((c) => c.isEntry && c !== boot);
        for (const dep of main?.imports ?? []) files.delete(dep);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            [APP_PRELOAD_ATTRIBUTE]: file === boot.fileName ? 'entry' : true,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
