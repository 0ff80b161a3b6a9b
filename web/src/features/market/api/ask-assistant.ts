import { useMutation } from '@tanstack/react-query';
import type { AssistantFeature } from '@/lib/conversation-api.ts';
import type { LocalConversation, OfflineConversations } from '@/lib/offline-conversations.ts';

export type AskInput = {
  feature: AssistantFeature;
  conversationId: string | null;
  question: string;
  /** Called as soon as the question is stored on this device (with the new conversation's `offline_` id). */
  onStored?: (conversation: LocalConversation) => void;
};

/**
 * POST /api/conversations (a new conversation, with the `offline_` id as clientId) and
 * POST /api/conversations/{id}/messages, through the offline-first store: the question shows at once,
 * the answer when the server gives it; offline it waits for the connection.
 */
export function useAskAssistant(store: OfflineConversations) {
  // The store works offline (it keeps the question and sends it later), so the mutation is never paused.
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ feature, conversationId, question, onStored }: AskInput) => {
      const answered = store.ask(feature, conversationId, question, onStored);
      // Queued after the question, so keeping the search never delays the answer.
      void store.recordSearch(question, feature);
      return answered;
    },
  });
}
