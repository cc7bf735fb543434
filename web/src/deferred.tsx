import { createContext, lazy, Suspense, use, useContext, type ComponentType, type JSX, type ReactNode } from 'react';
import { useHydrating } from './hooks/useClientValue';

/**
 * Components kept out of the client's first chunk (React.lazy + dynamic import()), but rendered by
 * the server like any other: the server loads them all before rendering (`loadDeferred`), so its
 * HTML is the whole page. Render each one inside a <Suspense> boundary: on the client, hydration
 * leaves that boundary's server HTML as it is until the chunk arrives, then hydrates it on its own
 * (no layout shift, and its hydration is not part of the first one).
 */
export interface Deferred<P> {
  (props: P): JSX.Element;
  /** The module's path in the client build (its key in Vite's manifest), for the server's modulepreload links. */
  readonly module: string;
  /** Loads the chunk; once it has loaded, the component renders without suspending. */
  readonly load: () => Promise<unknown>;
}

export interface DeferredOptions {
  /**
   * In the browser, what the component waits for before its chunk loads and its server HTML
   * hydrates, such as `whenVisible`: until then that HTML stays as it is, without handlers, and the
   * phone spends nothing on it. Asked once, when the component first renders.
   */
  hydrateWhen?: () => Promise<void>;
}

const registry: Array<() => Promise<unknown>> = [];
const inBrowser = typeof window !== 'undefined';

/** Set by the server render: the modules of the deferred components the page rendered. */
export const DeferredModulesContext = createContext<Set<string> | null>(null);

export function deferred<P extends object>(
  module: string,
  importer: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown): never => {
        // A chunk that failed to load (network) is asked for again on a later render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    if (inBrowser && options.hydrateWhen) await options.hydrateWhen();
    return { default: await load() };
  });
  function DeferredComponent(props: P) {
    useContext(DeferredModulesContext)?.add(module);
    // The server renders the loaded component in place. The browser always renders the lazy one (it
    // renders without suspending once resolved), so the element's type never changes between
    // renders, which would remount the subtree and lose its state.
    const Component = inBrowser || !loaded ? Lazy : loaded;
    return <Component {...props} />;
  }
  registry.push(load);
  return Object.assign(DeferredComponent, { module, load });
}

/**
 * Loads every deferred component (the server, before it renders), one after another: several share
 * modules (the account pages), and Jest's ESM loader fails to link a module that two dynamic
 * imports ask for at the same time. Each loads once per process, so only the first render waits.
 */
export async function loadDeferred(): Promise<void> {
  for (const load of registry) await load();
}

/** Resolves once `element` intersects the screen widened by `margin`; at once without an element. */
function onScreen(element: Element | null, margin = '0px'): Promise<void> {
  return new Promise((resolve) => {
    if (!element) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/**
 * Resolves once the element with this id is on screen: a column beside the results at once, an
 * overlay (display: none until opened) when it opens. At once when there is no such element yet
 * (a page the browser renders itself).
 */
export const whenVisible = (id: string): Promise<void> =>
  new Promise((resolve) => {
    neededNow.set(id, resolve);
    void onScreen(document.getElementById(id)).then(resolve);
  });

/** What waits for whenVisible, by element id: resolving it hydrates that part now. */
const neededNow = new Map<string, () => void>();

/**
 * Hydrates now a part that waits to be on screen (whenVisible). For an update that must reach it:
 * React cannot render new props into a boundary it has not hydrated, so a change of the page's
 * state (a new search) would otherwise wait, unshown, until the part comes on screen, which a
 * phone's closed Filters overlay may never do. Safe to call while rendering: it only resolves.
 */
export function hydrateNow(id: string): void {
  neededNow.get(id)?.();
}

/** Distance from the screen at which an element counts as near it (hydrated before it scrolls in). */
const NEAR_SCREEN_MARGIN = '400px 0px';
/** Kept once settled: React retries a hydration with the same promise, and finds it resolved. */
const nearScreenPromises = new Map<string, Promise<void>>();

/** Resolves once the first element matching `selector` comes near the screen; at once if there is none. */
function nearScreen(selector: string): Promise<void> {
  let promise = nearScreenPromises.get(selector);
  if (!promise) {
    promise = onScreen(document.querySelector(selector), NEAR_SCREEN_MARGIN);
    nearScreenPromises.set(selector, promise);
  }
  return promise;
}

function VisibilityGate({ anchor, children }: { anchor: string; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && inBrowser) use(nearScreen(anchor));
  return children;
}

/**
 * Server HTML that hydrates once it comes near the screen (`anchor` selects its element): until
 * then it stays as the server wrote it, links working as links, and a phone spends nothing on the
 * part of a long list it has not scrolled to. Anything rendered after hydration shows at once.
 */
export function HydrateWhenVisible({ anchor, children }: { anchor: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <VisibilityGate anchor={anchor}>{children}</VisibilityGate>
    </Suspense>
  );
}
