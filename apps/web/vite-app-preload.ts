import type { Plugin } from 'vite';

/** Marks the links this plugin adds; the server removes them from pages it renders itself. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';

/**
 * main.tsx imports the app (src/boot.tsx) with import(), so that on a page the server rendered
 * it is fetched only after the first paint. A page the browser renders would then find out about
 * the app's files one round trip late; this names them in index.html (`modulepreload`, so they
 * download alongside the entry). apps/server plugins/ssr.ts strips them from server-rendered
 * pages.
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
        // The entry's own imports are linked by Vite already.
        for (const c of chunks) if (c.isEntry) for (const dep of c.imports) files.delete(dep);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [APP_PRELOAD_ATTRIBUTE]: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
