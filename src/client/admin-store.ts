// After a publish, the editor's idea of "what is saved" is what was just published.
// Decap keeps each entry as it was when opened (its store's `entries`), and judges a change by it:
// publish title A as B, type A back, and Decap sees no change, saves nothing, and the file keeps B;
// the list, read from the same store, shows an item's old mark (DRAFT, SCHEDULED) until it is read
// again. Decap has no setting for this, so its store is reached the one way it offers: Decap builds
// it with Redux DevTools' compose when a page defines one (window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__,
// read once, when Decap's script runs; this script runs before it). The compose given here adds one
// middleware: after each successful publish, the entry as published is put back into the store as
// if read again (Decap's own ENTRY_SUCCESS), with its list mark worked out afresh. Decap's
// editorial workflow does the same for a saved draft (UNPUBLISHED_ENTRY_PERSIST_SUCCESS).

/** The parts of an Immutable.js value this uses. */
interface Immutable {
  getIn(path: readonly string[]): unknown;
  toJS(): Record<string, unknown>;
}
interface Action { type: string; payload?: { collectionName?: string } }
interface Store { getState(): { entryDraft: Immutable }; dispatch(action: Action): unknown }
type Dispatch = (action: Action) => unknown;
type Middleware = (store: Store) => (next: Dispatch) => Dispatch;
type Enhancer = (create: (...args: unknown[]) => Store) => (...args: unknown[]) => Store;

/** Decap's action names (decap-cms-core/src/actions/entries.ts). */
const persisted = 'ENTRY_PERSIST_SUCCESS';
const loaded = 'ENTRY_SUCCESS';

/**
 * Installs the hook. `mark` gives an entry's list mark from its (default language's) data, or
 * undefined for an entry that has none.
 */
export function keepPublished(mark: (collection: string, data: Readonly<Record<string, unknown>>) => string | undefined): void {
  const middleware: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (action.type !== persisted || !action.payload?.collectionName) return result;
    const draft = store.getState().entryDraft.getIn(['entry']) as Immutable | undefined;
    // A new entry is read again by Decap itself (its address is new): nothing to do.
    if (!draft || draft.getIn(['newRecord'])) return result;
    const entry = draft.toJS();
    const data = { ...(entry.data as Record<string, unknown>) };
    const status = mark(action.payload.collectionName, data);
    if (status !== undefined) data.listStatus = status;
    store.dispatch({ type: loaded, payload: { collection: action.payload.collectionName, entry: { ...entry, data, isFetching: false } } as Action['payload'] });
    return result;
  };
  const afterPublish: Enhancer = (create) => (...args) => {
    const store = create(...args);
    let dispatch: Dispatch = () => { throw new Error('dispatching while the store is made'); };
    const api: Store = { getState: () => store.getState(), dispatch: (action) => dispatch(action) };
    dispatch = middleware(api)(store.dispatch.bind(store));
    return { ...store, dispatch };
  };
  // compose(a, b)(create) is a(b(create)). This one is innermost, next to the store itself: every
  // action reaches the store through it, also those Decap's thunks dispatch inside its middleware.
  (window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers: Enhancer[]) => (create: (...args: unknown[]) => Store) => [...enhancers, afterPublish].reduceRight((made, enhance) => enhance(made), create);
}
