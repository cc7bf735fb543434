import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/**
 * De-minified stacks (docs/rules/events.md#de-minified-stacks): each frame of a client error's stack
 * that points into the client build (`…/assets/<file>.js:line:col`) is mapped back to its source
 * position with the build's hidden source map (`<file>.js.map`, next to the file, never served).
 * The client's file names carry their content hash, so a map found under a frame's file name is that
 * file's map, whichever build the page ran. A frame without a map stays as it was.
 */

/** A frame's location in a client chunk: Chrome's `(https://host/assets/x.js:1:2)`, Firefox's `@https://…`. */
const FRAME = /(?:https?:\/\/[^\s()/]+)?\/assets\/([A-Za-z0-9_-][\w.-]*\.js):(\d+):(\d+)/g;

/** Parsed maps kept at once; the oldest is let go past this (a build has a few dozen chunks). */
const MAPS_KEPT = 16;

export interface StackMapper {
  /** The stack with every frame that has a map pointing at its source; undefined when none did. */
  map(stack: string): Promise<string | undefined>;
}

/** Reads the maps in `assetsDir` (web/dist/assets), each the first time a frame names its file. */
export function createStackMapper(assetsDir: string): StackMapper {
  const available = new Set<string>();
  try {
    for (const name of readdirSync(assetsDir)) if (name.endsWith('.js.map')) available.add(name.slice(0, -4));
  } catch {
    // No client build: no frame is mapped.
  }
  const consumers = new Map<string, Promise<SourceMapConsumer | undefined>>();

  const consumerOf = (file: string): Promise<SourceMapConsumer | undefined> | undefined => {
    if (!available.has(file)) return undefined;
    let consumer = consumers.get(file);
    if (consumer) {
      // Most recently used last: the oldest is the first let go.
      consumers.delete(file);
    } else {
      consumer = readFile(path.join(assetsDir, `${file}.map`), 'utf8').then(
        (text) => new SourceMapConsumer(JSON.parse(text)),
        () => undefined,
      );
      if (consumers.size >= MAPS_KEPT) consumers.delete(consumers.keys().next().value!);
    }
    consumers.set(file, consumer);
    return consumer;
  };

  return {
    async map(stack) {
      const frames = [...stack.matchAll(FRAME)];
      let mapped = false;
      const replacements = await Promise.all(
        frames.map(async (frame) => {
          const consumer = await consumerOf(frame[1]);
          if (!consumer) return frame[0];
          // Stack columns count from 1, a source map's from 0.
          const original = consumer.originalPositionFor({ line: Number(frame[2]), column: Number(frame[3]) - 1 });
          if (original.source === null || original.line === null) return frame[0];
          mapped = true;
          return `${sourcePath(original.source)}:${original.line}:${(original.column ?? 0) + 1}`;
        }),
      );
      if (!mapped) return undefined;
      let index = 0;
      return stack.replace(FRAME, () => replacements[index++]);
    },
  };
}

/** A source as the map names it (relative to web/dist/assets), relative to web/: src/main.tsx. */
function sourcePath(source: string): string {
  if (/^[a-z]+:/i.test(source) || source.startsWith('/')) return source;
  return path.posix.normalize(`dist/assets/${source}`);
}
