import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Asset, Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import { AFTER_PAINT_META } from './server-manifest';

const PLUGIN = 'StartupPreloadPlugin';

type ProvideModule = Module & { _name: string; _shareScope: string };
type ConsumeModule = Module & { options: { shareKey: string; shareScope: string | string[] } };

/**
 * The files (scripts and stylesheets) the host's start-up needs after its entry: the chunks of the entry's
 * own dynamic import (`import('./bootstrap')`), and for every shared module those chunks consume, the
 * chunks of the copy the host provides (it loads first, so its copies are the ones used), following their
 * own consumes in turn. Lazy imports inside them (toasts, the staff frame, pages) are not followed.
 */
export function startupFiles(compilation: Compilation): string[] {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  const groupsOf = (module: Module) =>
    module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter((group): group is ChunkGroup => Boolean(group));

  const provided = new Map<string, Module>();
  for (const chunk of entryChunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === 'provide-module')
        provided.set(`${(module as ProvideModule)._shareScope}:${(module as ProvideModule)._name}`, module);

  // The entry module (index.ts, perhaps concatenated with what it imports) holds the bootstrap import.
  const groups = [...chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk())].flatMap(groupsOf);
  const chunks = new Set<Chunk>();
  while (groups.length > 0) {
    for (const chunk of groups.pop()!.chunks) {
      if (chunks.has(chunk) || entryChunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const { shareKey, shareScope } = (module as ConsumeModule).options;
        groups.push(...groupsOf(provided.get(`${[shareScope].flat()[0]}:${shareKey}`) ?? module));
      }
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files]);
}

const sizeOf = (asset: Asset | undefined) => asset?.source.size() ?? 0;

const AFTER_PAINT_SOURCE = readFileSync(path.join(__dirname, 'after-paint.js'), 'utf8');

/**
 * Links the start-up stylesheets, and asks for the start-up scripts that are bigger than the entry
 * (react-dom's client) from index.html, so they download while the entry does and while it starts the
 * federation runtime. Smaller ones arrive in time after it; preloading them too only delays the entry,
 * which was measured to cost more than it saves. The entry is asked for at high priority so the
 * preloads never get ahead of it.
 *
 * `reads` are api paths every page fetches at start (the doctor list): preloaded as a same-origin fetch,
 * which the app's own `fetch` of the same URL then takes instead of asking again.
 *
 * It also emits after-paint.js, content-hashed, and names it in a meta tag, for the server's renderer
 * to start a page it rendered with (shell/src/server/compose-document.ts).
 */
export class StartupPreloadPlugin {
  constructor(private readonly reads: readonly string[] = []) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const entry = compilation.entrypoints.get('main');
        const entrySize = Math.max(
          0,
          ...(entry?.getFiles() ?? []).filter((f) => f.endsWith('.js')).map((f) => sizeOf(compilation.getAsset(f))),
        );
        const files = startupFiles(compilation);
        const large = files.filter((file) => file.endsWith('.js') && sizeOf(compilation.getAsset(file)) > entrySize);
        // The start-up stylesheets (tokens, the layout, the shared components) from the head, rather than
        // after the scripts: a page rendered on the server is painted, styled, from them alone.
        const stylesheets = files.filter((file) => file.endsWith('.css'));
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        const { RawSource } = compiler.webpack.sources;
        const hash = compiler.webpack.util.createHash('sha256').update(AFTER_PAINT_SOURCE).digest('hex').slice(0, 8);
        const afterPaint = `after-paint.${hash}.js`;
        if (!compilation.getAsset(afterPaint)) compilation.emitAsset(afterPaint, new RawSource(AFTER_PAINT_SOURCE));
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: AFTER_PAINT_META, content: data.publicPath + afterPaint }),
          ...stylesheets.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: data.publicPath + file })),
          ...large.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }),
          ),
          ...this.reads.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' }),
          ),
        );
        return data;
      });
    });
  }
}
