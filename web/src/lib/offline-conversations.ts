import { MAX_TITLE_LENGTH, NOT_FOUND_MESSAGE, NO_ACTIVE_MESSAGE, type Conversation, type ConversationSummary, type Message } from '@contracts/conversations.ts';
import { ApiError } from './api-client.ts';
import { isRetryable, withTimeout, type AssistantFeature, type ConversationEdit, type ConversationTransport, type RecentSearch } from './conversation-api.ts';

/**
 * The offline-first conversation client (spec sections 3, 4 and 9; issue 10). Conversations live in
 * browser storage first: one started without a connection gets an `offline_` id, its messages too,
 * and the server is told when it can be (at once, or on the browser's `online` event). A failed sync
 * is only a warning: the local copy stays and is sent later. The server's ids replace the `offline_`
 * ones as they are learned; listeners hear of every change (the assistant panel puts it into its
 * TanStack Query caches). All network work runs one step at a time, so a list fetched during a sync
 * never drops a conversation the sync is creating.
 */

export const OFFLINE_PREFIX = 'offline_';
export const HISTORY_PAGE = 20;
export const RECENT_SEARCHES = 10;
/** Reads and creations (spec: GET /conversations has 5 s); a message save and the recent searches get 3 s per attempt. */
export const READ_TIMEOUT_MS = 5_000;
export const SAVE_TIMEOUT_MS = 3_000;
/** A save is tried again 2 times, 500 ms then 1,000 ms later. */
export const SAVE_RETRIES = 2;
export const RETRY_DELAY_MS = 500;

export const isOfflineId = (id: string): boolean => id.startsWith(OFFLINE_PREFIX);

/** `pending`: written here, not yet stored by the server. */
export type LocalMessage = Message & { pending?: boolean };
/** `pendingEdit`: a rename or star made here that the server has not confirmed yet. */
export type LocalConversation = ConversationSummary & { messages: LocalMessage[]; pendingEdit?: ConversationEdit };

/** What the spec's conversation store holds (section 3), plus the server ids deleted here and not yet on the server. */
type Stored = { version: 1; conversationHistory: LocalConversation[]; recentSearches: RecentSearch[]; lastSavedAt: string | null; deletions?: string[] };

export type StoreEvent =
  | { type: 'conversation'; conversation: LocalConversation }
  | { type: 'swapped'; from: string; to: string; conversation: LocalConversation }
  | { type: 'removed'; id: string }
  | { type: 'status' };

export type SyncWarning = 'offline' | 'failed';

export interface StoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** One key per signed-in person: two people on one browser never see each other's conversations. */
  key: string;
  transport: ConversationTransport;
  online: () => boolean;
  now: () => Date;
  newId: () => string;
  language: () => string;
}

const empty = (): Stored => ({ version: 1, conversationHistory: [], recentSearches: [], lastSavedAt: null });
const byNewest = (a: { updatedAt: string }, b: { updatedAt: string }) => b.updatedAt.localeCompare(a.updatedAt);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const hasPending = (c: LocalConversation) => isOfflineId(c.id) || c.pendingEdit !== undefined || c.messages.some((m) => m.pending);
const unsent = (s: Stored) => s.conversationHistory.some(hasPending) || (s.deletions?.length ?? 0) > 0;
/** The panel's order: starred first, then the newest. */
export const listOrder = (a: ConversationSummary, b: ConversationSummary): number => Number(b.isStarred) - Number(a.isStarred) || byNewest(a, b);

export const TITLE_REQUIRED = 'Title is required';

/** The spec's cut (section 5), in characters, so an emoji is never split. */
export const cutTitle = (title: string): string => Array.from(title.trim().replace(/\s+/g, ' ')).slice(0, MAX_TITLE_LENGTH).join('');

export class OfflineConversations {
  readonly #o: StoreOptions;
  readonly #listeners = new Set<(event: StoreEvent) => void>();
  #queue: Promise<unknown> = Promise.resolve();
  #warning: SyncWarning | null = null;
  /** What could not be written to storage, so this page does not lose it. */
  #memory: Stored | null = null;

  constructor(options: StoreOptions) {
    this.#o = options;
  }

  get warning(): SyncWarning | null {
    return this.#warning;
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ---- storage ----

  #read(): Stored {
    try {
      if (this.#memory) return structuredClone(this.#memory);
      const parsed = JSON.parse(this.#o.storage.getItem(this.#o.key) ?? 'null') as Stored | null;
      return parsed?.version === 1 && Array.isArray(parsed.conversationHistory) ? parsed : empty();
    } catch {
      return empty();
    }
  }

  #write(change: (s: Stored) => void): Stored {
    const stored = this.#read();
    change(stored);
    stored.lastSavedAt = this.#o.now().toISOString();
    try {
      this.#o.storage.setItem(this.#o.key, JSON.stringify(stored));
      this.#memory = null;
    } catch {
      // Storage full or blocked: the caches still show it, and the server's copy stays the truth.
      this.#memory = stored;
    }
    return stored;
  }

  #emit(event: StoreEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  #warn(warning: SyncWarning | null): void {
    if (warning === this.#warning) return;
    this.#warning = warning;
    this.#emit({ type: 'status' });
  }

  #put(conversation: LocalConversation): LocalConversation {
    this.#write((s) => {
      s.conversationHistory = [conversation, ...s.conversationHistory.filter((c) => c.id !== conversation.id)];
    });
    this.#emit({ type: 'conversation', conversation });
    return conversation;
  }

  local(id: string): LocalConversation | undefined {
    return this.#read().conversationHistory.find((c) => c.id === id);
  }

  /** The feature's conversations on this device, newest first: unsynced ones and the last page from the server. */
  localList(feature: AssistantFeature): LocalConversation[] {
    return this.#read().conversationHistory.filter((c) => c.featureType === feature).sort(listOrder);
  }

  recentSearches(): RecentSearch[] {
    return this.#read().recentSearches.slice(0, RECENT_SEARCHES);
  }

  /** Network work, one step at a time (see the class comment). */
  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Tries the server; offline or failing, answers with what is stored and a warning. */
  async #tryServer<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (!this.#o.online()) return void this.#warn('offline');
    try {
      const answer = await call();
      if (!unsent(this.#read())) this.#warn(null);
      return answer;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      this.#warn('failed');
      return undefined;
    }
  }

  // ---- reads ----

  /** GET /conversations?feature=&limit=20 (5 s): the page replaces the synced ones stored for the feature. */
  list(feature: AssistantFeature): Promise<LocalConversation[]> {
    return this.#serial(async () => {
      const page = await this.#tryServer(() => withTimeout(READ_TIMEOUT_MS, (signal) => this.#o.transport.list(feature, HISTORY_PAGE, signal)));
      if (page) {
        this.#write((s) => {
          const known = new Map(s.conversationHistory.map((c) => [c.id, c]));
          const kept = s.conversationHistory.filter((c) => c.featureType !== feature || hasPending(c));
          const fresh = page.filter((p) => !kept.some((k) => k.id === p.id) && !s.deletions?.includes(p.id)).map((p) => ({ ...p, messages: known.get(p.id)?.messages ?? [] }));
          s.conversationHistory = [...kept, ...fresh];
        });
      }
      return this.localList(feature);
    });
  }

  /** GET /conversations/{id} (5 s). An `offline_` one is only here; one the server no longer has is dropped. */
  get(id: string): Promise<LocalConversation> {
    return this.#serial(async () => {
      const stored = this.local(id);
      if (isOfflineId(id) || this.#read().deletions?.includes(id)) {
        if (!stored) throw new Error(NOT_FOUND_MESSAGE);
        return stored;
      }
      let server: Conversation | undefined;
      try {
        server = await this.#tryServer(() => withTimeout(READ_TIMEOUT_MS, (signal) => this.#o.transport.get(id, signal)));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) this.#remove(id);
        throw error;
      }
      if (!server) {
        if (!stored) throw new Error(NOT_FOUND_MESSAGE);
        return stored;
      }
      // Messages written here and not yet stored by the server stay, after the server's.
      const pending = stored?.messages.filter((m) => m.pending && !server.messages.some((s) => s.messageId === m.id)) ?? [];
      return this.#put({ ...server, ...stored?.pendingEdit, pendingEdit: stored?.pendingEdit, messages: [...server.messages, ...pending] });
    });
  }

  #remove(id: string): void {
    this.#write((s) => {
      s.conversationHistory = s.conversationHistory.filter((c) => c.id !== id);
    });
    this.#emit({ type: 'removed', id });
  }

  // ---- writes ----

  #message(conversationId: string, content: string): LocalMessage {
    const at = this.#o.now().toISOString();
    return { id: `${OFFLINE_PREFIX}${this.#o.newId()}`, conversationId, role: 'user', content, metadata: null, createdAt: at, messageId: null, inReplyTo: null, pending: true };
  }

  /**
   * Asks a question: in `conversationId`, or in a new conversation titled by the question. The
   * question is stored here first (and the listeners hear of it at once), then sent.
   */
  async ask(feature: AssistantFeature, conversationId: string | null, content: string, onStored?: (local: LocalConversation) => void): Promise<LocalConversation> {
    const at = this.#o.now().toISOString();
    let conversation: LocalConversation;
    if (conversationId === null) {
      const id = `${OFFLINE_PREFIX}${this.#o.newId()}`;
      conversation = { id, title: cutTitle(content), featureType: feature, isStarred: false, createdAt: at, updatedAt: at, messageCount: 1, messages: [this.#message(id, content)] };
    } else {
      const stored = this.local(conversationId);
      if (!stored) throw new Error(NO_ACTIVE_MESSAGE);
      conversation = { ...stored, updatedAt: at, messageCount: stored.messageCount + 1, messages: [...stored.messages, this.#message(stored.id, content)] };
    }
    const stored = this.#put(conversation);
    onStored?.(stored);
    return this.#serial(() => this.#flush(conversation.id));
  }

  /**
   * Renames (cut to 255 like the API; empty is refused) and stars: kept here as `pendingEdit` at once,
   * then sent with PATCH (after the creation when the conversation is still `offline_`).
   */
  update(id: string, edit: ConversationEdit): Promise<LocalConversation> {
    const title = edit.title === undefined ? undefined : cutTitle(edit.title);
    if (title === '') return Promise.reject(new Error(TITLE_REQUIRED));
    const stored = this.local(id);
    if (!stored) return Promise.reject(new Error(NOT_FOUND_MESSAGE));
    const change = { ...(title !== undefined && { title }), ...(edit.isStarred !== undefined && { isStarred: edit.isStarred }) };
    this.#put({ ...stored, ...change, pendingEdit: { ...stored.pendingEdit, ...change }, updatedAt: this.#o.now().toISOString() });
    return this.#serial(() => this.#flush(id));
  }

  /** Deletes: gone here at once; a server id waits in `deletions` until DELETE passes (an `offline_` one is only dropped). */
  remove(id: string): Promise<void> {
    if (!this.local(id)) return Promise.resolve();
    this.#remove(id);
    if (isOfflineId(id)) return Promise.resolve();
    this.#deletions((ids) => [...ids.filter((d) => d !== id), id]);
    return this.#serial(() => this.#sendDeletions());
  }

  async #sendDeletions(): Promise<void> {
    for (const id of this.#read().deletions ?? []) {
      if (!this.#o.online()) return this.#warn('offline');
      let refused: unknown = null;
      try {
        await this.#withRetries(SAVE_TIMEOUT_MS, (signal) => this.#o.transport.remove(id, signal));
      } catch (error) {
        if (isRetryable(error)) return this.#warn('failed');
        // Already gone (404) is what was asked; another refusal would only be refused again: dropped, and shown.
        refused = error instanceof ApiError && error.status === 404 ? null : error;
      }
      this.#deletions((ids) => ids.filter((d) => d !== id));
      if (refused) throw refused;
    }
    if (!unsent(this.#read())) this.#warn(null);
  }

  #deletions(change: (ids: string[]) => string[]): void {
    this.#write((s) => void (s.deletions = change(s.deletions ?? [])));
  }

  /** Sends whatever is only here: deletions, every `offline_` conversation, unsent message and edit (on `online`, at start). */
  sync(): Promise<void> {
    return this.#serial(async () => {
      await this.#sendDeletions();
      for (const c of this.#read().conversationHistory.filter(hasPending)) await this.#flush(c.id);
    });
  }

  /** A save, tried 2 more times after 500 ms and 1,000 ms when it may pass on a retry. */
  async #withRetries<T>(timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await withTimeout(timeoutMs, call);
      } catch (error) {
        if (attempt >= SAVE_RETRIES || !isRetryable(error) || !this.#o.online()) throw error;
        await sleep(RETRY_DELAY_MS * 2 ** attempt);
      }
    }
  }

  async #flush(id: string): Promise<LocalConversation> {
    let conversation = this.local(id);
    if (!conversation) throw new Error(NOT_FOUND_MESSAGE);
    if (!this.#o.online()) {
      this.#warn('offline');
      return conversation;
    }
    try {
      if (isOfflineId(conversation.id)) {
        conversation = await this.#create(conversation);
        if (!this.local(conversation.id)) return conversation; // deleted here while it was being created
      }
      for (const message of conversation.messages.filter((m) => m.pending)) conversation = await this.#save(conversation, message);
      if (conversation.pendingEdit) conversation = await this.#patch(conversation);
      if (!unsent(this.#read())) this.#warn(null);
    } catch (error) {
      if (isRetryable(error)) {
        this.#warn('failed');
        return this.local(conversation.id) ?? conversation;
      }
      // The server refused: it no longer has the conversation (deleted elsewhere) or refuses the message.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) this.#remove(conversation.id);
      throw error;
    }
    return conversation;
  }

  /** POST /conversations with the `offline_` id as clientId: a retried creation finds the first one. */
  async #create(local: LocalConversation): Promise<LocalConversation> {
    const body = { title: local.title, featureType: local.featureType as AssistantFeature, clientId: local.id };
    const server = await this.#withRetries(READ_TIMEOUT_MS, (signal) => this.#o.transport.create(body, this.#o.language(), signal));
    const current = this.local(local.id);
    if (!current) {
      this.#deletions((ids) => [...ids, server.id]); // deleted here while the creation was on its way
      await this.#sendDeletions();
      return { ...server, messages: [] };
    }
    const moved = current.messages.map((m) => ({ ...m, conversationId: server.id }));
    // A rename or star made before the creation stays shown, and pending: PATCH follows.
    const swapped: LocalConversation = { ...server, ...current.pendingEdit, pendingEdit: current.pendingEdit, messages: moved, messageCount: moved.length };
    this.#write((s) => {
      s.conversationHistory = [swapped, ...s.conversationHistory.filter((c) => c.id !== local.id && c.id !== server.id)];
    });
    this.#emit({ type: 'swapped', from: local.id, to: server.id, conversation: swapped });
    return swapped;
  }

  /** POST /conversations/{id}/messages with the `offline_` id as messageId; the answer's ids replace it, the reply follows it. */
  async #save(conversation: LocalConversation, message: LocalMessage): Promise<LocalConversation> {
    const posted = await this.#withRetries(SAVE_TIMEOUT_MS, (signal) =>
      this.#o.transport.post(conversation.id, { content: message.content, messageId: message.id }, this.#o.language(), signal),
    );
    const current = this.local(conversation.id) ?? conversation;
    const messages = current.messages.flatMap((m) => (m.id === message.id ? [posted.message, ...(posted.reply ? [posted.reply] : [])] : [m]));
    const unique = messages.filter((m, i) => messages.findIndex((x) => x.id === m.id) === i);
    return this.#put({ ...current, messages: unique, messageCount: unique.length, updatedAt: (posted.reply ?? posted.message).createdAt });
  }

  /** PATCH /conversations/{id} with what is pending; an edit made meanwhile stays pending over the server's answer. */
  async #patch(conversation: LocalConversation): Promise<LocalConversation> {
    const sent = conversation.pendingEdit ?? {};
    const server = await this.#withRetries(SAVE_TIMEOUT_MS, (signal) => this.#o.transport.update(conversation.id, sent, signal));
    const current = this.local(conversation.id);
    if (!current) return conversation;
    const left = Object.fromEntries(Object.entries(current.pendingEdit ?? {}).filter(([k, v]) => sent[k as keyof ConversationEdit] !== v)) as ConversationEdit;
    const next = { ...current, title: server.title, isStarred: server.isStarred, updatedAt: server.updatedAt, ...left };
    return this.#put(Object.keys(left).length > 0 ? { ...next, pendingEdit: left } : { ...next, pendingEdit: undefined });
  }

  // ---- recent searches ----

  /** GET /conversations/searches/recent?limit=10 (3 s); offline, the stored ones. */
  refreshRecent(): Promise<RecentSearch[]> {
    return this.#serial(async () => {
      const found = await this.#tryServer(() => withTimeout(SAVE_TIMEOUT_MS, (signal) => this.#o.transport.recent(RECENT_SEARCHES, signal)));
      if (found) this.#write((s) => void (s.recentSearches = found.slice(0, RECENT_SEARCHES)));
      return this.recentSearches();
    });
  }

  /** Keeps a question among the 10 recent ones (a repeat moves up) and tells the server once, without retries: it is a convenience. */
  recordSearch(query: string, feature: AssistantFeature): Promise<void> {
    const searchId = `${OFFLINE_PREFIX}${this.#o.newId()}`;
    const entry: RecentSearch = { id: searchId, query: query.trim(), feature, createdAt: this.#o.now().toISOString() };
    this.#write((s) => {
      s.recentSearches = [entry, ...s.recentSearches.filter((r) => r.query.toLowerCase() !== entry.query.toLowerCase())].slice(0, RECENT_SEARCHES);
    });
    return this.#serial(async () => {
      await this.#tryServer(() => withTimeout(SAVE_TIMEOUT_MS, (signal) => this.#o.transport.record({ query: entry.query, feature, searchId }, signal)));
    }).catch(() => undefined);
  }
}
